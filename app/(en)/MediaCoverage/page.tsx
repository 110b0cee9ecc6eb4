import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { ListingFilter } from '@/components/listing/listing-filter';
import { MediaCard, MediaPlaceholders } from '@/components/listing/media';
import { LightboxProvider } from '@/components/media/lightbox';
import { getMediaListing } from '@/lib/content/listings';

export const metadata = pageMetadata('/MediaCoverage');

export default async function MediaCoveragePage() {
  // A non-list answer is a failure in the data layer, so it arrives here as an empty list (spec section 5).
  const { data: items } = await getMediaListing();
  return (
    <PageShell route="/MediaCoverage">
      <LightboxProvider>
        {/* The month filter of the original exists in logic only; no month control is shown (spec section 2). */}
        <ListingFilter
          noun="media coverage"
          entries={items.map((item) => ({ id: item.id, date: item.date, text: item.title, card: <MediaCard item={item} /> }))}
          year={{ allLabel: 'All Years' }}
          search={{ label: 'Search by title', placeholder: 'Search coverage' }}
          countLabel="Total Count"
          listClassName="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
          empty={<MediaPlaceholders />}
        />
      </LightboxProvider>
    </PageShell>
  );
}
