import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { ListingFilter } from '@/components/listing/listing-filter';
import { SubscribeLink } from '@/components/seo/subscribe-link';
import { NewsCard, NewsPlaceholder } from '@/components/listing/news';
import { getAllNews } from '@/lib/content/news';
import { sortNewestFirst } from '@/lib/listing/filters';

export const metadata = pageMetadata('/News', ['news']);

export default async function NewsPage() {
  const { data } = await getAllNews();
  const items = sortNewestFirst(data);
  return (
    <PageShell route="/News">
      <SubscribeLink feed="news" />
      <ListingFilter
        noun="news"
        entries={items.map(({ id, title, description, date, url, attachmentUrls }) => ({
          id,
          date,
          text: title,
          card: <NewsCard item={{ id, title, description, date, url, attachmentUrls }} />,
        }))}
        year={{ allLabel: 'All' }}
        month
        search={{ label: 'Search by title', placeholder: 'Search news' }}
        countLabel="Total Count"
        listClassName="grid gap-5 md:grid-cols-2"
        empty={<NewsPlaceholder />}
      />
    </PageShell>
  );
}
