import { OurSchoolPage } from '@/components/pages/our-school';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/OurSchool');

export default function Page() {
  return <OurSchoolPage locale="en" />;
}
