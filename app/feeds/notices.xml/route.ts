import { getNoticeListing } from '@/lib/content/listings';
import { noticesRss } from '@/lib/seo/feeds';
import { siteOrigin } from '@/lib/seo/metadata';

// Static and regenerated like the notice page, from the same getter.
export const dynamic = 'force-static';

export async function GET() {
  const { data } = await getNoticeListing();
  return new Response(noticesRss(data, siteOrigin()), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
