import { pageMetadata } from '@/lib/seo/metadata';
import { TextAndPhotosPage } from '@/components/static/page-templates';
import { classRoom } from '@/content/pages/infrastructure';

export const metadata = pageMetadata('/ClassRoom');

export default function ClassRoomPage() {
  return <TextAndPhotosPage route="/ClassRoom" page={classRoom} idPrefix="classRoom" />;
}
