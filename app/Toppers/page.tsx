import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Toppers');

export default function ToppersPage() {
  return <PageShell route="/Toppers" intro="Students who topped the class X board examination." />;
}
