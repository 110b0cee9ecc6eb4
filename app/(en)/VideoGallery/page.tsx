import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { ListingFilter } from '@/components/listing/listing-filter';
import { VideoCard, VideosPlaceholder } from '@/components/listing/videos';
import { getVideoListing } from '@/lib/content/listings';

export const metadata = pageMetadata('/VideoGallery');

export default async function VideoGalleryPage() {
  const { data: items } = await getVideoListing();
  return (
    <PageShell route="/VideoGallery">
      <ListingFilter
        noun="videos"
        entries={items.map((item) => ({ id: item.id, date: item.date, text: item.title, card: <VideoCard item={item} /> }))}
        year={{ allLabel: 'All' }}
        listClassName="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
        empty={<VideosPlaceholder />}
      />
    </PageShell>
  );
}
