// @ts-check
// Next's incremental cache (ISR pages, unstable_cache data, tag invalidations) shared by every instance
// through Redis, with this instance's own file-system cache (Next's default handler) beneath it. Plain
// CommonJS with checked JSDoc types: Next requires the handler file at run time as it is.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { isRedisUrl, sharedRedis } = require('../server/redis.cjs');
const { FileSystemCache, tagsManifest } = require('./next-internals.cjs');

/**
 * @typedef {import('./next-internals.cjs').CacheHandlerContext} CacheHandlerContext
 * @typedef {import('./next-internals.cjs').CacheHandlerValue} CacheHandlerValue
 * @typedef {import('./next-internals.cjs').NextCacheHandler} NextCacheHandler
 * @typedef {import('./next-internals.cjs').TagManifestEntry} TagManifestEntry
 * @typedef {import('./next-internals.cjs').GetContext} GetContext
 * @typedef {import('./next-internals.cjs').SetValue} SetValue
 * @typedef {import('./next-internals.cjs').SetContext} SetContext
 * @typedef {import('../server/redis.cjs').RedisLink} RedisLink
 * @typedef {{ expire?: number }} Durations
 */

/**
 * The cache Next uses without a handler; this handler writes through to it and reads it whenever Redis
 * has no answer.
 * @typedef {object} LocalCache
 * @property {(key: string, ctx: GetContext) => Promise<CacheHandlerValue | null>} get
 * @property {(key: string, data: SetValue, ctx: SetContext) => Promise<void>} set
 * @property {(tags: string | string[], durations?: Durations) => Promise<void>} revalidateTag
 */

/** @typedef {new (ctx: CacheHandlerContext) => LocalCache} LocalCacheClass */

/** Entries not written again for this long leave Redis (each instance keeps its own copy on disk). */
const ENTRY_TTL_SECONDS = 14 * 24 * 60 * 60;
/**
 * How often an instance reads the tag invalidations of the others. A page read within this of a refresh
 * webhook may still be answered as fresh; the next one after it is not.
 */
const TAG_SYNC_MS = 1_000;
/** Every key of the site in Redis starts with this. */
const KEY_PREFIX = 'school-site';
/** The hash of tag invalidations, field = tag, value = JSON of its manifest entry and when it was made. */
const TAGS_KEY = `${KEY_PREFIX}:tags`;

/**
 * A cache entry as JSON: Buffers (RSC payloads, route bodies) as base64 and Maps (RSC segments) as pairs.
 * @param {CacheHandlerValue} entry
 * @returns {string}
 */
function encodeEntry(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    // `this[key]` is the value before Buffer's own toJSON turned it into an array of numbers.
    const raw = /** @type {Record<string, unknown>} */ (this)[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw] };
    return value;
  });
}

/**
 * The entry `encodeEntry` wrote, or null when the text is not one (read as a miss).
 * @param {string} text
 * @returns {CacheHandlerValue | null}
 */
function decodeEntry(text) {
  try {
    /** @type {unknown} */
    const entry = JSON.parse(text, (_key, value) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      const keys = Object.keys(value);
      if (keys.length !== 1) return value;
      if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
      if (Array.isArray(value.$map)) return new Map(value.$map);
      return value;
    });
    if (entry === null || typeof entry !== 'object' || !('value' in entry) || !('lastModified' in entry) || typeof entry.lastModified !== 'number') return null;
    return /** @type {CacheHandlerValue} */ (entry);
  } catch {
    return null;
  }
}

/**
 * A tag invalidation as stored in Redis: the manifest entry the invalidating instance made, and when.
 * @param {string} text
 * @returns {{ entry: TagManifestEntry, at: number } | null}
 */
function decodeTag(text) {
  try {
    /** @type {unknown} */
    const parsed = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || !('at' in parsed) || typeof parsed.at !== 'number') return null;
    /** @type {TagManifestEntry} */
    const entry = {};
    if ('stale' in parsed && typeof parsed.stale === 'number') entry.stale = parsed.stale;
    if ('expired' in parsed && typeof parsed.expired === 'number') entry.expired = parsed.expired;
    return { entry, at: parsed.at };
  } catch {
    return null;
  }
}

/**
 * What Next passes to set() for an entry it reads with `ctx`: how an entry Redis served is copied into
 * this instance's own cache.
 * @param {GetContext} ctx
 * @param {CacheHandlerValue} entry
 * @returns {SetContext}
 */
function setContextOf(ctx, entry) {
  if ('isFallback' in ctx) return { cacheControl: entry.cacheControl, isFallback: ctx.isFallback, isRoutePPREnabled: ctx.isRoutePPREnabled };
  return { fetchCache: true, tags: ctx.tags, fetchUrl: ctx.fetchUrl, fetchIdx: ctx.fetchIdx };
}

