/// <reference lib="webworker" />
/**
 * The service worker: keeps the pages a parent opens so they can be read again offline, and shows an offline
 * page listing them for a page that was never opened. Built with Serwist after `next build` compiles
 * (lib/offline/build-service-worker.mjs) and served, uncached, at /sw.js (app/sw.js/route.ts). The rules
 * are in lib/offline/policy.ts; docs/offline.md explains them.
 *
 * - Pages: network first. The saved copy answers when the network fails, or has not answered in 3 s, with
 *   a note at the top saying it is a saved copy and from when. Online, every page comes from the network.
 * - The router's own fetches (a link followed without a full load) go to the network only. When one fails,
 *   the router loads the page as a document, which the saved copy or the offline page answers.
 * - Scripts, styles, fonts and resized photos: from the cache once fetched, capped in number. A script is
 *   kept with the chunks it imports later itself, so a saved page's islands work offline.
 * - Nothing else is touched: answers under /api, the TC request, search, feeds and health go to the network.
 * - Push alerts (issue 49; lib/offline/push.ts): every push shows a notification, and a tap opens its page,
 *   which is kept like any page a parent opened; a subscription the browser replaces is renewed.
 */
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
  type SerwistPlugin,
} from 'serwist';
import {
  chunksLoadedBy,
  documentUrl,
  isNeverKept,
  isOptimisedImage,
  isPageLoad,
  isPrefetch,
  isRouterRequest,
  isStaticFile,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_SHELL,
  OPTIMISED_IMAGES,
  SAVED_PAGES,
  STATIC_FILES,
} from './policy';
import { alertNotification, openAlert, renewSubscription, tappedAddress } from './push';
import { describePage, offlinePage, SAVED_HEADERS, scriptSources, sectionOf, withoutScripts, withSavedCopyNote, type SavedPage } from './saved-page';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const HTML = 'text/html; charset=utf-8';

/** Stores, with each saved page, when it was saved and what the offline page lists it as. */
const describeSavedPage: SerwistPlugin = {
  async cacheWillUpdate({ response }) {
    if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return null;
    const html = await response.text();
    const { title, date } = describePage(html);
    const headers = new Headers(response.headers);
    headers.set(SAVED_HEADERS.savedAt, String(Date.now()));
    if (title) headers.set(SAVED_HEADERS.title, encodeURIComponent(title));
    if (date) headers.set(SAVED_HEADERS.date, date);
    return new Response(html, { status: response.status, statusText: response.statusText, headers });
  },
  /** A saved copy is only read when the network failed: say so on the page. */
  async cachedResponseWillBeUsed({ cachedResponse }) {
    if (!cachedResponse) return null;
    const html = await cachedResponse.text();
    const savedAt = Number(cachedResponse.headers.get(SAVED_HEADERS.savedAt)) || Date.now();
    const noted = withSavedCopyNote(html, savedAt, self.navigator.onLine);
    // A page saved under an older build whose chunks have since left the phone is served without its
    // scripts: readable, and never a chunk error.
    const page = (await chunksKept(html)) ? noted : withoutScripts(noted);
    return new Response(page, { status: 200, headers: cachedResponse.headers });
  },
};

async function chunksKept(html: string): Promise<boolean> {
  const cache = await caches.open(STATIC_FILES.cacheName);
  const found = await Promise.all(scriptSources(html).map((src) => cache.match(src)));
  return found.every(Boolean);
}

const expiring = (rule: { maxEntries: number; maxAgeSeconds: number }) =>
  new ExpirationPlugin({ maxEntries: rule.maxEntries, maxAgeSeconds: rule.maxAgeSeconds, purgeOnQuotaError: true });

const onlyComplete = new CacheableResponsePlugin({ statuses: [200] });

const pages = new NetworkFirst({
  cacheName: SAVED_PAGES.cacheName,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [onlyComplete, expiring(SAVED_PAGES), describeSavedPage],
});

/**
 * Keeps, beside each script, the chunks it loads later by itself (chunksLoadedBy), and theirs in turn: a
 * saved page's island that imports its code when opened (the photo viewer) opens offline too. A chunk
 * already kept is answered from the cache, so each is fetched once.
 */
const withTheChunksItLoads: SerwistPlugin = {
  async cacheDidUpdate({ request, newResponse, event }) {
    if (!new URL(request.url).pathname.endsWith('.js')) return;
    const chunks = chunksLoadedBy(await newResponse.text());
    await Promise.all(chunks.map((chunk) => staticFiles.handle({ request: new Request(new URL(chunk, self.location.origin)), event }).catch(() => undefined)));
  },
};

const staticFiles = new CacheFirst({ cacheName: STATIC_FILES.cacheName, plugins: [onlyComplete, expiring(STATIC_FILES), withTheChunksItLoads] });

