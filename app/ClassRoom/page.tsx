import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { PhotoGrid } from '@/components/static/photo-grid';
import { PageSection, TextSections } from '@/components/static/text-sections';
import { classRoom } from '@/content/pages/infrastructure';

export const metadata = pageMetadata('/ClassRoom');

export default function ClassRoomPage() {
  return (
    <PageShell route="/ClassRoom">
      <TextSections sections={classRoom.sections} idPrefix="classRoom" />
      <PageSection id="classRoom-photos" title="Photos">
        <PhotoGrid photos={classRoom.photos} label="Photos" />
      </PageSection>
    </PageShell>
  );
}
