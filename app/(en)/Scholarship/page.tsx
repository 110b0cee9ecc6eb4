import { ScholarshipPage } from '@/components/pages/scholarship';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/Scholarship');

export default function Page() {
  return <ScholarshipPage locale="en" />;
}
