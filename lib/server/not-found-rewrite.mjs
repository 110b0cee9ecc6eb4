/**
 * How proxy.ts answers an address that names nothing with the site's own 404 page: it marks the request with
 * this header, and the rewrite below sends a marked request to a path no route has. The rewrite covers
 * exactly the paths proxy.ts sees (its first matcher), and proxy.ts drops the header from every request it
 * lets through, so a visitor who sends the header gets the page they asked for.
 */
export const NOT_FOUND_HEADER = 'x-school-names-nothing';

/** proxy.ts's page matcher: every path but Next's own files, the route handlers and files with an extension. */
export const PAGE_PATHS = '/((?!_next/|api/|.*\\.[^/]*$).*)';

/** The `beforeFiles` rewrite of next.config.mjs. */
export const notFoundRewrite = {
  source: PAGE_PATHS,
  has: [{ type: 'header', key: NOT_FOUND_HEADER }],
  destination: '/_no-such-page',
};