/**
 * The optimiser answers each photo in the format the request accepts (`Vary: Accept`). The first page's
 * photos reach the worker from the registration script, whose requests accept anything (a JPEG would be
 * kept) and would never match the browser's own `<img>` requests for them, which accept WebP. So the
 * worker asks for WebP, as every browser with a service worker can show, and a kept photo answers any
 * request for its address.
 */
const askedAsAnImage: SerwistPlugin = {
  requestWillFetch: ({ request }) => (request.destination === 'image' ? request : new Request(request, { headers: { accept: 'image/webp,image/*' } })),
};

const optimisedImages = new CacheFirst({
  cacheName: OPTIMISED_IMAGES.cacheName,
  matchOptions: { ignoreVary: true },
  plugins: [askedAsAnImage, onlyComplete, expiring(OPTIMISED_IMAGES)],
});
const network = new NetworkOnly();
const networkUnlessSlow = new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS });

async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(SAVED_PAGES.cacheName);
  const saved: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    const url = new URL(request.url);
    const title = response.headers.get(SAVED_HEADERS.title);
    saved.push({
      url: `${url.pathname}${url.search}`,
      title: title ? decodeURIComponent(title) : url.pathname,
      date: response.headers.get(SAVED_HEADERS.date),
      section: sectionOf(url.pathname),
      savedAt: Number(response.headers.get(SAVED_HEADERS.savedAt)) || 0,
    });
  }
  return saved;
}

/**
 * The page as the server has it now. Pages carry `stale-while-revalidate` for the front's cache, which the
 * browser's own HTTP cache honours too: a plain fetch would answer, even offline, with whatever copy it
 * held, and refresh it only afterwards. Revalidating skips that copy.
 *
 * A redirect (an item whose title changed answers 308 to its new address) is not followed here: the
 * browser gets it as it is (an opaque redirect, which a navigation may be answered with) and follows it
 * itself, through the worker again, so the address bar shows, and the phone saves, the page's real address.
 * Never saved itself (only 200 answers are).
 */
function fromTheNetwork(request: Request): Request {
  return new Request(request.url, { headers: request.headers, cache: 'no-cache', credentials: 'same-origin', redirect: 'manual' });
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  // No navigation preload: the browser makes that request itself, and it cannot be told to revalidate
  // (fromTheNetwork). The worker starts in tens of milliseconds on a phone; a stale page would be worse.
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => url.origin === self.location.origin && isPageLoad(request),
      handler: async ({ request, url, event }: RouteHandlerCallbackOptions) => {
        try {
          return await (isNeverKept(url.pathname) ? network : pages).handle({ request: fromTheNetwork(request), event });
        } catch {
          return offline(request);
        }
      },
    },
    {
      matcher: ({ request, url }) => url.origin === self.location.origin && isRouterRequest(request.headers) && !isPrefetch(request.headers),
      // Waits 3 s for the network only when a saved copy can answer in its place.
      handler: async (options: RouteHandlerCallbackOptions) => {
        const saved = await caches.match(documentUrl(options.url), { cacheName: SAVED_PAGES.cacheName, ignoreVary: true });
        return (saved ? networkUnlessSlow : network).handle(options);
      },
    },
    {
      matcher: ({ url }) => url.origin === self.location.origin && isStaticFile(url),
      handler: staticFiles,
    },
    {
      matcher: ({ url }) => url.origin === self.location.origin && isOptimisedImage(url),
      handler: optimisedImages,
    },
  ],
});

/** The offline page, listing what this phone has saved; only for navigations (a window's own fetch gets an error). */
async function offline(request: Request): Promise<Response> {
  const shell = request.mode === 'navigate' ? await serwist.matchPrecache(OFFLINE_SHELL) : undefined;
  if (!shell) return Response.error();
  return new Response(offlinePage(await shell.text(), await savedPages()), { status: 200, headers: { 'content-type': HTML } });
}

serwist.addEventListeners();

self.addEventListener('push', (event) => {
  const { title, options } = alertNotification(event.data?.text() ?? null, self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Keeps a page the way the registration script hands the first page over: through the page route. */
async function keepPage(url: string, event: ExtendableEvent): Promise<void> {
  if (await caches.match(url, { cacheName: SAVED_PAGES.cacheName, ignoreVary: true })) return;
  await serwist.handleRequest({ request: new Request(url, { headers: { accept: 'text/html' } }), event });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = tappedAddress(event.notification.data, self.location.origin);
  event.waitUntil(openAlert(self.clients, url, (page) => keepPage(page, event)));
});

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(renewSubscription(event, self.registration.pushManager, (url, init) => fetch(url, init)));
});
