// The route a visit's figures are counted under: a page's pattern, never its address. An item's page is
// '/News/[slug]', a filtered listing is its listing (the query is never read), and an address that names no
// page of the site (a 404, the offline page, the office's page) is 'other'. So a beacon carries nothing a
// visitor typed or followed, and the server keeps figures for a fixed, known set of routes.
// Pure: the browser's beacon names the route with it, and the server accepts only these names.
import { CANONICAL_ROUTES, hasHindiPage, HINDI_ROUTES, isCanonicalRoute, ITEM_LISTING_ROUTES } from '@/content/routes';
import { localePath, withoutLocale } from '@/lib/routes';

export const OTHER_ROUTE = 'other';

const ITEM_PAGE = '[slug]';

/** Every route a beacon may name: the English pages, their items' pages, the Hindi pages, and 'other'. */
export const ROUTE_PATTERNS: readonly [string, ...string[]] = [
  ...CANONICAL_ROUTES,
  ...ITEM_LISTING_ROUTES.map((listing) => `${listing}/${ITEM_PAGE}`),
  ...HINDI_ROUTES.map((route) => localePath(route, 'hi')),
  OTHER_ROUTE,
];

/** The pattern of the page at `pathname` (location.pathname, without query or hash). */
export function routePattern(pathname: string): string {
  const { locale, path } = withoutLocale(pathname);
  if (locale !== 'en') return isCanonicalRoute(path) && hasHindiPage(path) ? localePath(path, locale) : OTHER_ROUTE;
  if (isCanonicalRoute(path)) return path;
  const item = /^(\/[^/]+)\/[^/]+$/.exec(path);
  const listing = item?.[1];
  return listing !== undefined && (ITEM_LISTING_ROUTES as readonly string[]).includes(listing) ? `${listing}/${ITEM_PAGE}` : OTHER_ROUTE;
}
