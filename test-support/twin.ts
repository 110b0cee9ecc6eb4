/**
 * A page's no-JavaScript twin: its HTML exactly as served, with every script that would run and every
 * script preload removed. Lighthouse on the twin measures what the content itself costs (parsing, style,
 * layout, images, fonts); the difference to the page is what the page's JavaScript costs.
 */

/** `<script>` elements the browser would run: all but data blocks such as JSON-LD. */
const EXECUTABLE_SCRIPT = /<script\b(?![^>]*\btype\s*=\s*"application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script\s*>/gi;
/** `<link rel="preload" as="script">` and `<link rel="modulepreload">`, in any attribute order. */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel\s*=\s*"(?:modulepreload|preload)")(?=[^>]*\b(?:as\s*=\s*"script"|rel\s*=\s*"modulepreload"))[^>]*>/gi;

export function noScriptTwin(html: string): string {
  return html.replace(EXECUTABLE_SCRIPT, '').replace(SCRIPT_PRELOAD, '');
}

/** The inline script that registers the service worker (components/layout/service-worker-registration.tsx). */
const WORKER_REGISTRATION = /<script>(?:(?!<\/script)[\s\S])*?navigator\.serviceWorker(?:(?!<\/script)[\s\S])*?\.register\([\s\S]*?<\/script\s*>/;

/**
 * A page as it was before the service worker: its HTML exactly as served, with only the inline script that
 * registers the worker removed. The page hydrates as usual; Lighthouse on it against the page measures what
 * the registration costs a first visit. Throws when the page registers no worker, so the comparison is never
 * made between two copies of the same page.
 */
export function withoutWorkerRegistration(html: string): string {
  if (!WORKER_REGISTRATION.test(html)) throw new Error('the page has no service worker registration to remove');
  return html.replace(WORKER_REGISTRATION, '');
}

/**
 * The file name a page's twin gets under public/: '/' is 'home', '/search?q=exam' is 'search-q-exam'; the
 * copy without the worker's registration is 'home-no-worker'.
 */
export function twinFileName(route: string, variant: 'no-js' | 'no-worker' = 'no-js'): string {
  const name = route.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home';
  return `${name}${variant === 'no-worker' ? '-no-worker' : ''}.html`;
}
