/** @jest-environment node */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { RedisLink } from '@/lib/server/redis.cjs';
import { FakeRedis } from '@/test/fake-redis';
import { createTcLimiters, takePoint } from './limits';

/** The fake Redis with the one script the rate limiter runs: add points to a key that expires. */
class CountingRedis extends FakeRedis {
  readonly counts = new Map<string, number>();
  hang = false;

  eval(_script: string, options: { keys: string[]; arguments: string[] }): Promise<[number, number]> {
    this.sent.push('EVAL');
    if (this.hang) return new Promise(() => undefined);
    const [key] = options.keys;
    const count = (this.counts.get(key ?? '') ?? 0) + Number(options.arguments[0]);
    this.counts.set(key ?? '', count);
    return Promise.resolve([count, Number(options.arguments[1]) * 1000]);
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
  redis.sent.length = 0;
  redis.isReady = true;
  redis.hang = false;
});

describe('createTcLimiters', () => {
  it('counts in this process without REDIS_URL', async () => {
    const limiters = createTcLimiters();
    expect(limiters.perIp).toBeInstanceOf(RateLimiterMemory);
    const waits = await sixAnswers(() => takePoint(limiters.perIp, ADDRESS));
    expect(waits.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(waits[5]).toBeGreaterThan(0);
    expect(redis.sent).toEqual([]);
  });

  it('counts in Redis with REDIS_URL, so requests spread over two instances share one limit', async () => {
    const instances = [createTcLimiters('redis://127.0.0.1:6379'), createTcLimiters('redis://127.0.0.1:6379')];
    const waits = await sixAnswers((n) => takePoint(instances[n % 2]!.perIp, ADDRESS));
    expect(waits.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(waits[5]).toBe(600);
    expect([...redis.counts.keys()]).toEqual([`school-site:tc-ip:${ADDRESS}`]);
  });

  it('counts in this process when Redis is not connected, without asking it', async () => {
    redis.isReady = false;
    const limiters = createTcLimiters('redis://127.0.0.1:6379');
    const waits = await sixAnswers(() => takePoint(limiters.perIp, ADDRESS));
    expect(waits.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(waits[5]).toBeGreaterThan(0);
    expect(redis.sent).toEqual([]);
  });

  it('answers within the Redis timeout when Redis hangs, counting in this process', async () => {
    redis.hang = true;
    const limiters = createTcLimiters('redis://127.0.0.1:6379');
    const started = performance.now();
    const waits = await sixAnswers(() => takePoint(limiters.perAdmission, '2015/0412'));
    expect(performance.now() - started).toBeLessThan(6 * 1_000);
    expect(waits.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(waits[5]).toBeGreaterThan(0);
  });
});
