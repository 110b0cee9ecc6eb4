import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { AlbumCard, AlbumPlaceholders } from '@/components/listing/albums';
import { ListingFilter } from '@/components/listing/listing-filter';
import { GALLERY_CATEGORIES, getAllGalleryItems } from '@/lib/content/gallery';
import { defaultGalleryYear, filterByCategory, sortNewestFirst } from '@/lib/listing/filters';

export const metadata = pageMetadata('/BuildingProgram');

export default async function BuildingProgramPage() {
  const { data } = await getAllGalleryItems();
  const items = sortNewestFirst(filterByCategory(data, GALLERY_CATEGORIES.capacityBuildingProgram));
  return (
    <PageShell route="/BuildingProgram">
      <ListingFilter
        noun="programs"
        entries={items.map((item) => ({
          id: item.id,
          date: item.date,
          text: item.title,
          card: <AlbumCard item={{ ...item, photoCount: item.photoUrls.length }} detailHref="/SubBuildingProgram" />,
        }))}
        // Starts on this year, or last year when this year has nothing yet (spec section 4).
        year={{ allLabel: 'All', defaultYear: defaultGalleryYear(items) }}
        month
        search={{ label: 'Search by title', placeholder: 'Search programs' }}
        countLabel="Total Categories"
        listClassName="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
        empty={<AlbumPlaceholders noun="Capacity Building Program" />}
      />
    </PageShell>
  );
}
