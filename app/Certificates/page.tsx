import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Certificates');

export default function CertificatesPage() {
  return <PageShell route="/Certificates" intro="Certificates and recognitions awarded to the school." />;
}
