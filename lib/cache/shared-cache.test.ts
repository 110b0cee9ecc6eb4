/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FakeRedis } from '@/test/fake-redis';
import { RedisLink } from '../server/redis.cjs';
import {
  FileSystemCache,
  nodeFs,
  type CachedFetchValue,
  type CacheHandlerValue,
  type GetIncrementalFetchCacheContext,
  type GetIncrementalResponseCacheHandlerContext,
  type IncrementalCachedAppPageValue,
  type IncrementalCacheValue,
  type SetIncrementalFetchCacheContext,
  type TagManifestEntry,
} from './next-internals.cjs';
import { ENTRY_TTL_SECONDS, TAG_SYNC_MS, TAGS_KEY, cacheHandlerFor, createSharedCacheHandler, decodeEntry, encodeEntry } from './shared-cache.cjs';

// Next's value kinds are const enums in its declarations; tests build the values as Next's JSON has them.
const fetchValue = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 300 }) as unknown as CachedFetchValue;
const fetchContext = { kind: 'FETCH', tags: ['content:news', 'content'], softTags: ['_N_T_/News'] } as unknown as GetIncrementalFetchCacheContext;
const setFetchContext: SetIncrementalFetchCacheContext = { fetchCache: true, tags: ['content:news', 'content'] };
const pageContext = { kind: 'APP_PAGE', isFallback: false } as unknown as GetIncrementalResponseCacheHandlerContext;
const pageValue = {
  kind: 'APP_PAGE',
  html: '<!doctype html><p>News</p>',
  rscData: Buffer.from([0, 1, 2, 250, 255]),
  status: 200,
  headers: { 'x-next-cache-tags': 'content,_N_T_/News' },
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
} as unknown as IncrementalCachedAppPageValue;

let dist: string;
let serverDistDir: string;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'shared-cache-'));
  serverDistDir = path.join(dist, 'server');
  mkdirSync(serverDistDir);
  writeFileSync(path.join(dist, 'BUILD_ID'), 'build-1\n');
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

const context = () => ({ fs: nodeFs, serverDistDir, revalidatedTags: [], _requestHeaders: {} });

/** One instance's own cache, standing for Next's FileSystemCache: entries and its tag table in memory. */
function localCacheOf(manifest: Map<string, TagManifestEntry>, clock: { now: number }) {
  const entries = new Map<string, CacheHandlerValue>();
  class LocalCache {
    async get(key: string): Promise<CacheHandlerValue | null> {
      return entries.get(key) ?? null;
    }
    async set(key: string, value: IncrementalCacheValue | null): Promise<void> {
      entries.set(key, { lastModified: clock.now, value });
    }
    // As FileSystemCache does: stale now, expiring after the profile's `expire`.
    async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
      for (const tag of typeof tags === 'string' ? [tags] : tags) {
        const existing = manifest.get(tag) ?? {};
        manifest.set(tag, durations ? { ...existing, stale: clock.now, ...(durations.expire === undefined ? {} : { expired: clock.now + durations.expire * 1000 }) } : { ...existing, expired: clock.now });
      }
    }
  }
  return { LocalCache, entries };
}

/** An instance: its own tag table, own cache and own connection to the one (fake) Redis. */
function instance(redis: FakeRedis, clock: { now: number }) {
  const manifest = new Map<string, TagManifestEntry>();
  const { LocalCache, entries } = localCacheOf(manifest, clock);
  const link = new RedisLink(redis, { timeoutMs: 50, holdMs: 2_000, now: () => clock.now, log: () => undefined });
  link.markUp();
  const Handler = createSharedCacheHandler({ link: () => link, Local: LocalCache, manifest, now: () => clock.now });
  return { handler: () => new Handler(context()), manifest, entries, link };
}

function setup() {
  const redis = new FakeRedis();
  const clock = { now: 1_700_000_000_000 };
  return { redis, clock, a: instance(redis, clock), b: instance(redis, clock) };
}

const MAX_PROFILE = { expire: 365 * 24 * 60 * 60 };

