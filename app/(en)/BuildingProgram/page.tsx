import { pageMetadata } from '@/lib/seo/metadata';
import { AlbumListingPage } from '@/components/listing/album-pages';

export const metadata = pageMetadata('/BuildingProgram');

export default function BuildingProgramPage() {
  return <AlbumListingPage section="programs" />;
}
