// @ts-check
// The incremental cache handler next.config.mjs names when REDIS_URL is set: lib/cache/shared-cache.cjs
// says how the instances share pages, data and tag invalidations through Redis.
const { cacheHandlerFor } = require('./shared-cache.cjs');

module.exports = cacheHandlerFor(process.env);
