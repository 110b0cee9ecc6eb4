import type { MetadataRoute } from 'next';
import { pagesOutsideMenu } from '@/content/navigation';
import { CANONICAL_ROUTES, type CanonicalRoute } from '@/content/routes';
import { absoluteUrl } from './metadata';

/** What the sitemap needs of a dated content item. */
export interface Dated {
  date: string | null;
}

export interface GalleryEntry extends Dated {
  id: string;
  category: string;
}

export interface SitemapContent {
  news: readonly Dated[];
  events: readonly Dated[];
  notices: readonly Dated[];
  galleryItems: readonly GalleryEntry[];
}

/** The detail page of each gallery-type category. */
const DETAIL_ROUTES: Readonly<Record<string, CanonicalRoute>> = {
  PhotoGallery: '/SubGallery',
  CapacityBuildingProgram: '/SubBuildingProgram',
  Activity: '/SubActivity',
};

const LISTING_OF_DETAIL: Readonly<Partial<Record<CanonicalRoute, CanonicalRoute>>> = {
  '/SubGallery': '/Gallery',
  '/SubBuildingProgram': '/BuildingProgram',
  '/SubActivity': '/Activity',
};

const needsId = new Set<string>(pagesOutsideMenu.filter((page) => page.needsId).map((page) => page.href));

/** Search result pages ask not to be indexed, so the sitemap does not offer them. */
const NOT_LISTED = new Set<string>(['/search']);

/** The newest date not after `now`: an upcoming event has not changed its page yet. */
function newest(items: readonly Dated[], now: Date): Date | null {
  let best: number | null = null;
  for (const item of items) {
    const time = item.date ? Date.parse(item.date) : NaN;
    if (!Number.isNaN(time) && time <= now.getTime() && (best === null || time > best)) best = time;
  }
  return best === null ? null : new Date(best);
}

/**
 * Every page of the site at its canonical URL: the static routes (detail routes only with an id), then one
 * entry per album, program and activity. lastmod is the newest item's date for listings and each item's
 * date for details (dates after `now` do not count); pages written into the site itself change only with a deployment, so they carry
 * `deployedAt`.
 */
export function sitemapEntries(content: SitemapContent, origin: string, deployedAt: Date, now: Date = new Date()): MetadataRoute.Sitemap {
  const detailItems = content.galleryItems.flatMap((item) => {
    const route = DETAIL_ROUTES[item.category];
    return route ? [{ ...item, route }] : [];
  });
  const listingDates = new Map<CanonicalRoute, Date | null>([
    ['/News', newest(content.news, now)],
    ['/Events', newest(content.events, now)],
    ['/notice', newest(content.notices, now)],
  ]);
  for (const [detail, listing] of Object.entries(LISTING_OF_DETAIL)) {
    listingDates.set(listing, newest(detailItems.filter((item) => item.route === detail), now));
  }
  const newestContent = newest([...content.news, ...content.events, ...content.notices, ...content.galleryItems], now);
  listingDates.set('/', newestContent && newestContent > deployedAt ? newestContent : deployedAt);

  const pages: MetadataRoute.Sitemap = CANONICAL_ROUTES.filter((route) => !needsId.has(route) && !NOT_LISTED.has(route)).map((route) => ({
    url: absoluteUrl(route, origin),
    lastModified: listingDates.get(route) ?? deployedAt,
  }));
  const details: MetadataRoute.Sitemap = detailItems.map((item) => ({
    url: absoluteUrl(`${item.route}?id=${encodeURIComponent(item.id)}`, origin),
    lastModified: newest([item], now) ?? deployedAt,
  }));
  return [...pages, ...details];
}
