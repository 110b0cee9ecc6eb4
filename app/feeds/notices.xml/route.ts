import { getAllHighlights } from '@/lib/content/highlights';
import { noticesRss } from '@/lib/seo/feeds';
import { filterByCategory } from '@/lib/listing/filters';
import { siteOrigin } from '@/lib/seo/metadata';

// Static and regenerated like the notice page, from the same getter and filter.
export const dynamic = 'force-static';

export async function GET() {
  const { data } = await getAllHighlights();
  return new Response(noticesRss(filterByCategory(data, 'Notice'), siteOrigin()), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
