import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/SubGallery');

export default function SubGalleryPage() {
  return <PageShell route="/SubGallery" intro="Photographs from one event of the school year." />;
}
