import 'server-only';
import { site } from '@/content/site';
import {
  defaultGalleryYear,
  defaultNoticesYear,
  defaultToppersSession,
  filterByCategory,
  hasCategory,
  resolveToppersSession,
  sortNewestFirst,
  type Categorised,
  type ClassName,
  type Dated,
} from '@/lib/listing/filters';
import { homeBirthdays, homeEvents, homeGalleries, homeNews, homeToppers } from '@/lib/listing/home-lists';
import { matchSlug, type SlugMatch, type Sluggable } from '@/lib/listing/item-slug';
import { itemPath, type ItemListing } from '@/lib/routes';
import { ALBUM_SECTIONS, ALBUM_SECTION_KEYS, type AlbumSectionKey } from './album-sections';
import { getBirthdays, type Birthday } from './birthdays';
import { getCirculars, type Circular } from './circulars';
import { getAllEvents, getHomeEvents, type EventItem } from './events';
import { getAllGalleryItems, getHomeGalleries, type GalleryItem } from './gallery';
import { getAllHighlights, type Highlight } from './highlights';
import { getMediaCoverage, type MediaItem } from './media';
import { getAllNews, getHomeNews, type NewsItem } from './news';
import type { ContentResult } from './resource';
import { getToppers, type Topper } from './toppers';
import { getVideos, type Video } from './videos';

// Which items each page shows, decided once: every page, feed, the sitemap, the Open Graph cards and search
// read their lists through these getters, never through an endpoint getter plus a filter of their own.
// `fromService` is the endpoint getter's: false when the service failed and nothing good was cached.

/** A listing page's items, filtered and newest first, and the year its year filter starts on. */
export interface Listing<Item> extends ContentResult<Item[]> {
  /** The year the year filter starts on; null starts on All. */
  defaultYear: number | null;
}

interface ListingRule<Item> {
  /** The endpoint's items the page shows; absent: all of them. */
  keep?: (items: readonly Item[]) => Item[];
  /** The year the filter starts on, from the listed items; absent: All. */
  defaultYear?: (items: readonly Item[]) => number | null;
}

const ofCategory =
  (category: string) =>
  <Item extends Categorised>(items: readonly Item[]): Item[] =>
    filterByCategory(items, category);

async function listing<Item extends Dated>(source: () => Promise<ContentResult<Item[]>>, rule: ListingRule<Item> = {}): Promise<Listing<Item>> {
  const { data, fromService } = await source();
  const items = sortNewestFirst(rule.keep ? rule.keep(data) : data);
  return { data: items, fromService, defaultYear: rule.defaultYear?.(items) ?? null };
}

/** Whether a highlight is a notice (listed on /notice, spec section 2) rather than a ticker item. */
export function isNotice(highlight: Highlight): boolean {
  return hasCategory(highlight, 'Notice');
}

/** /notice: the highlights of category Notice, starting on this year (spec section 2, Notices). */
export function getNoticeListing(now: Date = new Date()): Promise<Listing<Highlight>> {
  return listing(getAllHighlights, { keep: (items) => items.filter(isNotice), defaultYear: () => defaultNoticesYear(now) });
}

/** /EMagazine: the circulars of category Magazine (spec section 2, E-magazine). */
export function getMagazineListing(): Promise<Listing<Circular>> {
  return listing(getCirculars, { keep: ofCategory('Magazine') });
}

/** /News: every news item. */
export function getNewsListing(): Promise<Listing<NewsItem>> {
  return listing(getAllNews);
}

/** /Events: every event. */
export function getEventListing(): Promise<Listing<EventItem>> {
  return listing(getAllEvents);
}

/** /MediaCoverage: every clipping. */
export function getMediaListing(): Promise<Listing<MediaItem>> {
  return listing(getMediaCoverage);
}

/** /VideoGallery: every video. */
export function getVideoListing(): Promise<Listing<Video>> {
  return listing(getVideos);
}

/** What an item's page finds for the slug in its address. */
export interface ListedItem<Item> {
  /** The item and its current slug; null when the list names no such item. */
  found: SlugMatch<Item> | null;
  /** False when the service failed and nothing good was cached: the item may exist, the site cannot say. */
  fromService: boolean;
}

