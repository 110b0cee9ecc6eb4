import { pageMetadata } from '@/lib/seo/metadata';
import { TextAndPhotosPage } from '@/components/static/page-templates';
import { playGround } from '@/content/pages/infrastructure';

export const metadata = pageMetadata('/PlayGround');

export default function PlayGroundPage() {
  return <TextAndPhotosPage route="/PlayGround" page={playGround} idPrefix="playGround" />;
}
