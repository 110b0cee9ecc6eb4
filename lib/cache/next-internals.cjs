// @ts-check
// The one file of the site that reaches into Next's private modules (`next/dist/...`). Next documents the
// `cacheHandler` option and the methods a handler has (get, set, revalidateTag, resetRequestCache), but
// not the classes and types below, which can change in any Next release, a patch included:
// - FileSystemCache, Next's own handler, which the site's handler extends and writes through to;
// - tagsManifest, the table of tag invalidations Next reads after a handler answers (revalidateTag with a
//   profile marks entries stale or expired there), which the shared cache fills from Redis;
// - nodeFs, the file system Next's server passes a handler (the unit tests build handlers with it);
// - the types of entries and contexts.
// On upgrading Next, check here first: that these paths still exist and export these names, that
// FileSystemCache.revalidateTag(tags, durations) still writes tagsManifest, and that the constructor's
// context and an entry's fields (lastModified, value, cacheControl; kinds APP_PAGE, APP_ROUTE, PAGES,
// FETCH, REDIRECT; status) are as typed below. Then run lib/cache's unit tests and the abuse and
// instances e2e specs. Why no package replaces lib/cache/shared-cache.cjs (and with it these imports):
// docs/operations.md, "Several instances".

/**
 * CacheHandlerContext: what Next's server passes a cache handler, its file system and dist dir included.
 * @typedef {ConstructorParameters<typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default>[0]} CacheHandlerContext
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} NextCacheHandler
 * @typedef {import('next/dist/server/lib/incremental-cache/tags-manifest.external').TagManifestEntry} TagManifestEntry
 * @typedef {import('next/dist/server/response-cache/types').IncrementalCacheKind} IncrementalCacheKind
 * @typedef {import('next/dist/server/response-cache').CachedFetchValue} CachedFetchValue
 * @typedef {import('next/dist/server/response-cache').IncrementalCachedAppPageValue} IncrementalCachedAppPageValue
 * @typedef {import('next/dist/server/response-cache').IncrementalCacheValue} IncrementalCacheValue
 * @typedef {import('next/dist/server/response-cache').GetIncrementalFetchCacheContext} GetIncrementalFetchCacheContext
 * @typedef {import('next/dist/server/response-cache').GetIncrementalResponseCacheHandlerContext} GetIncrementalResponseCacheHandlerContext
 * @typedef {import('next/dist/server/response-cache').SetIncrementalFetchCacheContext} SetIncrementalFetchCacheContext
 * @typedef {import('next/dist/server/response-cache').SetIncrementalResponseCacheContext} SetIncrementalResponseCacheContext
 * @typedef {Parameters<NextCacheHandler['get']>[1]} GetContext
 * @typedef {Parameters<NextCacheHandler['set']>[1]} SetValue
 * @typedef {Parameters<NextCacheHandler['set']>[2]} SetContext
 */

// Required as Next's server requires them, so the tag table is the very one Next reads.
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js');

module.exports = { FileSystemCache, tagsManifest, nodeFs };
