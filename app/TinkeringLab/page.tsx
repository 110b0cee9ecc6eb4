import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { PhotoGrid } from '@/components/static/photo-grid';
import { PageSection, TextSections } from '@/components/static/text-sections';
import { tinkeringLab } from '@/content/pages/infrastructure';

export const metadata = pageMetadata('/TinkeringLab');

export default function TinkeringLabPage() {
  return (
    <PageShell route="/TinkeringLab">
      <TextSections sections={tinkeringLab.sections} idPrefix="tinkeringLab" />
      <PageSection id="tinkeringLab-photos" title="Photos">
        <PhotoGrid photos={tinkeringLab.photos} label="Photos" />
      </PageSection>
    </PageShell>
  );
}
