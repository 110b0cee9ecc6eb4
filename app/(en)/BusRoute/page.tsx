import { BusRoutePage } from '@/components/pages/bus-route';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/BusRoute');

export default function Page() {
  return <BusRoutePage locale="en" />;
}
