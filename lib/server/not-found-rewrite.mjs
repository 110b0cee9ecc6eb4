/**
 * How proxy.ts answers an address that names nothing with a whole 404 page: it marks the request with this
 * header and answers 404, and the rewrites below send a marked request to a prerendered document. The
 * header's value names the document: `site` the site's own 404 (a path no route has, app/global-not-found.tsx),
 * `en:News` or `hi:News` the page of an item that is not there, in the frame of its list and its language
 * (app/(en)/missing-item/[listing], app/hi/missing-item/[listing]). The documents are static pages: an invented
 * address costs no render and adds nothing to any cache. The rewrites cover exactly the paths proxy.ts sees
 * (its first matcher), and proxy.ts drops the header from every request it lets through, so a visitor who
 * sends the header gets the page they asked for.
 *
 * Why not notFound() in the item pages: Next 16.4 renders a page's notFound() as an empty
 * `<html id="__next_error__">` with the not-found boundary's content only in the RSC payload, so the page is
 * blank until React has loaded and run (docs/architecture.md, "Addresses that name nothing").
 */
export const NOT_FOUND_HEADER = 'x-school-names-nothing';

/** proxy.ts's page matcher: every path but Next's own files, the route handlers and files with an extension. */
export const PAGE_PATHS = '/((?!_next/|api/|.*\\.[^/]*$).*)';

/** The mark of the site's own 404 (the other marks name one list's missing-item document in one language). */
export const SITE_NOT_FOUND = 'site';

/** Where the documents of a missing item live as routes; a visitor asking for them directly gets the site's 404. */
export const MISSING_PREFIX = '/missing-item';

/** The lists whose missing items have a document of their own, by the name their document's path takes. */
export const MISSING_DOCUMENTS = /** @type {const} */ ({
  en: ['notice', 'News', 'Events', 'Gallery', 'Activity', 'BuildingProgram'],
  // `page`: any other address under /hi, in the Hindi frame.
  hi: ['notice', 'News', 'Events', 'page'],
});


/**
 * next.config.mjs's `beforeFiles` rewrites of a marked request: one per language, and the site's 404. Each
 * matches its own marks only: Next goes on through the rules after a rewrite to a dynamic route, so a rule
 * matching any mark would send a missing-item page's request on to the site's 404.
 */
export const notFoundRewrites = [
  { source: PAGE_PATHS, has: [{ type: 'header', key: NOT_FOUND_HEADER, value: `en:(?<document>${MISSING_DOCUMENTS.en.join('|')})` }], destination: `${MISSING_PREFIX}/:document` },
  { source: PAGE_PATHS, has: [{ type: 'header', key: NOT_FOUND_HEADER, value: `hi:(?<document>${MISSING_DOCUMENTS.hi.join('|')})` }], destination: `/hi${MISSING_PREFIX}/:document` },
  { source: PAGE_PATHS, has: [{ type: 'header', key: NOT_FOUND_HEADER, value: SITE_NOT_FOUND }], destination: '/_no-such-page' },
];
