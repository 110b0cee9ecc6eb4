import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Activity');

export default function ActivityPage() {
  return <PageShell route="/Activity" intro="Activities held at school through the year." />;
}
