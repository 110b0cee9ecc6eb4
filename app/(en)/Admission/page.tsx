import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { DataTable } from '@/components/static/data-table';
import { ListSection } from '@/components/static/page-templates';
import { PageSection } from '@/components/static/text-sections';
import { ExternalLink } from '@/components/ui/external-link';
import { admission } from '@/content/pages/academics';
import { site } from '@/content/site';

export const metadata = pageMetadata('/Admission');

export default function AdmissionPage() {
  return (
    <PageShell route="/Admission">
      <ListSection id="admission-policy" title="Admission policy" items={admission.principles} />
      <PageSection id="how-to-apply" title="How to apply">
        <dl className="grid gap-4 sm:grid-cols-2">
          {admission.process.map((step) => (
            <div key={step.heading} className="rounded-card bg-white p-5 shadow-card ring-1 ring-sand-200">
              <dt className="font-serif text-lg font-bold text-navy-900">{step.heading}</dt>
              <dd className="mt-2">{step.text}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-5">
          <ExternalLink href={site.portals.admission.href} className="inline-flex items-center rounded-md bg-navy-800 px-4 py-2 font-semibold text-white hover:bg-navy-700">
            Apply on the {site.portals.admission.label.toLowerCase()}
          </ExternalLink>
        </p>
      </PageSection>
      <PageSection id="age-limits" title="Age limits">
        <p className="mb-4 max-w-prose">
          {admission.ageNote} Ages are on 31 March of the year of admission; 6.5 means 6 years 6 months.
        </p>
        <div className="max-w-xl">
          <DataTable table={admission.ageTable} />
        </div>
      </PageSection>
      <ListSection id="documents" title="Documents required" items={admission.documents} />
      <ListSection id="withdrawal" title="Withdrawal and transfer certificate" items={admission.withdrawal} />
    </PageShell>
  );
}
