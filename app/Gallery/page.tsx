import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { AlbumCard, AlbumPlaceholders } from '@/components/listing/albums';
import { ListingFilter } from '@/components/listing/listing-filter';
import { GALLERY_CATEGORIES, getAllGalleryItems } from '@/lib/content/gallery';
import { defaultGalleryYear, filterByCategory, placeOnCalendar, sortNewestFirst } from '@/lib/listing/filters';

export const metadata = pageMetadata('/Gallery');

export default async function GalleryPage() {
  const { data } = await getAllGalleryItems();
  const items = sortNewestFirst(filterByCategory(data, GALLERY_CATEGORIES.photoGallery));
  const defaultYear = defaultGalleryYear(items);
  const firstShown = items.find((item) => placeOnCalendar(item).year === defaultYear);
  return (
    <PageShell route="/Gallery">
      <ListingFilter
        noun="albums"
        entries={items.map((item) => ({
          id: item.id,
          date: item.date,
          text: item.title,
          card: <AlbumCard item={{ ...item, photoCount: item.photoUrls.length }} detailHref="/SubGallery" first={item === firstShown} />,
        }))}
        // Starts on this year, or last year when this year has nothing yet (spec section 4).
        year={{ allLabel: 'All', defaultYear }}
        month
        search={{ label: 'Search by title', placeholder: 'Search albums' }}
        countLabel="Total Categories"
        listClassName="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
        empty={<AlbumPlaceholders noun="School Gallery" />}
      />
    </PageShell>
  );
}
