import { pageMetadata } from '@/components/layout/page-shell';
import { AlbumListingPage } from '@/components/listing/album-pages';

export const metadata = pageMetadata('/BuildingProgram');

export default function BuildingProgramPage() {
  return <AlbumListingPage section="programs" />;
}
