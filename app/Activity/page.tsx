import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { ActivityCard, AlbumPlaceholders } from '@/components/listing/albums';
import { ListingFilter } from '@/components/listing/listing-filter';
import { GALLERY_CATEGORIES, getAllGalleryItems } from '@/lib/content/gallery';
import { filterByCategory, sortNewestFirst } from '@/lib/listing/filters';

export const metadata = pageMetadata('/Activity');

export default async function ActivityPage() {
  const { data } = await getAllGalleryItems();
  const items = sortNewestFirst(filterByCategory(data, GALLERY_CATEGORIES.activity));
  return (
    <PageShell route="/Activity">
      <ListingFilter
        noun="activities"
        entries={items.map((item) => ({
          id: item.id,
          date: item.date,
          text: item.title,
          card: <ActivityCard item={{ ...item, photoCount: item.photoUrls.length }} />,
        }))}
        year={{ allLabel: 'All' }}
        listClassName="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
        empty={<AlbumPlaceholders noun="Activities" />}
      />
    </PageShell>
  );
}
