import { DataTable } from '@/components/static/data-table';
import { ListSection } from '@/components/static/page-templates';
import { PageSection } from '@/components/static/text-sections';
import { ExternalLink } from '@/components/ui/external-link';
import type { admission as englishAdmission, admissionPage as englishAdmissionPage } from '@/content/pages/academics';
import type { Translated } from '@/content/hi/translated';
import { site } from '@/content/site';

/** The admission page's sections in either language: its texts (content/pages or content/hi/pages) and headings. */
export function AdmissionSections({
  admission,
  words,
  newTabText,
}: {
  admission: Translated<typeof englishAdmission>;
  words: Translated<typeof englishAdmissionPage>;
  newTabText?: string;
}) {
  return (
    <>
      <ListSection id="admission-policy" title={words.policy} items={admission.principles} />
      <PageSection id="how-to-apply" title={words.howToApply}>
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
            {...(newTabText ? { newTabText } : {})}
            className="inline-flex items-center rounded-md bg-navy-800 px-4 py-2 font-semibold text-white hover:bg-navy-700"
          >
            {words.applyOnline}
          </ExternalLink>
        </p>
      </PageSection>
      <PageSection id="age-limits" title={words.ageLimits}>
        <p className="mb-4 max-w-prose">
          {admission.ageNote} {words.ageExplained}
        </p>
        <div className="max-w-xl">
          <DataTable table={admission.ageTable} />
        </div>
      </PageSection>
      <ListSection id="documents" title={words.documents} items={admission.documents} />
      <ListSection id="withdrawal" title={words.withdrawal} items={admission.withdrawal} />
    </>
  );
}
