import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { ListingFilter } from '@/components/listing/listing-filter';
import { TopperCard, ToppersPlaceholder } from '@/components/listing/toppers';
import { getToppers } from '@/lib/content/toppers';
import { defaultToppersSession, resolveToppersSession, sessionOptions } from '@/lib/list';

export const metadata = pageMetadata('/ToppersXII');

export default async function ToppersXIIPage() {
  const { data } = await getToppers();
  // Class XII only; starts on last year-this year, or 2021-2022 when that session has none (spec section 4).
  const { toppers, session } = resolveToppersSession(data, 'XII', defaultToppersSession());
  return (
    <PageShell route="/ToppersXII">
      <ListingFilter
        noun="toppers"
        entries={toppers.map((topper) => ({
          id: topper.id,
          date: null,
          text: topper.name,
          session: topper.sessionYear,
          card: <TopperCard item={topper} streamLabel="Stream" />,
        }))}
        session={{ options: sessionOptions(toppers), defaultSession: session, allLabel: 'Select Years' }}
        search={{ label: 'Search by name', placeholder: 'Search Here..' }}
        listClassName="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4"
        empty={<ToppersPlaceholder />}
      />
    </PageShell>
  );
}
