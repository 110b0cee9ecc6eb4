// @ts-check
// Keeps Next's incremental cache to one entry per real page. Next stores the answer of every address a
// page or route renders on demand, a 404 included: `/News/<anything>` and `/og/News/<anything>` would
// each add files to `.next` (and a key to Redis), so one client inventing addresses could fill the disk.

/**
 * @typedef {import('./next-internals.cjs').NextCacheHandler} NextCacheHandler
 * @typedef {import('./next-internals.cjs').GetContext} GetContext
 * @typedef {import('./next-internals.cjs').SetValue} SetValue
 * @typedef {import('./next-internals.cjs').SetContext} SetContext
 * @typedef {new (...args: any[]) => NextCacheHandler} HandlerClass -- any: Next passes its own context type, which each base class names
 */

/**
 * Whether an entry is a page or route answer other than a 200: a 404 for an address that names nothing,
 * a redirect to an item's current address, an error.
 * @param {SetValue} data
 */
function isMiss(data) {
  if (data === null) return false;
  if (data.kind === 'REDIRECT') return true;
  if (data.kind === 'APP_PAGE' || data.kind === 'APP_ROUTE' || data.kind === 'PAGES') return data.status !== undefined && data.status !== 200;
  return false;
}

/**
 * The context Next reads a page or route entry with, made from the one it stored it with.
 * @param {Exclude<SetValue, null>} data
 * @param {SetContext} ctx
 * @returns {GetContext}
 */
function readContext(data, ctx) {
  const kind = /** @type {import('./next-internals.cjs').IncrementalCacheKind} */ (/** @type {unknown} */ (data.kind === 'REDIRECT' ? 'PAGES' : data.kind));
  return /** @type {GetContext} */ ({ kind, isRoutePPREnabled: 'isRoutePPREnabled' in ctx ? ctx.isRoutePPREnabled : false, isFallback: false });
}

/**
 * A handler class that stores a miss only over an entry that exists: a page that was real until its item
 * was withdrawn (its 404 must replace the old page) or an item whose title changed (its old address now
 * redirects). Any other miss is answered and forgotten, so the cache holds at most one entry per address
 * that was once a real page, plus the fetch entries of the data layer, which name resources, not addresses.
 * @template {HandlerClass} Base
 * @param {Base} Base
 * @returns {Base}
 */
function onlyRealPages(Base) {
  return class OnlyRealPages extends Base {
    /**
     * @override
     * @param {string} key
     * @param {SetValue} data
     * @param {SetContext} ctx
     */
    async set(key, data, ctx) {
      if (data !== null && isMiss(data) && (await this.get(key, readContext(data, ctx))) === null) return;
      return super.set(key, data, ctx);
    }
  };
}

module.exports = { isMiss, onlyRealPages };
