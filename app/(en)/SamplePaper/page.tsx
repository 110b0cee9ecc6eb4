import { pageMetadata } from '@/lib/seo/metadata';
import { DocumentsPage } from '@/components/static/page-templates';
import { samplePapers } from '@/content/pages/documents';

export const metadata = pageMetadata('/SamplePaper');

export default function SamplePaperPage() {
  return <DocumentsPage route="/SamplePaper" documents={samplePapers} label="Sample papers" />;
}
