import { BusRoutePage } from '@/components/pages/bus-route';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/BusRoute');

export default function Page() {
  return <BusRoutePage locale="hi" />;
}
