import 'server-only';
import { hasHindiPage, isCanonicalRoute, ITEM_LISTING_ROUTES } from '@/content/routes';
import { ALBUM_SECTIONS, ALBUM_SECTION_KEYS } from '@/lib/content/album-sections';
import type { ItemSource } from '@/lib/content/current-items';
import { isPossibleSlug, ITEM_ID_PATTERN } from '@/lib/listing/item-slug';
import { FILTERED_LISTING_PREFIX, PARAMS } from '@/lib/routes';
import { MISSING_PREFIX, SITE_NOT_FOUND } from './not-found-rewrite.mjs';

// Which addresses may name nothing, and which 404 document answers them (lib/server/not-found-rewrite.mjs):
// the grammar every real address follows, without asking the vendor anything. proxy.ts asks the content
// layer only about an address that passes it (lib/content/current-items.ts).

/** The value of proxy.ts's mark: the site's 404, or one list's missing-item page in one language. */
export type NotFoundMark = typeof SITE_NOT_FOUND | `en:${string}` | `hi:${string}`;

/** What an address that is not a page as such asks about. */
export type AddressQuestion =
  /** Names nothing, whatever the vendor publishes. */
  | { kind: 'nothing'; mark: NotFoundMark }
  /** Names an item or album, or nothing: the content layer decides. */
  | { kind: 'item'; source: ItemSource; slugOrId: string; mark: NotFoundMark };

// A Map, not an object: an address segment such as `constructor` must find nothing.
const ITEM_SOURCES = new Map<string, ItemSource>([
  ['notice', 'notice'],
  ['News', 'news'],
  ['Events', 'events'],
]);
const itemListings = new Set<string>(ITEM_LISTING_ROUTES);
const albumDetails = new Map<string, string>(ALBUM_SECTION_KEYS.map((key) => [ALBUM_SECTIONS[key].detail, ALBUM_SECTIONS[key].listing]));

/** Whether a path is one of the site's internal twins or documents (`/_filtered/...`, `/missing-item/...`), never a visitor's address. */
function isInternal(path: string): boolean {
  return [FILTERED_LISTING_PREFIX, MISSING_PREFIX].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A link-preview card's address (`/og/<page>` or `/og/<page>/<id>`) that no real page has. */
function isImpossibleCard(page: string | undefined, id: string | undefined, rest: readonly string[]): boolean {
  const route = page === 'home' ? '/' : `/${page ?? ''}`;
  return page === undefined || rest.length > 0 || !isCanonicalRoute(route) || (id !== undefined && !ITEM_ID_PATTERN.test(id));
}

/** A link-preview card's address: impossible, an item's or album's card (which must be published), or a page's. */
function cardQuestion(page: string | undefined, id: string | undefined, rest: readonly string[]): AddressQuestion | null {
  if (isImpossibleCard(page, id, rest)) return { kind: 'nothing', mark: SITE_NOT_FOUND };
  if (id === undefined || page === undefined) return null;
  const source = ITEM_SOURCES.get(page) ?? (albumDetails.has(`/${page}`) ? 'albums' : undefined);
  return source === undefined ? null : { kind: 'item', source, slugOrId: id, mark: SITE_NOT_FOUND };
}

/** An address under /hi: a Hindi page, or the Hindi 404 (its list's missing-item page below a list). */
function hindiQuestion(path: string): AddressQuestion | null {
  const rest = path.slice('/hi'.length) || '/';
  if (hasHindiPage(rest)) return null;
  const [first = ''] = rest.split('/').slice(1);
  const mark: NotFoundMark = itemListings.has(`/${first}`) && !isInternal(rest) ? `hi:${first}` : 'hi:page';
  return { kind: 'nothing', mark };
}

/**
 * What `pathname` (as it stands in the request, still percent-encoded) with `query` asks about: null for a
 * page (or an address no route has, which Next answers with the site's own 404), else the question and the
 * document that answers it when the answer is "nothing".
 */
export function askAbout(pathname: string, query: URLSearchParams): AddressQuestion | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/hi' || path.startsWith('/hi/')) return hindiQuestion(path);
  if (isInternal(path)) return { kind: 'nothing', mark: SITE_NOT_FOUND };
  const [first = '', second, third, ...rest] = path.split('/').slice(1);
  if (first === 'og') return cardQuestion(second, third, rest);
  const source = ITEM_SOURCES.get(first);
  if (source !== undefined && second !== undefined) {
    const mark: NotFoundMark = `en:${first}`;
    return third !== undefined || !isPossibleSlug(second) ? { kind: 'nothing', mark } : { kind: 'item', source, slugOrId: second, mark };
  }
  const albumListing = albumDetails.get(path);
  if (albumListing !== undefined) {
    const ids = query.getAll(PARAMS.album);
    if (ids.length === 0) return null;
    const mark: NotFoundMark = `en:${albumListing.slice(1)}`;
    const [id = ''] = ids;
    return ids.length > 1 || !ITEM_ID_PATTERN.test(id) ? { kind: 'nothing', mark } : { kind: 'item', source: 'albums', slugOrId: id, mark };
  }
  return null;
}
