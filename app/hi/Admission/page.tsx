import { AdmissionPage } from '@/components/pages/admission';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/Admission');

export default function Page() {
  return <AdmissionPage locale="hi" />;
}
