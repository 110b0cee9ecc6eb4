import 'server-only';
import { RLWrapperTimeouts, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { REDIS_TIMEOUT_MS, sharedRedis } from '@/lib/server/redis.cjs';

/** The TC request limits: per client address, per admission number whatever the address, and to the vendor in total. */
export const TC_LIMITS = {
  perIp: { points: 5, duration: 10 * 60 },
  perAdmission: { points: 5, duration: 60 * 60 },
  vendor: { points: 120, duration: 60 * 60 },
} as const;

type Limits = (typeof TC_LIMITS)[keyof typeof TC_LIMITS];

export interface TcLimiters {
  perIp: RateLimiterAbstract;
  perAdmission: RateLimiterAbstract;
  vendor: RateLimiterAbstract;
}

/**
 * Fresh limiters. Without Redis they count within this process only. With REDIS_URL they count in Redis,
 * so the limits hold across every instance; a Redis call not answered within REDIS_TIMEOUT_MS, or refused
 * at once because the connection is down, is counted by an in-memory limiter of this process instead
 * (the insurance limiter), so a request never waits on Redis and the limits still hold per instance.
 */
export function createTcLimiters(redisUrl: string | null = null): TcLimiters {
  const limiter = (keyPrefix: string, limits: Limits): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, ...limits });
    if (redisUrl === null) return memory;
    return new RLWrapperTimeouts({
      limiter: new RateLimiterRedis({
        storeClient: sharedRedis(redisUrl).client,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        keyPrefix: `school-site:${keyPrefix}`,
        ...limits,
        insuranceLimiter: memory,
      }),
      timeoutMs: REDIS_TIMEOUT_MS,
    });
  };
  return {
    perIp: limiter('tc-ip', TC_LIMITS.perIp),
    perAdmission: limiter('tc-admission', TC_LIMITS.perAdmission),
    vendor: limiter('tc-vendor', TC_LIMITS.vendor),
  };
}

/** Takes one point for `key`; returns null when allowed, or the seconds to wait when the limit is spent. */
export async function takePoint(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    // consume() rejects with a RateLimiterRes when the limit is spent, and with an Error when the store fails.
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}
