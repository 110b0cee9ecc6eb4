import { SchoolTimingPage } from '@/components/pages/school-timing';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/SchoolTiming');

export default function Page() {
  return <SchoolTimingPage locale="en" />;
}
