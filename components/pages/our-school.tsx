import { PageShell } from '@/components/layout/page-shell';
import { FactGrid } from '@/components/static/fact-grid';
import { LeadPhoto } from '@/components/static/photo-grid';
import { PageSection, TextSections } from '@/components/static/text-sections';
import { ourSchoolWords as hindiWords, schoolFacts as hindiFacts } from '@/content/hi/pages/school';
import { ourSchool, ourSchoolWords, schoolFacts } from '@/content/pages/school';
import { wordsFor } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

/** Our School in `locale`: the campus photo, the school in figures and the text about it. */
export function OurSchoolPage({ locale }: { locale: Locale }) {
  const words = wordsFor(locale, { en: ourSchoolWords, hi: hindiWords });
  return (
    <PageShell route="/OurSchool" locale={locale}>
      <LeadPhoto photo={{ ...ourSchool.photo, alt: words.photoAlt }} />
      <PageSection id="school-facts" title={words.atAGlance}>
        <FactGrid facts={wordsFor(locale, { en: schoolFacts, hi: hindiFacts })} label={words.factsLabel} />
      </PageSection>
      <TextSections sections={words.sections} idPrefix="our-school" />
    </PageShell>
  );
}
