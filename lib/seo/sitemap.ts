import type { MetadataRoute } from 'next';
import { pagesOutsideMenu } from '@/content/navigation';
import { CANONICAL_ROUTES, type CanonicalRoute } from '@/content/routes';
import { ALBUM_SECTIONS, ALBUM_SECTION_KEYS, type AlbumSectionKey } from '@/lib/content/album-sections';
import type { Sluggable } from '@/lib/listing/item-slug';
import { languageAlternates } from '@/lib/i18n';
import { absoluteUrl } from './metadata';
import { albumPath, itemPath, localePath, type ItemListing } from '@/lib/routes';

/** What the sitemap needs of a dated content item. */
export interface Dated {
  date: string | null;
}

export interface AlbumEntry extends Dated {
  id: string;
}

/** A notice, news item or event, which has a page of its own. */
export interface ItemEntry extends Dated, Sluggable {}

/** The items of each list, as its listing shows them (lib/content/listings.ts). */
export interface SitemapContent {
  news: readonly ItemEntry[];
  events: readonly ItemEntry[];
  notices: readonly ItemEntry[];
  albums: Readonly<Record<AlbumSectionKey, readonly AlbumEntry[]>>;
}

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
 * Every page of the site at its canonical URL: the static routes (detail routes only with an id; a page with a
 * Hindi twin twice, in each language, with its hreflang alternates), then one
 * entry per album, program and activity, and one per notice, news item and event. lastmod is the newest
 * item's date for listings and each item's date for an item's page (dates after `now` do not count: an
 * upcoming event's page carries `deployedAt`); pages written into the site itself change only with a
 * deployment, so they carry `deployedAt`.
 */
export function sitemapEntries(content: SitemapContent, origin: string, deployedAt: Date, now: Date = new Date()): MetadataRoute.Sitemap {
  const sections = ALBUM_SECTION_KEYS.map((key) => ({ ...ALBUM_SECTIONS[key], items: content.albums[key] }));
  const listingDates = new Map<CanonicalRoute, Date | null>([
    ['/News', newest(content.news, now)],
    ['/Events', newest(content.events, now)],
    ['/notice', newest(content.notices, now)],
    ...sections.map((section) => [section.listing, newest(section.items, now)] as const),
  ]);
  const newestContent = newest([...content.news, ...content.events, ...content.notices, ...sections.flatMap((section) => section.items)], now);
  listingDates.set('/', newestContent && newestContent > deployedAt ? newestContent : deployedAt);

  // A page with a Hindi twin is listed in both languages, each entry naming both (and English as the
  // default), so the alternates are reciprocal as search engines require.
  const pages: MetadataRoute.Sitemap = CANONICAL_ROUTES.filter((route) => !needsId.has(route) && !NOT_LISTED.has(route)).flatMap((route) => {
    const lastModified = listingDates.get(route) ?? deployedAt;
    const languages = languageAlternates(route);
    if (!languages) return [{ url: absoluteUrl(route, origin), lastModified }];
    const alternates = { languages: Object.fromEntries(Object.entries(languages).map(([lang, path]) => [lang, absoluteUrl(path, origin)])) };
    return [
      { url: absoluteUrl(route, origin), lastModified, alternates },
      { url: absoluteUrl(localePath(route, 'hi'), origin), lastModified, alternates },
    ];
  });
  const details: MetadataRoute.Sitemap = sections.flatMap((section) =>
    section.items.map((item) => ({
      url: absoluteUrl(albumPath(section.detail, item.id), origin),
      lastModified: newest([item], now) ?? deployedAt,
    })),
  );
  const itemLists: [ItemListing, readonly ItemEntry[]][] = [
    ['/notice', content.notices],
    ['/News', content.news],
    ['/Events', content.events],
  ];
  const items: MetadataRoute.Sitemap = itemLists.flatMap(([listing, list]) =>
    list.map((item) => ({ url: absoluteUrl(itemPath(listing, item), origin), lastModified: newest([item], now) ?? deployedAt })),
  );
  return [...pages, ...details, ...items];
}
