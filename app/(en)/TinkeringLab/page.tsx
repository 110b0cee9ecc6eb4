import { pageMetadata } from '@/lib/seo/metadata';
import { TextAndPhotosPage } from '@/components/static/page-templates';
import { tinkeringLab } from '@/content/pages/infrastructure';

export const metadata = pageMetadata('/TinkeringLab');

export default function TinkeringLabPage() {
  return <TextAndPhotosPage route="/TinkeringLab" page={tinkeringLab} idPrefix="tinkeringLab" />;
}
