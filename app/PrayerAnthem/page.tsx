import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/PrayerAnthem');

export default function PrayerAnthemPage() {
  return <PageShell route="/PrayerAnthem" intro="The school anthem and the opening prayer with which every school day begins." />;
}
