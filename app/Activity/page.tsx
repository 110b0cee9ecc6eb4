import { pageMetadata } from '@/components/layout/page-shell';
import { AlbumListingPage } from '@/components/listing/album-pages';

export const metadata = pageMetadata('/Activity');

export default function ActivityPage() {
  return <AlbumListingPage section="activities" />;
}
