/**
 * What the service worker (lib/offline/sw.ts) may keep on a parent's phone, and for how long. Pure, so the
 * unit tests read the same rules the worker runs.
 */

/** Pages a parent has opened: the newest 50, none older than 30 days. */
export const SAVED_PAGES = { cacheName: 'saved-pages', maxEntries: 50, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

/**
 * The build's scripts, styles and fonts (content-hashed, so never stale). 300 files hold the chunks of
 * several builds' pages: a page saved under an older build keeps its own chunks.
 */
export const STATIC_FILES = { cacheName: 'static-files', maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60 } as const;

/** Photos resized by the image optimiser (`/_next/image`): the ones the saved pages show. */
export const OPTIMISED_IMAGES = { cacheName: 'optimised-images', maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

/** How long a page waits for the network before it shows its saved copy, when it has one. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** The page shown, offline, for a page that was never saved. */
export const OFFLINE_PATH = '/offline';
/** That page as the worker precaches it, without its scripts (app/offline/shell/route.ts). */
export const OFFLINE_SHELL = `${OFFLINE_PATH}/shell`;

/**
 * Never kept, and never answered from a cache: answers that are personal or change with every request (the
 * visitor counter, the TC request, search results), the server's health, feeds that readers poll, the
 * worker itself, link-preview cards and the offline page (which is precached with the worker's build).
 */
const NEVER_KEPT_BELOW = ['/api/', '/feeds/', '/og/'];
const NEVER_KEPT_PAGES = ['/healthz', '/search', '/sw.js', OFFLINE_PATH, '/staff'];

export function isNeverKept(pathname: string): boolean {
  return (
    NEVER_KEPT_BELOW.some((prefix) => pathname.startsWith(prefix)) ||
    NEVER_KEPT_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))
  );
}

/**
 * A page load: a GET navigation, or the page itself handed to the worker by the window to be saved (the
 * registration script, components/layout/service-worker-registration.tsx, asks for it as `text/html`).
 * Pages that are never kept still pass through, so that offline they get the offline page.
 */
export function isPageLoad(request: Pick<Request, 'method' | 'mode' | 'destination' | 'headers'>): boolean {
  if (request.method !== 'GET') return false;
  return request.mode === 'navigate' || (request.destination === '' && request.headers.get('accept') === 'text/html');
}

/**
 * The App Router's own fetch of a page's React Server Components payload (`RSC: 1`), made when a visitor
 * follows a link. Prefetches (sent for links as they scroll into view) carry a prefetch header too.
 */
export function isRouterRequest(headers: Pick<Headers, 'get'>): boolean {
  return headers.get('rsc') === '1';
}

export function isPrefetch(headers: Pick<Headers, 'get'>): boolean {
  return headers.get('next-router-prefetch') !== null || headers.get('next-router-segment-prefetch') !== null;
}

/** The document address a router request stands for: the same path and query without Next's `_rsc` marker. */
export function documentUrl(url: URL): string {
  const document = new URL(url.href);
  document.searchParams.delete('_rsc');
  document.hash = '';
  return document.href;
}

/** The build's files, and the Hindi pages' face (public/fonts/, named by its version, so never stale either). */
export function isStaticFile(url: URL): boolean {
  return url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/fonts/');
}

/**
 * The build files a script loads later by itself: the chunks of an island's `import()` (the photo viewer's)
 * and their styles, which a page fetches only when a parent opens that island. Turbopack writes each one
 * into the script that loads it as `"static/chunks/<name>.js"` (or `.css`), an address under `/_next/`.
 */
export function chunksLoadedBy(script: string): string[] {
  const chunks = [...script.matchAll(/"(static\/chunks\/[\w-]+(?:\/[\w-]+)*\.(?:js|css))"/g)].map(([, chunk]) => `/_next/${chunk}`);
  return [...new Set(chunks)];
}

export function isOptimisedImage(url: URL): boolean {
  return url.pathname === '/_next/image';
}
