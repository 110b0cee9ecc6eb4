import type { Metadata } from 'next';
import { getHomeNews } from '@/lib/content/news';

export const metadata: Metadata = { title: 'Home' };

export default async function HomePage() {
  const news = await getHomeNews();
  const items = news.data.filter((item) => item.category.toLowerCase() === 'news');
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">Latest news</h1>
      <ul className="mt-6 space-y-3">
        {items.length > 0 ? (
          items.map((item) => <li key={item.id}>{item.title}</li>)
        ) : (
          <li>Stay Tunned For More Updates</li>
        )}
      </ul>
    </main>
  );
}
