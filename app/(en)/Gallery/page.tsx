import { pageMetadata } from '@/lib/seo/metadata';
import { AlbumListingPage } from '@/components/listing/album-pages';

export const metadata = pageMetadata('/Gallery');

export default function GalleryPage() {
  return <AlbumListingPage section="gallery" />;
}
