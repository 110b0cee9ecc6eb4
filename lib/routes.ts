// The site's own addresses: every internal address with more than a route in it (an item's page, an album's
// `?id=`, the search page's query, a listing's filters, the viewer's photo) is built and read here, in English
// or under a locale's prefix (`/hi/notice/<slug>`). content/routes.ts lists the pages; this module writes
// addresses to them. Pure and free of server-only imports: the browser's islands use it too.
import type { CanonicalRoute, ITEM_LISTING_ROUTES } from '@/content/routes';
import type { ListFilter, ToppersFilter } from '@/lib/listing/filters';
import { FILTERED_LISTING_PREFIX, type FILTER_PARAMS as SHARED_FILTER_PARAMS } from '@/lib/listing/filtered-listings.mjs';
import { itemSlug, type Sluggable } from '@/lib/listing/item-slug';

// --- locales ------------------------------------------------------------------------------------

/** The languages of the site's pages; English first, the default. */
export const LOCALES = ['en', 'hi'] as const;

export type Locale = (typeof LOCALES)[number];

/** English pages have no prefix; every other locale's pages are under `/<locale>`. */
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * An English path (with its query and hash, if any) as the page of `locale`: '/Admission' in Hindi is
 * '/hi/Admission', and home is '/hi'. English paths come back as they are.
 */
export function localePath(path: string, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === DEFAULT_LOCALE) return path;
  const isHome = path === '/' || path.startsWith('/?') || path.startsWith('/#');
  return `/${locale}${isHome ? path.slice(1) : path}`;
}

/** The locale a path is in and its English path: the inverse of localePath ('/hi/Admission' gives hi and '/Admission'). */
export function withoutLocale(path: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const prefix = `/${locale}`;
    // '/hi', '/hi/…', '/hi?…' and '/hi#…' are Hindi; '/history' is not.
    if (path.startsWith(prefix) && /^(?:[/?#]|$)/.test(path.slice(prefix.length))) {
      const rest = path.slice(prefix.length);
      return { locale, path: rest.startsWith('/') ? rest : `/${rest}` };
    }
  }
  return { locale: DEFAULT_LOCALE, path };
}

// --- query parameters ---------------------------------------------------------------------------

/** The query parameters of the site's own addresses. */
export const PARAMS = {
  /** The album, program or activity of a detail page: `/SubGallery?id=<id>`. */
  album: 'id',
  /** The photo an album's viewer shows, counted from 1: `/SubGallery?id=<id>&photo=3`. */
  photo: 'photo',
  /**
   * One item on its listing: `/News?item=<id>` opens that news item's Read More. Links shared before items
   * had pages of their own use it too, and keep working.
   */
  item: 'item',
  /** A listing's year filter: a year, or `all` where the page starts on a year. */
  year: 'year',
  /** A listing's month filter, 1 to 12. */
  month: 'month',
  /** The words searched: a listing's search box, and the /search page. */
  search: 'q',
  /** The toppers' session: `2024-2025`, or `all`. */
  session: 'session',
} as const;

/** `params` as the query part of an address: '?year=2025', or '' when there are none. */
export function queryString(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** `search` (a query string) with `name` set to `value`, or removed when `value` is null; '' when nothing is left. */
export function withParam(search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  return queryString(params);
}

// --- pages ---------------------------------------------------------------------------------------

/** The listings whose items have pages of their own. */
export type ItemListing = (typeof ITEM_LISTING_ROUTES)[number];

/** The pages of one album, program or activity. */
export type AlbumDetailRoute = Extract<CanonicalRoute, '/SubGallery' | '/SubBuildingProgram' | '/SubActivity'>;

/** The page of one notice, news item or event: `/News/<id>-<title words>` (lib/listing/item-slug.ts). */
export function itemPath(listing: ItemListing, item: Sluggable, locale: Locale = DEFAULT_LOCALE): string {
  return localePath(`${listing}/${encodeURIComponent(itemSlug(item))}`, locale);
}

/** The page of one album, program or activity: `/SubGallery?id=<id>`. */
export function albumPath(detail: AlbumDetailRoute, id: string, locale: Locale = DEFAULT_LOCALE): string {
  return localePath(`${detail}?${PARAMS.album}=${encodeURIComponent(id)}`, locale);
}

/** The /search page of `query` (already normalised): what the address bar shows, so results can be shared. */
export function searchPath(query: string, locale: Locale = DEFAULT_LOCALE): string {
  return localePath(query ? `/search?${PARAMS.search}=${encodeURIComponent(query)}` : '/search', locale);
}

// --- the album viewer's photo -------------------------------------------------------------------

/**
 * The photo a `?photo=` value names, as an index from 0 into `count` photos, or null when it names none
 * (missing, repeated, not a whole number, or out of range).
 */
export function photoIndex(value: string | readonly string[] | null | undefined, count: number): number | null {
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) return null;
  const photo = Number(value);
  return photo >= 1 && photo <= count ? photo - 1 : null;
}

/** `search` naming the photo at `index` (from 0; the address counts from 1), or naming none for null. */
export function withPhoto(search: string, index: number | null): string {
  return withParam(search, PARAMS.photo, index === null ? null : String(index + 1));
}

// --- a listing's filters in its address ---------------------------------------------------------

/** Anything with a `get`, such as URLSearchParams or Next's ReadonlyURLSearchParams, or a page's `searchParams` record. */
export type SearchParamsLike = { get(name: string): string | null } | Record<string, string | string[] | undefined>;

/** A filter read from the URL, every field decided. */
export interface ListFilterState {
  year: number | null;
  month: number | null;
  q: string;
}

/** A toppers filter read from the URL, every field decided. */
export interface ToppersFilterState {
  session: string | null;
  q: string;
}

// Written when a page's default year is a real year (notices, gallery) and the visitor picks "All",
// so that choice survives a reload instead of snapping back to the default.
const ALL = 'all';

function readParam(params: SearchParamsLike, name: string): string | undefined {
  if (typeof params.get === 'function') return params.get(name) ?? undefined;
  const value = (params as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value[0] : value;
}

function parseYear(raw: string | undefined, fallback: number | null): number | null {
  if (raw === undefined) return fallback;
  return /^\d{4}$/.test(raw) ? Number(raw) : null;
}

function parseMonth(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,2}$/.test(raw)) return null;
  const month = Number(raw);
  return month >= 1 && month <= 12 ? month : null;
}

