import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Tc');

export default function TcPage() {
  return <PageShell route="/Tc" />;
}
