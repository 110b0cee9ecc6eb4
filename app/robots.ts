import type { MetadataRoute } from 'next';
import { absoluteUrl, siteOrigin } from '@/lib/seo/metadata';

/** /robots.txt: every page may be crawled; the XML sitemap lists them. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/'] },
    sitemap: absoluteUrl('/sitemap.xml', siteOrigin()),
  };
}
