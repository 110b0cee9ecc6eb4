// @ts-check
// The incremental cache handler next.config.mjs names: Next's own file-system cache, or with REDIS_URL the
// cache the instances share (lib/cache/shared-cache.cjs), either way storing only real pages
// (lib/cache/bounded-cache.cjs).
const { onlyRealPages } = require('./bounded-cache.cjs');
const { cacheHandlerFor } = require('./shared-cache.cjs');

module.exports = onlyRealPages(cacheHandlerFor(process.env));
