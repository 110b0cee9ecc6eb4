import { PageShell } from '@/components/layout/page-shell';
import { DataTable } from '@/components/static/data-table';
import { ListSection } from '@/components/static/page-templates';
import { PageSection } from '@/components/static/text-sections';
import { ExternalLink } from '@/components/ui/external-link';
import { FRAME } from '@/content/i18n/frame';
import { admission, admissionPage } from '@/content/hi/pages/academics';
import { site } from '@/content/site';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/Admission');

export default function HindiAdmissionPage() {
  return (
    <PageShell route="/Admission" locale="hi">
      <ListSection id="admission-policy" title={admissionPage.policy} items={admission.principles} />
      <PageSection id="how-to-apply" title={admissionPage.howToApply}>
        <dl className="grid gap-4 sm:grid-cols-2">
          {admission.process.map((step) => (
            <div key={step.heading} className="rounded-card bg-white p-5 shadow-card ring-1 ring-sand-200">
              <dt className="font-serif text-lg font-bold text-navy-900">{step.heading}</dt>
              <dd className="mt-2">{step.text}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-5">
          <ExternalLink
            href={site.portals.admission.href}
            newTabText={FRAME.hi.newTab}
            className="inline-flex items-center rounded-md bg-navy-800 px-4 py-2 font-semibold text-white hover:bg-navy-700"
          >
            {admissionPage.applyOnline}
          </ExternalLink>
        </p>
      </PageSection>
      <PageSection id="age-limits" title={admissionPage.ageLimits}>
        <p className="mb-4 max-w-prose">
          {admission.ageNote} {admissionPage.ageExplained}
        </p>
        <div className="max-w-xl">
          <DataTable table={admission.ageTable} />
        </div>
      </PageSection>
      <ListSection id="documents" title={admissionPage.documents} items={admission.documents} />
      <ListSection id="withdrawal" title={admissionPage.withdrawal} items={admission.withdrawal} />
    </PageShell>
  );
}
