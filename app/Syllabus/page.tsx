import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { DocumentGrid } from '@/components/static/document-grid';
import { syllabus } from '@/content/pages/documents';

export const metadata = pageMetadata('/Syllabus');

export default function SyllabusPage() {
  return (
    <PageShell route="/Syllabus">
      <p className="mb-6 text-sand-700">
        {syllabus.length} documents. Each opens as a PDF in a new tab.
      </p>
      <DocumentGrid documents={syllabus} label="Syllabus, Class I to XII" />
    </PageShell>
  );
}
