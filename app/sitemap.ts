import type { MetadataRoute } from 'next';
import { getAlbumLists, getEventListing, getNewsListing, getNoticeListing } from '@/lib/content/listings';
import { siteOrigin } from '@/lib/seo/metadata';
import { sitemapEntries } from '@/lib/seo/sitemap';

// /sitemap.xml, beside the HTML sitemap page at /sitemap (Next keeps the two apart). Static and regenerated
// with the content; a failing service gives the last good lists, or the static pages alone.
const deployedAt = new Date();

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [news, events, notices, albums] = await Promise.all([getNewsListing(), getEventListing(), getNoticeListing(), getAlbumLists()]);
  return sitemapEntries({ news: news.data, events: events.data, notices: notices.data, albums }, siteOrigin(), deployedAt);
}
