import type { MetadataRoute } from 'next';
import { FILTERED_LISTING_ROUTES, HINDI_FILTERED_LISTING_ROUTES } from '@/content/routes';
import { localePath } from '@/lib/routes';
import { absoluteUrl, siteOrigin } from '@/lib/seo/metadata';

/**
 * /robots.txt: every page may be crawled; the XML sitemap lists them. A listing's address with a query
 * (`/News?year=2024`) is one view of the listing, rendered in Node for each request and marked noindex:
 * crawlers are asked to leave those alone, as search engines advise for filtered views, so that a crawler
 * trying every year, month and word costs the server nothing.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', ...FILTERED_LISTING_ROUTES.map((route) => `${route}?`), ...HINDI_FILTERED_LISTING_ROUTES.map((route) => `${localePath(route, 'hi')}?`)] },
    sitemap: absoluteUrl('/sitemap.xml', siteOrigin()),
  };
}
