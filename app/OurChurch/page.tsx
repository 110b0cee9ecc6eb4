import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/OurChurch');

export default function OurChurchPage() {
  return <PageShell route="/OurChurch" intro="The history of the church mission that founded and runs the school." />;
}
