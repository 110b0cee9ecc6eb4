import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { DocumentGrid } from '@/components/static/document-grid';
import { samplePapers } from '@/content/pages/documents';

export const metadata = pageMetadata('/SamplePaper');

export default function SamplePaperPage() {
  return (
    <PageShell route="/SamplePaper">
      <p className="mb-6 text-sand-700">
        {samplePapers.length} documents. Each opens as a PDF in a new tab.
      </p>
      <DocumentGrid documents={samplePapers} label="Sample papers" />
    </PageShell>
  );
}
