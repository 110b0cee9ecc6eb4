import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';

const installed = Symbol.for('school-site.one-location');
type WithHook = typeof globalThis & { [installed]?: boolean };

/**
 * Keeps `response` to one Location header, as RFC 9110 asks: a Location appended to a response that has one
 * replaces it. Next 16.4 answers a redirect thrown while it renders a page it keeps (an item page's
 * `permanentRedirect` to the current slug: components/listing/item-pages.tsx) by setting Location on the
 * response and recording it with the render's headers (server/app-render/app-render.js, `prerenderToStream`);
 * serving the render it has just made, it then appends each recorded header to the same response
 * (build/templates/app-page-runtime.js), so the Location came twice.
 */
export function oneLocation(response: ServerResponse): void {
  const append = response.appendHeader.bind(response);
  response.appendHeader = (name, value) => (name.toLowerCase() === 'location' && response.hasHeader('location') ? response.setHeader(name, value) : append(name, value));
}

/**
 * Applies oneLocation to every response of every http.Server of the process, through Node's
 * `http.server.request.start` channel (published before the server's 'request' listeners run). Installed once
 * per process, when the server starts.
 */
export function installOneLocation(): void {
  const store = globalThis as WithHook;
  if (store[installed]) return;
  subscribe('http.server.request.start', (message) => oneLocation((message as { response: ServerResponse }).response));
  store[installed] = true;
}
