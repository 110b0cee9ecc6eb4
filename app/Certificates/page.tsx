import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { DocumentGrid } from '@/components/static/document-grid';
import { certificates } from '@/content/pages/documents';

export const metadata = pageMetadata('/Certificates');

export default function CertificatesPage() {
  return (
    <PageShell route="/Certificates">
      <p className="mb-6 text-sand-700">
        {certificates.length} documents. Each opens as a PDF in a new tab.
      </p>
      <DocumentGrid documents={certificates} label="Certificates" />
    </PageShell>
  );
}
