/** @jest-environment node */
import { mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RedisLink } from '@/lib/server/redis.cjs';
import { FakeRedis } from '@/test/fake-redis';
import { setContentEnv } from '@/test/content-env';
import type { VitalsSample } from './counts';
import { BUCKETS, CONNECTIONS, METRICS } from './metrics';
import { ROUTE_PATTERNS } from './routes';

const redis = new FakeRedis();
const link = new RedisLink(redis, { log: () => undefined });

jest.mock('@/lib/server/redis.cjs', () => ({
  ...jest.requireActual<typeof import('@/lib/server/redis.cjs')>('@/lib/server/redis.cjs'),
  sharedRedis: () => link,
}));

// 19:00 UTC on 27 November is half past midnight on the 28th in Bokaro: the visit counts on the 28th.
const NOW = new Date('2026-11-27T19:00:00Z');
const DAY = '2026-11-28';
const NEWS_ON_3G: VitalsSample = { route: '/News', connection: '3g', metrics: [{ name: 'LCP', value: 1500 }] };

type Store = typeof import('./store');

/** The store as a newly started server has it: nothing in memory. */
async function freshStore(): Promise<Store> {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('school-site.vitals-store')];
  let store: Store | undefined;
  await jest.isolateModulesAsync(async () => {
    store = await import('./store');
  });
  return store as Store;
}

let distDir: string;

beforeEach(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'vitals-'));
  setContentEnv('http://127.0.0.1:9');
  process.env.NEXT_DIST_DIR = distDir;
  delete process.env.REDIS_URL;
  redis.mode = 'ok';
  redis.hashes.clear();
});

afterAll(() => {
  delete process.env.NEXT_DIST_DIR;
});

describe('without Redis', () => {
  it('adds page views into the day’s counts on disk, by route and by connection, and a restarted server reads them', async () => {
    const store = await freshStore();
    await store.recordVitals(NEWS_ON_3G, NOW);
    await store.recordVitals(NEWS_ON_3G, NOW);
    await store.flushVitals();
    // 1500 ms is in the 13th bucket, (1400, 1600].
    expect(JSON.parse(await readFile(path.join(distDir, 'cache', 'vitals', `${DAY}.json`), 'utf8'))).toEqual({ 'r:/News|LCP|12': 2, 'c:3g|LCP|12': 2 });

    const restarted = await freshStore();
    await restarted.recordVitals(NEWS_ON_3G, NOW);
    const read = await restarted.readVitals(['2026-11-27', DAY]);
    expect(read.days.get('2026-11-27')).toEqual({});
    expect(read.days.get(DAY)).toEqual({ 'r:/News|LCP|12': 3, 'c:3g|LCP|12': 3 });
    expect(read.redisUnavailable).toBe(false);
  });

  it('reads the made-up demonstration figures apart from the real ones', async () => {
    const store = await freshStore();
    await mkdir(path.join(distDir, 'cache', 'vitals', 'demo'), { recursive: true });
    await writeFile(path.join(distDir, 'cache', 'vitals', 'demo', `${DAY}.json`), JSON.stringify({ 'r:/|LCP|3': 40 }));
    await store.recordVitals(NEWS_ON_3G, NOW);
    const read = await store.readVitals([DAY]);
    expect(read.demo.get(DAY)).toEqual({ 'r:/|LCP|3': 40 });
    expect(read.days.get(DAY)).toEqual({ 'r:/News|LCP|12': 1, 'c:3g|LCP|12': 1 });
  });

  it('ignores what a day’s file holds beyond the known fields, and an unreadable file', async () => {
    const store = await freshStore();
    const dir = path.join(distDir, 'cache', 'vitals');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${DAY}.json`), JSON.stringify({ 'r:/News|LCP|12': 5, 'r:/secret-path|LCP|1': 9, 'c:3g|LCP|12': -1 }));
    await writeFile(path.join(dir, '2026-11-27.json'), '{not json');
    const read = await store.readVitals(['2026-11-27', DAY]);
    expect(read.days.get(DAY)).toEqual({});
    expect(read.days.get('2026-11-27')).toEqual({});
    await writeFile(path.join(dir, `${DAY}.json`), JSON.stringify({ 'r:/News|LCP|12': 5, 'r:/secret-path|LCP|1': 9 }));
    expect((await store.readVitals([DAY])).days.get(DAY)).toEqual({ 'r:/News|LCP|12': 5 });
  });

  it('holds a flood of every beacon there can be in a bounded day: every route, connection and bucket, about 10,000 numbers', async () => {
    const store = await freshStore();
    for (const route of ROUTE_PATTERNS) {
      for (const connection of CONNECTIONS) {
        for (const name of METRICS) {
          for (const value of [...BUCKETS[name], BUCKETS[name].at(-1)! + 1]) await store.recordVitals({ route, connection, metrics: [{ name, value }] }, NOW);
        }
      }
    }
    await store.flushVitals();
    const file = path.join(distDir, 'cache', 'vitals', `${DAY}.json`);
    const counts = JSON.parse(await readFile(file, 'utf8')) as Record<string, number>;
    expect(Object.keys(counts).length).toBeLessThanOrEqual(12_000);
    expect((await stat(file)).size).toBeLessThan(400 * 1024);
  });

  it('deletes the days older than 90 days when it next writes', async () => {
    const store = await freshStore();
    const dir = path.join(distDir, 'cache', 'vitals');
    await mkdir(path.join(dir, 'demo'), { recursive: true });
    for (const name of ['2026-01-01.json', '2026-08-01.json', 'demo/2026-01-01.json', 'notes.txt']) await writeFile(path.join(dir, name), '{}');
    await store.recordVitals(NEWS_ON_3G);
    await store.flushVitals();
    const kept = await readdir(dir);
    expect(kept).toContain('notes.txt');
    expect(kept).not.toContain('2026-01-01.json');
    expect(await readdir(path.join(dir, 'demo'))).toEqual([]);
  });
});

describe('with Redis', () => {
  beforeEach(() => {
    process.env.REDIS_URL = 'redis://127.0.0.1:6399';
  });

  it('adds each page view in the day’s Redis hash, which every instance shares, kept 91 days', async () => {
    const store = await freshStore();
    await store.recordVitals(NEWS_ON_3G, NOW);
    expect(Object.fromEntries(redis.hashes.get(`school-site:vitals:${DAY}`) ?? [])).toEqual({ 'r:/News|LCP|12': '1', 'c:3g|LCP|12': '1' });
    expect(redis.expiries.get(`school-site:vitals:${DAY}`)).toBe(91 * 86_400);
    // Another instance's visits, already in Redis, are read with this one's.
    await redis.hIncrBy(`school-site:vitals:${DAY}`, 'r:/News|LCP|12', 4);
    expect((await store.readVitals([DAY])).days.get(DAY)).toEqual({ 'r:/News|LCP|12': 5, 'c:3g|LCP|12': 1 });
  });

  it('keeps a page view on disk when Redis refuses it, and says when Redis cannot be read', async () => {
    const store = await freshStore();
    redis.mode = 'fail';
    await store.recordVitals(NEWS_ON_3G, NOW);
    const read = await store.readVitals([DAY]);
    expect(read.redisUnavailable).toBe(true);
    expect(read.days.get(DAY)).toEqual({ 'r:/News|LCP|12': 1, 'c:3g|LCP|12': 1 });
  });
});
