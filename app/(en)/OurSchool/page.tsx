import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { FactGrid } from '@/components/static/fact-grid';
import { LeadPhoto } from '@/components/static/photo-grid';
import { PageSection, TextSections } from '@/components/static/text-sections';
import { ourSchool, schoolFacts } from '@/content/pages/school';

export const metadata = pageMetadata('/OurSchool');

export default function OurSchoolPage() {
  return (
    <PageShell route="/OurSchool">
      <LeadPhoto photo={ourSchool.photo} />
      <PageSection id="school-facts" title="At a glance">
        <FactGrid facts={schoolFacts} label="School facts" />
      </PageSection>
      <TextSections sections={ourSchool.sections} idPrefix="our-school" />
    </PageShell>
  );
}
