import { PageShell } from '@/components/layout/page-shell';
import { DataTable } from '@/components/static/data-table';
import { ListSection } from '@/components/static/page-templates';
import { PageSection } from '@/components/static/text-sections';
import { ExternalLink } from '@/components/ui/external-link';
import { admissionWords as hindiWords } from '@/content/hi/pages/academics';
import { FRAME } from '@/content/i18n/frame';
import { admissionWords, ageLimits } from '@/content/pages/academics';
import { site } from '@/content/site';
import { wordsFor } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

/** Admission in `locale`: the policy, how to apply, the age limits, the documents and withdrawal. */
export function AdmissionPage({ locale }: { locale: Locale }) {
  const words = wordsFor(locale, { en: admissionWords, hi: hindiWords });
  const { headings } = words;
  return (
    <PageShell route="/Admission" locale={locale}>
      <ListSection id="admission-policy" title={headings.policy} items={words.principles} />
      <PageSection id="how-to-apply" title={headings.howToApply}>
        <dl className="grid gap-4 sm:grid-cols-2">
          {words.process.map((step) => (
            <div key={step.heading} className="rounded-card bg-white p-5 shadow-card ring-1 ring-sand-200">
              <dt className="font-serif text-lg font-bold text-navy-900">{step.heading}</dt>
              <dd className="mt-2">{step.text}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-5">
          <ExternalLink
            href={site.portals.admission.href}
            newTabText={FRAME[locale].newTab}
            className="inline-flex items-center rounded-md bg-navy-800 px-4 py-2 font-semibold text-white hover:bg-navy-700"
          >
            {headings.applyOnline}
          </ExternalLink>
        </p>
      </PageSection>
      <PageSection id="age-limits" title={headings.ageLimits}>
        <p className="mb-4 max-w-prose">
          {words.ageNote} {headings.ageExplained}
        </p>
        <div className="max-w-xl">
          <DataTable table={{ ...words.ageTable, rows: ageLimits }} />
        </div>
      </PageSection>
      <ListSection id="documents" title={headings.documents} items={words.documents} />
      <ListSection id="withdrawal" title={headings.withdrawal} items={words.withdrawal} />
    </PageShell>
  );
}
