import { ScholarshipPage } from '@/components/pages/scholarship';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/Scholarship');

export default function Page() {
  return <ScholarshipPage locale="hi" />;
}