describe('encodeEntry and decodeEntry', () => {
  it('keep a page entry whole: its HTML, RSC bytes, segment map, headers and lifetime', () => {
    const entry = { lastModified: 123, value: pageValue, cacheControl: { revalidate: 300, expire: 31_536_000 } };
    const decoded = decodeEntry(encodeEntry(entry));
    expect(decoded).toEqual(entry);
    const value = decoded?.value as IncrementalCachedAppPageValue;
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(value.segmentData?.get('/_tree')?.toString()).toBe('tree');
  });

  it('keep a data entry whole, and read anything else as a miss', () => {
    const entry = { lastModified: 5, value: fetchValue('[{"title":"A"}]') };
    expect(decodeEntry(encodeEntry(entry))).toEqual(entry);
    expect(decodeEntry('not json')).toBeNull();
    expect(decodeEntry('{"value":1}')).toBeNull();
    expect(decodeEntry('null')).toBeNull();
  });
});

describe('the shared cache handler', () => {
  it('writes through to Redis and to its own cache, so another instance reads the entry from Redis', async () => {
    const { redis, a, b } = setup();
    await a.handler().set('/fetch/news', fetchValue('[1]'), setFetchContext);
    expect(a.entries.get('/fetch/news')?.value).toEqual(fetchValue('[1]'));
    const stored = redis.strings.get('school-site:build-1:/fetch/news');
    expect(stored?.ex).toBe(ENTRY_TTL_SECONDS);

    expect(b.entries.size).toBe(0);
    await expect(b.handler().get('/fetch/news', fetchContext)).resolves.toMatchObject({ value: fetchValue('[1]') });
  });

  it('shares a page with the lifetime it was rendered with', async () => {
    const { a, b } = setup();
    const cacheControl = { revalidate: 300, expire: 31_536_000 };
    await a.handler().set('/_route_cache/$/News', pageValue, { cacheControl, isFallback: false });
    const entry = await b.handler().get('/_route_cache/$/News', pageContext);
    expect(entry).toMatchObject({ value: pageValue, cacheControl });
  });

  it('keeps a copy of a version another instance wrote, once, so its fallback is never older than what it served', async () => {
    const { redis, clock, a, b } = setup();
    await b.handler().set('/fetch/news', fetchValue('[old]'), setFetchContext);
    clock.now += 10_000;
    await a.handler().set('/fetch/news', fetchValue('[new]'), setFetchContext);
    const writes = jest.spyOn(b.entries, 'set');
    for (let n = 0; n < 3; n += 1) await expect(b.handler().get('/fetch/news', fetchContext)).resolves.toMatchObject({ value: fetchValue('[new]') });
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveBeenCalledTimes(1);

    redis.isReady = false;
    await expect(b.handler().get('/fetch/news', fetchContext)).resolves.toMatchObject({ value: fetchValue('[new]') });
  });

  it('reads its own cache when Redis is down, without asking Redis', async () => {
    const { redis, a } = setup();
    await a.handler().set('/fetch/news', fetchValue('[1]'), setFetchContext);
    redis.isReady = false;
    const sent = redis.sent.length;
    await a.handler().set('/fetch/news', fetchValue('[2]'), setFetchContext);
    await expect(a.handler().get('/fetch/news', fetchContext)).resolves.toMatchObject({ value: fetchValue('[2]') });
    expect(redis.sent.length).toBe(sent);
  });

  it('answers from its own cache within the timeout when Redis hangs, and skips Redis for the hold after', async () => {
    const { redis, a } = setup();
    await a.handler().set('/fetch/news', fetchValue('[1]'), setFetchContext);
    redis.mode = 'hang';
    const started = performance.now();
    await expect(a.handler().get('/fetch/news', fetchContext)).resolves.toMatchObject({ value: fetchValue('[1]') });
    expect(performance.now() - started).toBeLessThan(1_000);
    const sent = redis.sent.length;
    await expect(a.handler().get('/fetch/news', fetchContext)).resolves.toMatchObject({ value: fetchValue('[1]') });
    expect(redis.sent.length).toBe(sent);
  });

  it('makes an invalidation on one instance stale on the others, with the same times', async () => {
    const { redis, clock, a, b } = setup();
    await b.handler().get('/fetch/news', fetchContext);
    clock.now += 60_000;
    await a.handler().revalidateTag('content', MAX_PROFILE);
    const made = a.manifest.get('content');
    expect(made).toEqual({ stale: clock.now, expired: clock.now + MAX_PROFILE.expire * 1000 });
    expect(JSON.parse(redis.hashes.get(TAGS_KEY)?.get('content') ?? '{}')).toEqual({ ...made, at: clock.now });

    expect(b.manifest.has('content')).toBe(false);
    clock.now += TAG_SYNC_MS;
    await b.handler().get('/fetch/news', fetchContext);
    expect(b.manifest.get('content')).toEqual(made);
  });

  it('reads the tag table at most once per TAG_SYNC_MS, however many reads', async () => {
    const { redis, clock, a } = setup();
    await Promise.all([a.handler().get('/1', fetchContext), a.handler().get('/2', fetchContext)]);
    await a.handler().get('/3', fetchContext);
    expect(redis.sent.filter((command) => command === 'HGETALL')).toHaveLength(1);
    clock.now += TAG_SYNC_MS;
    await a.handler().get('/4', fetchContext);
    expect(redis.sent.filter((command) => command === 'HGETALL')).toHaveLength(2);
  });

  it('never lets an older invalidation from Redis replace a newer one made here', async () => {
    const { clock, a, b } = setup();
    await a.handler().revalidateTag('content', MAX_PROFILE);
    clock.now += 5_000;
    b.link.markDown(new Error('gone'));
    await b.handler().revalidateTag('content', MAX_PROFILE);
    const mine = b.manifest.get('content');
    clock.now += 5_000;
    b.link.markUp();
    await b.handler().get('/fetch/news', fetchContext);
    expect(b.manifest.get('content')).toEqual(mine);
  });

  it('stores an invalidation made while Redis was down once it is back, so the others still refresh', async () => {
    const { redis, clock, a, b } = setup();
    redis.isReady = false;
    await a.handler().revalidateTag('content', MAX_PROFILE);
    expect(redis.hashes.get(TAGS_KEY)).toBeUndefined();
    const made = a.manifest.get('content');

    redis.isReady = true;
    clock.now += TAG_SYNC_MS;
    await a.handler().get('/fetch/news', fetchContext);
    await b.handler().get('/fetch/news', fetchContext);
    expect(b.manifest.get('content')).toEqual(made);
  });

  it('prefers its own newer copy of an entry whose write missed Redis, and puts it back in Redis', async () => {
    const { redis, clock, a, b } = setup();
    await a.handler().set('/fetch/news', fetchValue('[old]'), setFetchContext);
    redis.isReady = false;
    clock.now += 10_000;
    await a.handler().set('/fetch/news', fetchValue('[new]'), setFetchContext);

    redis.isReady = true;
    await expect(a.handler().get('/fetch/news', fetchContext)).resolves.toMatchObject({ value: fetchValue('[new]') });
    await expect(b.handler().get('/fetch/news', fetchContext)).resolves.toMatchObject({ value: fetchValue('[new]') });
  });

  it('keeps an entry of another build apart', async () => {
    const { redis, a } = setup();
    redis.strings.set('school-site:build-0:/fetch/news', { value: encodeEntry({ lastModified: 1, value: fetchValue('[other build]') }), ex: 60 });
    await expect(a.handler().get('/fetch/news', fetchContext)).resolves.toBeNull();
  });

  it('keys a handler made without a dist dir (the one serving proxy.ts) by the build in the working directory', async () => {
    const redis = new FakeRedis();
    const clock = { now: 1_000 };
    const manifest = new Map<string, TagManifestEntry>();
    const link = new RedisLink(redis, { timeoutMs: 50, holdMs: 2_000, now: () => clock.now, log: () => undefined });
    link.markUp();
    const Handler = createSharedCacheHandler({ link: () => link, Local: localCacheOf(manifest, clock).LocalCache, manifest, now: () => clock.now });
    const cwd = jest.spyOn(process, 'cwd').mockReturnValue(path.dirname(dist));
    const previous = process.env.NEXT_DIST_DIR;
    process.env.NEXT_DIST_DIR = path.basename(dist);
    try {
      // Next's context type names a dist dir, but the context it serves proxy.ts with has none.
      const withoutDistDir = { fs: nodeFs, revalidatedTags: [], _requestHeaders: {} } as unknown as ReturnType<typeof context>;
      await new Handler(withoutDistDir).set('/fetch/news', fetchValue('[1]'), setFetchContext);
    } finally {
      cwd.mockRestore();
      if (previous === undefined) delete process.env.NEXT_DIST_DIR;
      else process.env.NEXT_DIST_DIR = previous;
    }
    expect([...redis.strings.keys()]).toEqual(['school-site:build-1:/fetch/news']);
  });
});

