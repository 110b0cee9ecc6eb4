import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Tc');

export default function TcPage() {
  return <PageShell route="/Tc" intro="Request a transfer certificate with the student’s full name and admission number." />;
}
