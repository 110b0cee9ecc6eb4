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

/** The file name a page's twin gets under public/: '/' is 'home', '/search?q=exam' is 'search-q-exam'. */
export function twinFileName(route: string): string {
  const name = route.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${name || 'home'}.html`;
}
