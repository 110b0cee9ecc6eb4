import { getNewsListing } from '@/lib/content/listings';
import { newsRss } from '@/lib/seo/feeds';
import { siteOrigin } from '@/lib/seo/metadata';

// Built like a page and regenerated with the content's window, from the /News page's getter; it answers the
// last good list (or an empty one) when the service fails, so the feed never errors.
export const dynamic = 'force-static';

export async function GET() {
  const { data } = await getNewsListing();
  return new Response(newsRss(data, siteOrigin()), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
