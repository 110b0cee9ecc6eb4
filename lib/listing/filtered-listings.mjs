// The listings with a filter bar and the parameters their filters write, in one place for the site's code
// (content/routes.ts, lib/routes.ts) and for next.config.mjs, which cannot import TypeScript.

/**
 * The listings with a filter bar (year, month, search; the toppers' session and search). Each is a static
 * page; its address with filters in the query is rendered by the server, through filteredListingRewrites.
 */
export const FILTERED_LISTING_ROUTES = /** @type {const} */ ([
  '/notice',
  '/News',
  '/Events',
  '/Gallery',
  '/BuildingProgram',
  '/Activity',
  '/MediaCoverage',
  '/VideoGallery',
  '/EMagazine',
  '/Toppers',
  '/ToppersXII',
]);

/** The filtered listings that have a Hindi page too (`/hi/notice`); its filtered views are rewritten the same way. */
export const HINDI_FILTERED_LISTING_ROUTES = /** @type {const} */ (['/notice', '/News', '/Events']);

/** Every parameter a listing's filters write; an address with any of them asks for a filtered view. */
export const FILTER_PARAMS = /** @type {const} */ (['year', 'month', 'q', 'session']);

/**
 * Where a listing's address that carries filters is rewritten: a dynamic twin of the static listing
 * (`app/%5Ffiltered/[listing]`) renders the filtered view; the address in the browser stays the listing's.
 */
export const FILTERED_LISTING_PREFIX = '/_filtered';

/**
 * next.config.mjs's `beforeFiles` rewrites of every listing's address with a filter parameter (even empty, as
 * a GET form sends it) to its twin, in English and in Hindi (`/hi/notice?year=2024` to
 * `/hi/_filtered/notice`). Rewritten there, not in proxy.ts: with `next start --hostname`, as production
 * runs, Next takes a proxy's rewrite for an outside address and proxies it back to itself.
 */
export function filteredListingRewrites() {
  const listings = [
    ...FILTERED_LISTING_ROUTES.map((route) => ({ source: route, destination: `${FILTERED_LISTING_PREFIX}${route}` })),
    ...HINDI_FILTERED_LISTING_ROUTES.map((route) => ({ source: `/hi${route}`, destination: `/hi${FILTERED_LISTING_PREFIX}${route}` })),
  ];
  return listings.flatMap(({ source, destination }) =>
    FILTER_PARAMS.map((key) => ({ source, has: [{ type: /** @type {const} */ ('query'), key, value: '.*' }], destination })),
  );
}
