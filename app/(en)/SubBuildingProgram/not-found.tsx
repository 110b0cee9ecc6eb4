import { AlbumSectionNotFound, albumNotFoundMetadata } from '@/components/listing/album-pages';

export const metadata = albumNotFoundMetadata('programs');

export default function SubBuildingProgramNotFound() {
  return <AlbumSectionNotFound section="programs" />;
}
