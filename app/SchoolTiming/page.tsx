import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/SchoolTiming');

export default function SchoolTimingPage() {
  return <PageShell route="/SchoolTiming" intro="School hours for the primary classes (I–V) and the middle and senior classes (VI–XII)." />;
}
