import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { fullFilters, ListingFilter } from '@/components/listing/listing-filter';
import { SubscribeLink } from '@/components/seo/subscribe-link';
import { NoticeCard, NoticesPlaceholder } from '@/components/listing/notices';
import { getNoticeListing } from '@/lib/content/listings';

export const metadata = pageMetadata('/notice', ['notices']);

export default async function NoticePage() {
  const { data: items, defaultYear } = await getNoticeListing();
  return (
    <PageShell route="/notice">
      <SubscribeLink feed="notices" />
      <ListingFilter
        {...fullFilters('notices', { defaultYear })}
        entries={items.map((item) => ({ id: item.id, date: item.date, text: item.title, card: <NoticeCard item={item} /> }))}
        listClassName="grid gap-4"
        empty={<NoticesPlaceholder />}
      />
    </PageShell>
  );
}
