import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Events');

export default function EventsPage() {
  return <PageShell route="/Events" intro="Events at school, past and upcoming." />;
}