/** The longest search a listing's filter reads: the box takes no more, and a longer `q` is cut to it. */
export const LISTING_SEARCH_MAX_LENGTH = 100;

function parseSearch(raw: string | undefined): string {
  return (raw ?? '').trim().slice(0, LISTING_SEARCH_MAX_LENGTH).trim();
}

/**
 * The `year`, `month` and `q` query params as a filter; an absent year takes `defaults.year`,
 * `year=all` and invalid values (year=abc, year=99999, month=13) mean "All"; `q` is cut to
 * LISTING_SEARCH_MAX_LENGTH characters; of a repeated param the first counts.
 */
export function parseListFilter(params: SearchParamsLike, defaults: { year?: number | null } = {}): ListFilterState {
  return {
    year: parseYear(readParam(params, PARAMS.year), defaults.year ?? null),
    month: parseMonth(readParam(params, PARAMS.month)),
    q: parseSearch(readParam(params, PARAMS.search)),
  };
}

/** The query params for a filter, leaving out values equal to the page defaults; the inverse of parseListFilter. */
export function listFilterToParams(filter: ListFilter, defaults: { year?: number | null } = {}): URLSearchParams {
  const params = new URLSearchParams();
  const year = filter.year ?? null;
  if (year !== (defaults.year ?? null)) params.set(PARAMS.year, year === null ? ALL : String(year));
  if (filter.month !== undefined && filter.month !== null) params.set(PARAMS.month, String(filter.month));
  const q = (filter.q ?? '').trim();
  if (q !== '') params.set(PARAMS.search, q);
  return params;
}

// A session as schools write it: '2024-2025', or '2024-25'.
const SESSION_PATTERN = /^\d{4}-\d{2,4}$/;

/**
 * The `session` and `q` query params as a toppers filter; an absent session takes `defaultSession`,
 * `session=all` and a value no session could be (session=abc) mean all; `q` as in parseListFilter.
 */
export function parseToppersFilter(params: SearchParamsLike, defaultSession: string | null): ToppersFilterState {
  const raw = readParam(params, PARAMS.session)?.trim();
  const session = raw === undefined ? defaultSession : SESSION_PATTERN.test(raw) ? raw : null;
  return { session, q: parseSearch(readParam(params, PARAMS.search)) };
}

/** The query params for a toppers filter, leaving out the default session; the inverse of parseToppersFilter. */
export function toppersFilterToParams(filter: ToppersFilter, defaultSession: string | null): URLSearchParams {
  const params = new URLSearchParams();
  const session = filter.session?.trim() || null;
  if (session !== (defaultSession?.trim() || null)) params.set(PARAMS.session, session ?? ALL);
  const q = (filter.q ?? '').trim();
  if (q !== '') params.set(PARAMS.search, q);
  return params;
}

// --- a filtered listing, rendered by the server --------------------------------------------------

/** Every parameter a listing's filters write (lib/listing/filtered-listings.mjs, shared with next.config.mjs). */
export const FILTER_PARAMS = [PARAMS.year, PARAMS.month, PARAMS.search, PARAMS.session] as const satisfies typeof SHARED_FILTER_PARAMS;

/** Whether `params` ask a listing for a filtered view (any filter parameter, even empty, as a GET form sends). */
export function hasListFilter(params: URLSearchParams): boolean {
  return FILTER_PARAMS.some((name) => params.has(name));
}

export { FILTERED_LISTING_PREFIX };

/** The twin of a listing's path (`/notice` gives `/_filtered/notice`); see FILTERED_LISTING_PREFIX. */
export function filteredListingPath(path: string): string {
  return `${FILTERED_LISTING_PREFIX}${path}`;
}

/** The filters a listing shows; one it does not show is neither read from nor written to its address. */
export interface ListFilterControls {
  year: boolean;
  month: boolean;
  search: boolean;
}

/**
 * The query a listing with `controls` writes for what `params` ask (year=abc becomes year=all, an empty
 * `month=` from a GET form goes, a filter the page lacks goes): the one address of that view, the same
 * whether the island wrote it or a form without JavaScript sent it.
 */
export function listFilterQuery(params: SearchParamsLike, controls: ListFilterControls, defaults: { year?: number | null } = {}): URLSearchParams {
  const state = parseListFilter(params, defaults);
  return listFilterToParams(
    { year: controls.year ? state.year : (defaults.year ?? null), month: controls.month ? state.month : null, q: controls.search ? state.q : '' },
    defaults,
  );
}

/** The query a toppers listing writes for what `params` ask: parseToppersFilter, then toppersFilterToParams. */
export function toppersFilterQuery(params: SearchParamsLike, defaultSession: string | null): URLSearchParams {
  return toppersFilterToParams(parseToppersFilter(params, defaultSession), defaultSession);
}

/** A page's `searchParams` record (a repeated name holds every value) as URLSearchParams, in its order. */
export function toSearchParams(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, one);
  }
  return params;
}
