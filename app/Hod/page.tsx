import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Hod');

export default function HodPage() {
  return <PageShell route="/Hod" intro="The heads of department of the senior secondary wing and the primary wing." />;
}
