import 'server-only';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** The TC request limits: per client address, per admission number whatever the address, and to the vendor in total. */
export const TC_LIMITS = {
  perIp: { points: 5, duration: 10 * 60 },
  perAdmission: { points: 5, duration: 60 * 60 },
  vendor: { points: 120, duration: 60 * 60 },
} as const;

export interface TcLimiters {
  perIp: RateLimiterMemory;
  perAdmission: RateLimiterMemory;
  vendor: RateLimiterMemory;
}

/** Fresh in-memory limiters: they count within this process only (the README says how to share them). */
export function createTcLimiters(): TcLimiters {
  return {
    perIp: new RateLimiterMemory({ keyPrefix: 'tc-ip', ...TC_LIMITS.perIp }),
    perAdmission: new RateLimiterMemory({ keyPrefix: 'tc-admission', ...TC_LIMITS.perAdmission }),
    vendor: new RateLimiterMemory({ keyPrefix: 'tc-vendor', ...TC_LIMITS.vendor }),
  };
}

/** Takes one point for `key`; returns null when allowed, or the seconds to wait when the limit is spent. */
export async function takePoint(limiter: RateLimiterMemory, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    // consume() rejects with a RateLimiterRes when the limit is spent, and with an Error when the store fails.
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}