/**
 * The build's id, so instances of different builds never read each other's pages (an RSC payload only
 * fits the build that made it). Read once per dist dir.
 * @type {Map<string, string>}
 */
const buildIds = new Map();
/**
 * Next gives a handler no `serverDistDir` when it serves proxy.ts (which reads the content lists through the
 * same cached getters as the pages: lib/content/current-items.ts); the server's own build is then the one
 * in the working directory, where `next start` runs.
 * @param {string | undefined} given
 */
function buildIdOf(given) {
  const serverDistDir = given ?? path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'server');
  let id = buildIds.get(serverDistDir);
  if (id === undefined) {
    try {
      id = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      id = 'unknown-build';
    }
    buildIds.set(serverDistDir, id);
  }
  return id;
}

/**
 * Builds the cache handler class Next instantiates (once per request; the state below is shared by all).
 *
 * Reads: the entry from Redis (bounded; see RedisLink), else this instance's own cache. Writes: both, so
 * an instance keeps its last good pages and data when Redis is down or emptied, and a key whose write
 * missed Redis is compared with Redis's copy on its next read, the newer one winning and reaching Redis.
 * A version another instance wrote is copied into this instance's own cache the first time Redis serves
 * it here (in the background, once per version), so what this instance falls back on is never older
 * than what it last served. The copy's time is that of the copy (Next's file cache takes the file's), a
 * little later than the version's own: it may be regenerated that much later while Redis is down.
 *
 * Tag invalidations (the refresh webhook's `revalidateTag('content', 'max')`): Next keeps them in a table
 * per process (`tagsManifest`) and compares an entry's time with them after the handler answers, marking
 * it stale (served once more while it regenerates) or expired. The invalidating instance stores its new
 * table entry in Redis; every instance reads the table from Redis at most once per TAG_SYNC_MS before a
 * read and copies newer entries into its own, so each then regenerates what the tag covers, exactly as
 * the invalidating one does. An invalidation made while Redis was unreachable is stored on the next sync.
 *
 * @param {{ link: () => RedisLink, Local: LocalCacheClass, manifest: Map<string, TagManifestEntry>, now?: () => number }} deps
 */
