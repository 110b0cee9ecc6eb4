/**
 * Registers the service worker (lib/offline/sw.ts) once the page has loaded, so a first visit fetches and
 * runs nothing more before it. An inline script rather than a client component: no chunk to download and
 * nothing to hydrate. On the first visit the page that registered the worker was loaded before it, so the
 * script hands the worker that page and the files it used, to be saved like any page opened later.
 */
const REGISTER = `if("serviceWorker"in navigator)addEventListener("load",function(){var c=navigator.serviceWorker,f=!c.controller;c.register("/sw.js").then(function(){return c.ready}).then(function(r){if(!f||!r.active)return;var u=performance.getEntriesByType("resource").map(function(e){return e.name}).filter(function(n){return n.indexOf(location.origin+"/_next/")===0});r.active.postMessage({type:"CACHE_URLS",payload:{urlsToCache:[[location.href,{headers:{accept:"text/html"}}]].concat(u)}})}).catch(function(){})});`;

export function ServiceWorkerRegistration() {
  return <script dangerouslySetInnerHTML={{ __html: REGISTER }} />;
}
