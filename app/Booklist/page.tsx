import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { DocumentGrid } from '@/components/static/document-grid';
import { booklist } from '@/content/pages/documents';

export const metadata = pageMetadata('/Booklist');

export default function BooklistPage() {
  return (
    <PageShell route="/Booklist">
      <p className="mb-6 text-sand-700">
        {booklist.length} documents. Each opens as a PDF in a new tab.
      </p>
      <DocumentGrid documents={booklist} label="Book lists, Class I to XII" />
    </PageShell>
  );
}