/** The item of a listing that a page's slug names (lib/listing/item-slug.ts): only what the listing shows has a page. */
export async function findListedItem<Item extends Sluggable>(getListing: () => Promise<Listing<Item>>, slug: string): Promise<ListedItem<Item>> {
  const { data, fromService } = await getListing();
  return { found: matchSlug(data, slug), fromService };
}

/**
 * One album section's listing: the gallery-type items of its category. The gallery and the programs start on
 * this year, or last year when this year has none (spec section 4); the activities on All.
 */
export function getAlbumListing(section: AlbumSectionKey, now: Date = new Date()): Promise<Listing<GalleryItem>> {
  const { category, startsOnRecentYear } = ALBUM_SECTIONS[section];
  return listing(getAllGalleryItems, { keep: ofCategory(category), defaultYear: startsOnRecentYear ? (items) => defaultGalleryYear(items, now) : undefined });
}

/** Every album section's items, as its listing shows them, for the sitemap and search. */
export async function getAlbumLists(now: Date = new Date()): Promise<Record<AlbumSectionKey, GalleryItem[]>> {
  const listings = await Promise.all(ALBUM_SECTION_KEYS.map((section) => getAlbumListing(section, now)));
  return Object.fromEntries(ALBUM_SECTION_KEYS.map((section, index) => [section, listings[index]?.data ?? []])) as Record<AlbumSectionKey, GalleryItem[]>;
}

/** A toppers page's toppers, in the service's order, and the session its session filter starts on. */
export interface TopperListing extends ContentResult<Topper[]> {
  defaultSession: string;
}

/**
 * /Toppers and /ToppersXII: one class's toppers, starting on last year-this year, or on 2021-2022 when that
 * session has none (spec section 4).
 */
export async function getTopperListing(className: ClassName, now: Date = new Date()): Promise<TopperListing> {
  const { data, fromService } = await getToppers();
  const { toppers, session } = resolveToppersSession(data, className, defaultToppersSession(now));
  return { data: toppers, fromService, defaultSession: session };
}

/**
 * A home list's item and the address of its own page (`/News/<slug>`, `/Events/<slug>`), or null when its
 * listing lacks it: the home lists come from endpoints of their own, and such a link would lead to a 404.
 */
export type HomeItem<Item> = Item & { pagePath: string | null };

/** The home page's lists, each chosen by its rule in lib/listing/home-lists.ts. Every one is empty when its call fails. */
export interface HomeLists {
  news: HomeItem<NewsItem>[];
  /** Events from today on, soonest first; when none lie ahead, the latest ones (then `eventsUpcoming` is false). */
  events: HomeItem<EventItem>[];
  eventsUpcoming: boolean;
  galleries: GalleryItem[];
  toppers: Record<ClassName, Topper[]>;
  birthdays: Birthday[];
}

const NO_BIRTHDAYS: ContentResult<Birthday[]> = { data: [], fromService: true };

/** Gives the items that `listing` also lists the address of their page there. */
function withPages<Item extends Sluggable>(items: readonly Item[], listing: ItemListing, listed: readonly Sluggable[]): HomeItem<Item>[] {
  const ids = new Set(listed.map((item) => item.id));
  return items.map((item) => ({ ...item, pagePath: ids.has(item.id) ? itemPath(listing, item) : null }));
}

export async function getHomeLists(now: Date = new Date()): Promise<HomeLists> {
  const [news, events, galleries, toppers, birthdays, newsListing, eventListing] = await Promise.all([
    getHomeNews(),
    getHomeEvents(),
    getHomeGalleries(),
    getToppers(),
    // Children's names and photos are fetched only while the school publishes them.
    site.showBirthdays ? getBirthdays() : NO_BIRTHDAYS,
    getNewsListing(),
    getEventListing(),
  ]);
  const shownEvents = homeEvents(events.data, now);
  return {
    news: withPages(homeNews(news.data), '/News', newsListing.data),
    events: withPages(shownEvents.events, '/Events', eventListing.data),
    eventsUpcoming: shownEvents.upcoming,
    galleries: homeGalleries(galleries.data),
    toppers: { X: homeToppers(toppers.data, 'X'), XII: homeToppers(toppers.data, 'XII') },
    birthdays: homeBirthdays(birthdays.data, site.showBirthdays, now),
  };
}
