import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { ListingFilter } from '@/components/listing/listing-filter';
import { MagazineCard, MagazinesPlaceholder } from '@/components/listing/magazines';
import { getMagazineListing } from '@/lib/content/listings';

export const metadata = pageMetadata('/EMagazine');

export default async function EMagazinePage() {
  const { data: items } = await getMagazineListing();
  return (
    <PageShell route="/EMagazine">
      {/* The month filter of the original exists in logic only; no month control is shown (spec section 2). */}
      <ListingFilter
        noun="magazines"
        entries={items.map((item) => ({ id: item.id, date: item.date, text: item.title, card: <MagazineCard item={item} /> }))}
        year={{ allLabel: 'All Years' }}
        search={{ label: 'Search by title', placeholder: 'Search magazines' }}
        countLabel="Total Count"
        listClassName="grid grid-cols-2 gap-5 sm:grid-cols-3 xl:grid-cols-4"
        empty={<MagazinesPlaceholder />}
      />
    </PageShell>
  );
}
