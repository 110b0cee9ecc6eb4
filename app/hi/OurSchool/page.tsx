import { OurSchoolPage } from '@/components/pages/our-school';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/OurSchool');

export default function Page() {
  return <OurSchoolPage locale="hi" />;
}
