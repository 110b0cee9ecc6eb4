import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { fullFilters, ListingFilter } from '@/components/listing/listing-filter';
import { SubscribeLink } from '@/components/seo/subscribe-link';
import { NewsCard, NewsPlaceholder } from '@/components/listing/news';
import { getNewsListing } from '@/lib/content/listings';

export const metadata = pageMetadata('/News', ['news']);

export default async function NewsPage() {
  const { data: items } = await getNewsListing();
  return (
    <PageShell route="/News">
      <SubscribeLink feed="news" />
      <ListingFilter
        {...fullFilters('news')}
        entries={items.map(({ id, title, description, date, url, attachmentUrls }) => ({
          id,
          date,
          text: title,
          card: <NewsCard item={{ id, title, description, date, url, attachmentUrls }} />,
        }))}
        listClassName="grid gap-5 md:grid-cols-2"
        empty={<NewsPlaceholder />}
      />
    </PageShell>
  );
}
