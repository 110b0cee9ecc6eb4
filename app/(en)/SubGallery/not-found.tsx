import { AlbumSectionNotFound, albumNotFoundMetadata } from '@/components/listing/album-pages';

export const metadata = albumNotFoundMetadata('gallery');

export default function SubGalleryNotFound() {
  return <AlbumSectionNotFound section="gallery" />;
}
