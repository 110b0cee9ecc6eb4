import { PageShell } from '@/components/layout/page-shell';
import { FactGrid } from '@/components/static/fact-grid';
import { LeadPhoto } from '@/components/static/photo-grid';
import { PageSection, TextSections } from '@/components/static/text-sections';
import { ourSchool, ourSchoolPage, schoolFacts } from '@/content/hi/pages/school';
import { ourSchool as englishOurSchool } from '@/content/pages/school';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/OurSchool');

export default function HindiOurSchoolPage() {
  return (
    <PageShell route="/OurSchool" locale="hi">
      <LeadPhoto photo={{ ...englishOurSchool.photo, alt: ourSchool.photoAlt }} />
      <PageSection id="school-facts" title={ourSchoolPage.atAGlance}>
        <FactGrid facts={schoolFacts} label={ourSchoolPage.factsLabel} />
      </PageSection>
      <TextSections sections={ourSchool.sections} idPrefix="our-school" />
    </PageShell>
  );
}
