import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { ListingFilter } from '@/components/listing/listing-filter';
import { SubscribeLink } from '@/components/seo/subscribe-link';
import { NoticeCard, NoticesPlaceholder } from '@/components/listing/notices';
import { getAllHighlights } from '@/lib/content/highlights';
import { defaultNoticesYear, filterByCategory, sortNewestFirst } from '@/lib/listing/filters';

export const metadata = pageMetadata('/notice', ['notices']);

export default async function NoticePage() {
  const { data } = await getAllHighlights();
  const items = sortNewestFirst(filterByCategory(data, 'Notice'));
  return (
    <PageShell route="/notice">
      <SubscribeLink feed="notices" />
      <ListingFilter
        noun="notices"
        entries={items.map((item) => ({ id: item.id, date: item.date, text: item.title, card: <NoticeCard item={item} /> }))}
        year={{ allLabel: 'All', defaultYear: defaultNoticesYear() }}
        month
        search={{ label: 'Search by title', placeholder: 'Search notices' }}
        countLabel="Total Count"
        listClassName="grid gap-4"
        empty={<NoticesPlaceholder />}
      />
    </PageShell>
  );
}
