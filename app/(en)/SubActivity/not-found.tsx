import { AlbumSectionNotFound, albumNotFoundMetadata } from '@/components/listing/album-pages';

export const metadata = albumNotFoundMetadata('activities');

export default function SubActivityNotFound() {
  return <AlbumSectionNotFound section="activities" />;
}
