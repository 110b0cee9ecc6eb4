import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Founder');

export default function FounderPage() {
  return <PageShell route="/Founder" intro="The life and work of the founder of the school." />;
}
