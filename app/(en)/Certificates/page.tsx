import { pageMetadata } from '@/lib/seo/metadata';
import { DocumentsPage } from '@/components/static/page-templates';
import { certificates } from '@/content/pages/documents';

export const metadata = pageMetadata('/Certificates');

export default function CertificatesPage() {
  return <DocumentsPage route="/Certificates" documents={certificates} label="Certificates" />;
}
