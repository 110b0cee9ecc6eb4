/** @jest-environment node */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { RedisLink } from '@/lib/server/redis.cjs';
import { FakeRedis } from '@/test/fake-redis';
import { addPoint, spentWait, takePoint } from '@/lib/server/rate-limit';
import { createTcLimiters } from './limits';

/**
 * The fake Redis with what the rate limiter sends: the script that adds points to a key that expires, and
 * the transaction that reads a key's points and time to live.
 */
class CountingRedis extends FakeRedis {
  readonly counts = new Map<string, number>();
  readonly ttls = new Map<string, number>();
  hang = false;

  override eval(_script: string, options: { keys: string[]; arguments: string[] }): Promise<[number, number]> {
    this.sent.push('EVAL');
    if (this.hang) return new Promise(() => undefined);
    const key = options.keys[0] ?? '';
    const count = (this.counts.get(key) ?? 0) + Number(options.arguments[0]);
    this.counts.set(key, count);
    if (!this.ttls.has(key)) this.ttls.set(key, Number(options.arguments[1]) * 1000);
    return Promise.resolve([count, this.ttls.get(key) ?? 0]);
  }

  multi() {
    let key = '';
    const transaction = {
      get: (name: string) => {
        key = name;
        return transaction;
      },
      pTTL: () => transaction,
      exec: (): Promise<[string | null, number]> => {
        this.sent.push('MULTI');
        if (this.hang) return new Promise(() => undefined);
        const count = this.counts.get(key);
        return Promise.resolve(count === undefined ? [null, -2] : [String(count), this.ttls.get(key) ?? 0]);
      },
    };
    return transaction;
  }
}

const redis = new CountingRedis();
const link = new RedisLink(redis, { log: () => undefined });

jest.mock('@/lib/server/redis.cjs', () => ({
  ...jest.requireActual<typeof import('@/lib/server/redis.cjs')>('@/lib/server/redis.cjs'),
  sharedRedis: () => link,
}));

const ADDRESS = '203.0.113.9';

async function sixAnswers(take: (n: number) => Promise<number | null>): Promise<(number | null)[]> {
  const waits: (number | null)[] = [];
  for (let n = 0; n < 6; n += 1) waits.push(await take(n));
  return waits;
}

beforeEach(() => {
  redis.counts.clear();
  redis.ttls.clear();
  redis.sent.length = 0;
  redis.isReady = true;
  redis.hang = false;
});

describe('createTcLimiters', () => {
  it('counts in this process without REDIS_URL', async () => {
    const limiters = createTcLimiters();
    expect(limiters.perClient).toBeInstanceOf(RateLimiterMemory);
    const waits = await sixAnswers(() => takePoint(limiters.perClient, ADDRESS));
    expect(waits.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(waits[5]).toBeGreaterThan(0);
    expect(redis.sent).toEqual([]);
  });

  it('counts in Redis with REDIS_URL, so requests spread over two instances share one limit', async () => {
    const instances = [createTcLimiters('redis://127.0.0.1:6379'), createTcLimiters('redis://127.0.0.1:6379')];
    const waits = await sixAnswers((n) => takePoint(instances[n % 2]!.perClient, ADDRESS));
    expect(waits.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(waits[5]).toBe(600);
    expect([...redis.counts.keys()]).toEqual([`school-site:tc-client:${ADDRESS}`]);
  });

  it('counts in this process when Redis is not connected, without asking it', async () => {
    redis.isReady = false;
    const limiters = createTcLimiters('redis://127.0.0.1:6379');
    const waits = await sixAnswers(() => takePoint(limiters.perClient, ADDRESS));
    expect(waits.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(waits[5]).toBeGreaterThan(0);
    expect(redis.sent).toEqual([]);
  });

  it('answers within the Redis timeout when Redis hangs, counting in this process', async () => {
    redis.hang = true;
    const limiters = createTcLimiters('redis://127.0.0.1:6379');
    const started = performance.now();
    const waits = await sixAnswers(() => takePoint(limiters.perClient, ADDRESS));
    expect(performance.now() - started).toBeLessThan(6 * 1_000);
    expect(waits.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(waits[5]).toBeGreaterThan(0);
  });
});

describe('failed lookups', () => {
  const KEY = '2015/0412 203.0.113.0/24';

  it('refuse nothing until 5 have been counted, then refuse for the rest of the hour', async () => {
    const { failedLookups } = createTcLimiters();
    const waits: (number | null)[] = [];
    for (let n = 0; n < 5; n += 1) {
      waits.push(await spentWait(failedLookups, KEY));
      await addPoint(failedLookups, KEY);
    }
    expect(waits).toEqual([null, null, null, null, null]);
    expect(await spentWait(failedLookups, KEY)).toBeGreaterThan(59 * 60);
    expect(await spentWait(failedLookups, '2015/0412 198.51.100.0/24')).toBeNull();
  });

  it('are never counted by checking them', async () => {
    const { failedLookups } = createTcLimiters();
    for (let n = 0; n < 10; n += 1) expect(await spentWait(failedLookups, KEY)).toBeNull();
  });

  it('are shared by every instance through Redis', async () => {
    const [first, second] = [createTcLimiters('redis://127.0.0.1:6379'), createTcLimiters('redis://127.0.0.1:6379')];
    for (let n = 0; n < 5; n += 1) await addPoint(first.failedLookups, KEY);
    expect(await spentWait(second.failedLookups, KEY)).toBe(3600);
    expect(redis.counts.get(`school-site:tc-failed:${KEY}`)).toBe(5);
  });

  it('are counted in this process, within the Redis timeout, when Redis hangs', async () => {
    redis.hang = true;
    const { failedLookups } = createTcLimiters('redis://127.0.0.1:6379');
    const started = performance.now();
    for (let n = 0; n < 5; n += 1) await addPoint(failedLookups, KEY);
    expect(await spentWait(failedLookups, KEY)).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(6 * 1_000);
  });
});
