import 'server-only';
import { RLWrapperTimeouts, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { REDIS_TIMEOUT_MS, sharedRedis } from '@/lib/server/redis.cjs';

/** How many points a key may spend in how many seconds. */
export interface Limit {
  readonly points: number;
  readonly duration: number;
}

/**
 * A fresh limiter. Without Redis it counts within this process only. With a Redis URL it counts in Redis,
 * so the limit holds across every instance; a Redis call not answered within REDIS_TIMEOUT_MS, or refused
 * at once because the connection is down, is counted by an in-memory limiter of this process instead
 * (the insurance limiter), so a request never waits on Redis and the limit still holds per instance.
 */
export function createLimiter(keyPrefix: string, limit: Limit, redisUrl: string | null = null): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, ...limit });
  if (redisUrl === null) return memory;
  return new RLWrapperTimeouts({
    limiter: new RateLimiterRedis({
      storeClient: sharedRedis(redisUrl).client,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      keyPrefix: `school-site:${keyPrefix}`,
      ...limit,
      insuranceLimiter: memory,
    }),
    timeoutMs: REDIS_TIMEOUT_MS,
  });
}

function waitSeconds(result: RateLimiterRes): number {
  return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
}

/** Takes one point for `key`; returns null when allowed, or the seconds to wait when the limit is spent. */
export async function takePoint(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    // consume() rejects with a RateLimiterRes when the limit is spent, and with an Error when the store fails.
    if (rejection instanceof RateLimiterRes) return waitSeconds(rejection);
    throw rejection;
  }
}

/** The seconds to wait when `key` has spent its points, else null; takes no point. */
export async function spentWait(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  const result = await limiter.get(key);
  // remainingPoints, not limiter.points: the Redis wrapper reports 0 points of its own.
  return result !== null && result.remainingPoints === 0 ? waitSeconds(result) : null;
}

/** Counts one point against `key` without refusing anything, for limits on outcomes rather than requests. */
export async function addPoint(limiter: RateLimiterAbstract, key: string): Promise<void> {
  await limiter.penalty(key);
}
