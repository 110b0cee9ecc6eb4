import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/BusRoute');

export default function BusRoutePage() {
  return <PageShell route="/BusRoute" intro="School bus routes and timings for the senior and junior wings." />;
}