describe('cacheHandlerFor', () => {
  it('is Next\'s own file-system cache without REDIS_URL', () => {
    expect(cacheHandlerFor({})).toBe(FileSystemCache);
    expect(cacheHandlerFor({ REDIS_URL: '' })).toBe(FileSystemCache);
  });

  it('is the shared cache with REDIS_URL', () => {
    expect(cacheHandlerFor({ REDIS_URL: 'redis://127.0.0.1:6379' })).not.toBe(FileSystemCache);
  });

  it('copies a page another instance rendered onto this instance\'s disk, which serves it while Redis is down', async () => {
    const redis = new FakeRedis();
    const otherDist = mkdtempSync(path.join(tmpdir(), 'shared-cache-b-'));
    mkdirSync(path.join(otherDist, 'server'));
    writeFileSync(path.join(otherDist, 'BUILD_ID'), 'build-1\n');
    try {
      const handlerOn = (dir: string) => {
        const link = new RedisLink(redis, { log: () => undefined });
        link.markUp();
        const Handler = createSharedCacheHandler({ link: () => link, Local: FileSystemCache, manifest: new Map() });
        return () => new Handler({ ...context(), serverDistDir: dir, flushToDisk: true });
      };
      const a = handlerOn(serverDistDir);
      const b = handlerOn(path.join(otherDist, 'server'));
      const cacheControl = { revalidate: 300, expire: 31_536_000 };
      await a().set('/route-cache/$/Events', pageValue, { cacheControl, isFallback: false });
      await expect(b().get('/route-cache/$/Events', pageContext)).resolves.toMatchObject({ value: pageValue });

      // The copy is written in the background: read B's own cache until it is there (5 s at most).
      redis.isReady = false;
      let fallback: CacheHandlerValue | null = null;
      for (const deadline = Date.now() + 5_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
        fallback = await b().get('/route-cache/$/Events', pageContext);
        if ((fallback?.value as IncrementalCachedAppPageValue | undefined)?.html === pageValue.html) break;
      }
      expect(fallback).toMatchObject({ value: { kind: 'APP_PAGE', html: pageValue.html, rscData: pageValue.rscData, headers: pageValue.headers }, cacheControl });
    } finally {
      rmSync(otherDist, { recursive: true, force: true });
    }
  });

  it('keeps the last good data on disk in Next\'s own cache beneath it while Redis is down', async () => {
    const redis = new FakeRedis();
    redis.isReady = false;
    const link = new RedisLink(redis, { log: () => undefined });
    const Handler = createSharedCacheHandler({ link: () => link, Local: FileSystemCache, manifest: new Map() });
    await new Handler({ ...context(), flushToDisk: true }).set('fetch-key', fetchValue('[on disk]'), setFetchContext);
    const read = await new Handler({ ...context(), flushToDisk: true }).get('fetch-key', fetchContext);
    expect(read?.value).toMatchObject(fetchValue('[on disk]'));
  });
});
