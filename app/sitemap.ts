import type { MetadataRoute } from 'next';
import { getAllEvents } from '@/lib/content/events';
import { getAllGalleryItems } from '@/lib/content/gallery';
import { getAllHighlights } from '@/lib/content/highlights';
import { getAllNews } from '@/lib/content/news';
import { filterByCategory } from '@/lib/listing/filters';
import { siteOrigin } from '@/lib/seo/metadata';
import { sitemapEntries } from '@/lib/seo/sitemap';

// /sitemap.xml, beside the HTML sitemap page at /sitemap (Next keeps the two apart). Static and regenerated
// with the content; a failing service gives the last good lists, or the static pages alone.
const deployedAt = new Date();

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [news, events, highlights, gallery] = await Promise.all([getAllNews(), getAllEvents(), getAllHighlights(), getAllGalleryItems()]);
  return sitemapEntries(
    { news: news.data, events: events.data, notices: filterByCategory(highlights.data, 'Notice'), galleryItems: gallery.data },
    siteOrigin(),
    deployedAt,
  );
}
