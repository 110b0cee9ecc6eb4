/** @jest-environment node */
import { RedisLink } from '@/lib/server/redis.cjs';
import { FakeRedis } from '@/test/fake-redis';
import { endpointKey, type StoredSubscription } from './store-shape';

/**
 * HSCAN in pages of two, the second page repeating the first page's last field: what a real Redis may answer
 * when the hash shrinks during a scan (many subscriptions removed meanwhile; SCAN's documentation: "a given
 * element may be returned multiple times").
 */
class RepeatingScan extends FakeRedis {
  override async hScan(key: string, cursor = '0'): Promise<{ cursor: string; entries: { field: string; value: string }[] }> {
    const { entries } = await super.hScan(key);
    return cursor === '0' ? { cursor: '1', entries: entries.slice(0, 2) } : { cursor: '0', entries: entries.slice(1) };
  }
}

const redis = new RepeatingScan();
const link = new RedisLink(redis, { log: () => undefined });

jest.mock('@/lib/server/redis.cjs', () => ({
  ...jest.requireActual<typeof import('@/lib/server/redis.cjs')>('@/lib/server/redis.cjs'),
  sharedRedis: () => link,
}));

const subscription = (n: number): StoredSubscription => ({
  endpoint: `https://push.example/send/${n}`,
  keys: { p256dh: `key-${n}`, auth: `auth-${n}` },
  topics: ['notices'],
  locale: 'en',
  createdAt: 1_000 + n,
});

describe('the Redis store of subscriptions', () => {
  it('yields each subscription once, and counts it once, when HSCAN returns it twice', async () => {
    const stored = [1, 2, 3].map(subscription);
    redis.hashes.set('test:subs', new Map(stored.map((one) => [endpointKey(one.endpoint), JSON.stringify(one)])));
    const { redisStore } = await import('./redis-store');
    const store = redisStore('redis://127.0.0.1:9', 'test');
    const found: StoredSubscription[] = [];
    for await (const batch of store.batches()) found.push(...batch);
    expect(found).toEqual(stored);
    expect((await store.counts()).notices).toEqual({ en: 3, hi: 0 });
  });
});
