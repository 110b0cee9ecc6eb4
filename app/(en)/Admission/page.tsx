import { AdmissionPage } from '@/components/pages/admission';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/Admission');

export default function Page() {
  return <AdmissionPage locale="en" />;
}
