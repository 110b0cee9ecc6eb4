import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Chairman');

export default function ChairmanPage() {
  return <PageShell route="/Chairman" intro="The life and work of the chairman of the school." />;
}
