/**
 * Registers the service worker (lib/offline/sw.ts) once the page has loaded and the browser is idle
 * (`requestIdleCallback`, at most 5 s after `load`; 2 s after it in Safari, which has none), so a first
 * visit fetches and runs nothing more while the page is still busy. An inline script rather than a client
 * component: no chunk to download and nothing to hydrate. Its text is in every page twice (the HTML and the
 * RSC payload, e2e/page-bytes.spec.ts), hence the terse syntax: every browser with a service worker runs it.
 * The page that registers the worker was loaded before it, so the script hands the worker that page and
 * every file it loaded; the worker keeps those its rules keep (build files, photos, the Hindi face) and
 * ignores the rest. A page the worker already controls has nothing to do.
 */
const REGISTER = `'serviceWorker'in navigator&&addEventListener('load',()=>(self.requestIdleCallback||(g=>setTimeout(g,2e3)))(()=>{let c=navigator.serviceWorker;c.controller||c.register('/sw.js').then(()=>c.ready).then(r=>r.active.postMessage({type:'CACHE_URLS',payload:{urlsToCache:[[location.href,{headers:{accept:'text/html'}}],...performance.getEntriesByType('resource').map(e=>e.name)]}})).catch(()=>{})},{timeout:5e3}))`;

export function ServiceWorkerRegistration() {
  return <script dangerouslySetInnerHTML={{ __html: REGISTER }} />;
}
