import type { Metadata } from 'next';
import { fullTitle } from '@/content/site';
import { filterByCategory } from '@/lib/list';
import { getHomeNews } from '@/lib/content/news';

// The layout's title template covers child segments only, not the page beside it.
export const metadata: Metadata = { title: { absolute: fullTitle('Home') } };

export default async function HomePage() {
  const news = await getHomeNews();
  const items = filterByCategory(news.data, 'News');
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">Latest news</h1>
      <ul className="mt-6 space-y-3">
        {items.length > 0 ? (
          items.map((item) => <li key={item.id}>{item.title}</li>)
        ) : (
          <li>Stay Tunned For More Updates</li>
        )}
      </ul>
    </div>
  );
}
