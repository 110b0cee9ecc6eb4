import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { PhotoGrid } from '@/components/static/photo-grid';
import { PageSection, TextSections } from '@/components/static/text-sections';
import { facilities } from '@/content/pages/infrastructure';

export const metadata = pageMetadata('/Facilities');

export default function FacilitiesPage() {
  return (
    <PageShell route="/Facilities">
      <TextSections sections={facilities.sections} idPrefix="facilities" />
      <PageSection id="facilities-photos" title="Photos">
        <PhotoGrid photos={facilities.photos} label="Photos" />
      </PageSection>
    </PageShell>
  );
}
