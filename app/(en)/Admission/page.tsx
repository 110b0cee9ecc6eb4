import { PageShell } from '@/components/layout/page-shell';
import { AdmissionSections } from '@/components/static/admission-sections';
import { admission, admissionPage } from '@/content/pages/academics';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/Admission');

export default function AdmissionPage() {
  return (
    <PageShell route="/Admission">
      <AdmissionSections admission={admission} words={admissionPage} />
    </PageShell>
  );
}