function createSharedCacheHandler({ link: getLink, Local, manifest, now = Date.now }) {
  /** @type {Map<string, number>} When this process last applied or made each tag's invalidation (epoch ms). */
  const applied = new Map();
  /** @type {Map<string, string>} Invalidations made here that Redis has not stored yet, by tag (JSON as stored). */
  const pendingTags = new Map();
  /** @type {Set<string>} Keys whose latest write reached this instance's cache but not Redis. */
  const unsynced = new Set();
  /** @type {Map<string, number>} The newest version (lastModified) of each key this instance's own cache holds. */
  const heldLocally = new Map();
  /** @type {Map<string, Promise<void>>} Copies from Redis being written to this instance's own cache, by key. */
  const copying = new Map();
  let lastSync = Number.NEGATIVE_INFINITY;
  /** @type {Promise<void> | null} */
  let syncing = null;

  /** @param {Record<string, string>} remote */
  const applyRemoteTags = (remote) => {
    for (const [tag, text] of Object.entries(remote)) {
      const decoded = decodeTag(text);
      if (decoded === null || decoded.at <= (applied.get(tag) ?? Number.NEGATIVE_INFINITY)) continue;
      manifest.set(tag, decoded.entry);
      applied.set(tag, decoded.at);
    }
  };

  /** @param {RedisLink} link */
  const syncTags = async (link) => {
    const answer = await link.run((client) => client.hGetAll(TAGS_KEY));
    if (!answer.ok) return;
    lastSync = now();
    applyRemoteTags(answer.value);
    if (pendingTags.size === 0) return;
    // Only what is still newer than Redis's copy: another instance may have invalidated since.
    /** @type {Record<string, string>} */
    const newer = {};
    for (const [tag, text] of pendingTags) {
      const remote = answer.value[tag] === undefined ? null : decodeTag(answer.value[tag]);
      const mine = decodeTag(text);
      if (mine !== null && (remote === null || mine.at > remote.at)) newer[tag] = text;
    }
    if (Object.keys(newer).length > 0 && !(await link.run((client) => client.hSet(TAGS_KEY, newer))).ok) return;
    pendingTags.clear();
  };

  /**
   * Reads the other instances' invalidations unless that was done within TAG_SYNC_MS; concurrent reads
   * share one call.
   * @param {RedisLink} link
   */
  const freshTags = (link) => {
    if (now() - lastSync < TAG_SYNC_MS) return Promise.resolve();
    syncing ??= syncTags(link).finally(() => {
      syncing = null;
    });
    return syncing;
  };

  /**
   * @param {RedisLink} link
   * @param {string} redisKey
   * @param {CacheHandlerValue} entry
   */
  const writeEntry = async (link, redisKey, entry) =>
    (await link.run((client) => client.set(redisKey, encodeEntry(entry), { EX: ENTRY_TTL_SECONDS }))).ok;

  /** @implements {NextCacheHandler} */
  class SharedCacheHandler {
    /** @type {LocalCache} */
    #local;
    /** @type {RedisLink} */
    #link;
    /** @type {string} */
    #prefix;

    /** @param {CacheHandlerContext} ctx */
    constructor(ctx) {
      this.#local = new Local(ctx);
      this.#link = getLink();
      this.#prefix = `${KEY_PREFIX}:${buildIdOf(ctx.serverDistDir)}:`;
    }

    /**
     * @param {string} key
     * @param {GetContext} ctx
     * @returns {Promise<CacheHandlerValue | null>}
     */
    async get(key, ctx) {
      const link = this.#link;
      if (!link.available()) return this.#local.get(key, ctx);
      const redisKey = this.#prefix + key;
      const [answer] = await Promise.all([link.run((client) => client.get(redisKey)), freshTags(link)]);
      const shared = answer.ok && answer.value !== null ? decodeEntry(answer.value) : null;
      if (!unsynced.has(key)) {
        if (shared === null) return this.#local.get(key, ctx);
        this.#keepLocally(key, shared, ctx);
        return shared;
      }
      if (!answer.ok) return this.#local.get(key, ctx);
      const local = await this.#local.get(key, ctx);
      if (local === null || (shared !== null && shared.lastModified >= local.lastModified)) {
        unsynced.delete(key);
        return shared ?? local;
      }
      if (await writeEntry(link, redisKey, local)) unsynced.delete(key);
      return local;
    }

    /**
     * @param {string} key
     * @param {SetValue} data
     * @param {SetContext} ctx
     */
    async set(key, data, ctx) {
      const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
      /** @type {CacheHandlerValue} */
      const entry = { lastModified: now(), value: data, ...(cacheControl ? { cacheControl } : {}) };
      // An older version still being copied must not land on top of this one.
      await copying.get(key);
      heldLocally.set(key, entry.lastModified);
      const [, written] = await Promise.all([this.#local.set(key, data, ctx), writeEntry(this.#link, this.#prefix + key, entry)]);
      if (written) unsynced.delete(key);
      else unsynced.add(key);
    }

    /**
     * Copies a version Redis served into this instance's own cache unless it holds that one or a newer one.
     * @param {string} key
     * @param {CacheHandlerValue} entry
     * @param {GetContext} ctx
     */
    #keepLocally(key, entry, ctx) {
      if (entry.value === null || entry.lastModified <= (heldLocally.get(key) ?? Number.NEGATIVE_INFINITY) || copying.has(key)) return;
      heldLocally.set(key, entry.lastModified);
      const copy = this.#local
        .set(key, entry.value, setContextOf(ctx, entry))
        .catch(() => {
          heldLocally.delete(key);
        })
        .finally(() => copying.delete(key));
      copying.set(key, copy);
    }

    /**
     * @param {string | string[]} tags
     * @param {Durations} [durations]
     */
    async revalidateTag(tags, durations) {
      await this.#local.revalidateTag(tags, durations);
      const at = now();
      /** @type {Record<string, string>} */
      const stored = {};
      for (const tag of typeof tags === 'string' ? [tags] : tags) {
        stored[tag] = JSON.stringify({ ...manifest.get(tag), at });
        applied.set(tag, at);
      }
      if (Object.keys(stored).length === 0) return;
      if ((await this.#link.run((client) => client.hSet(TAGS_KEY, stored))).ok) return;
      for (const [tag, text] of Object.entries(stored)) pendingTags.set(tag, text);
    }

    resetRequestCache() {}
  }

  return SharedCacheHandler;
}

/**
 * The handler class for next.config.mjs: Next's own file-system cache when REDIS_URL is unset or not a
 * redis:// URL (config validation stops such a server at start), else the shared cache on the process's
 * Redis connection.
 * @param {Record<string, string | undefined>} env
 * @returns {new (ctx: CacheHandlerContext) => NextCacheHandler}
 */
function cacheHandlerFor(env) {
  const url = env.REDIS_URL;
  if (!url || !isRedisUrl(url)) return FileSystemCache;
  return createSharedCacheHandler({ link: () => sharedRedis(url), Local: FileSystemCache, manifest: tagsManifest });
}

module.exports = { ENTRY_TTL_SECONDS, TAG_SYNC_MS, TAGS_KEY, encodeEntry, decodeEntry, createSharedCacheHandler, cacheHandlerFor };
