import { PageShell } from '@/components/layout/page-shell';
import { AdmissionSections } from '@/components/static/admission-sections';
import { FRAME } from '@/content/i18n/frame';
import { admission, admissionPage } from '@/content/hi/pages/academics';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/Admission');

export default function HindiAdmissionPage() {
  return (
    <PageShell route="/Admission" locale="hi">
      <AdmissionSections admission={admission} words={admissionPage} newTabText={FRAME.hi.newTab} />
    </PageShell>
  );
}
