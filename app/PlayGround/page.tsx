import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { PhotoGrid } from '@/components/static/photo-grid';
import { PageSection, TextSections } from '@/components/static/text-sections';
import { playGround } from '@/content/pages/infrastructure';

export const metadata = pageMetadata('/PlayGround');

export default function PlayGroundPage() {
  return (
    <PageShell route="/PlayGround">
      <TextSections sections={playGround.sections} idPrefix="playGround" />
      <PageSection id="playGround-photos" title="Photos">
        <PhotoGrid photos={playGround.photos} label="Photos" />
      </PageSection>
    </PageShell>
  );
}
