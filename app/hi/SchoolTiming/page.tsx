import { SchoolTimingPage } from '@/components/pages/school-timing';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/SchoolTiming');

export default function Page() {
  return <SchoolTimingPage locale="hi" />;
}
