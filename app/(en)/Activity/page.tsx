import { pageMetadata } from '@/lib/seo/metadata';
import { AlbumListingPage } from '@/components/listing/album-pages';

export const metadata = pageMetadata('/Activity');

export default function ActivityPage() {
  return <AlbumListingPage section="activities" />;
}
