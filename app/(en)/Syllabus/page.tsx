import { pageMetadata } from '@/lib/seo/metadata';
import { DocumentsPage } from '@/components/static/page-templates';
import { syllabus } from '@/content/pages/documents';

export const metadata = pageMetadata('/Syllabus');

export default function SyllabusPage() {
  return <DocumentsPage route="/Syllabus" documents={syllabus} label="Syllabus, Class I to XII" />;
}
