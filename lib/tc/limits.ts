import 'server-only';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { createLimiter } from '@/lib/server/rate-limit';

/**
 * The TC request limits. The vendor's budget (120 lookups an hour, shared by every parent) is what an
 * attacker would spend, so no single network may spend more than a twelfth of it: 10 lookups an hour per
 * IPv4 /24 or IPv6 /48, whatever the number of addresses it holds, so emptying the budget takes twelve
 * separate networks, and a family, a cyber café or an office NAT still has ten certificates an hour.
 * Per client (an IPv4 address, an IPv6 /64): 5 requests in 10 minutes, counted before the body is read.
 * Failed lookups (the vendor knows no such name for the admission number) count per admission number and
 * network, so wrong names sent from one network lock that pupil out of that network only; guessing names
 * for one pupil is bounded by the per-client and per-network limits as well, to 10 guesses an hour from a network.
 */
export const TC_LIMITS = {
  perClient: { points: 5, duration: 10 * 60 },
  perNetwork: { points: 10, duration: 60 * 60 },
  failedLookups: { points: 5, duration: 60 * 60 },
  vendor: { points: 120, duration: 60 * 60 },
} as const;

export interface TcLimiters {
  /** Every POST, keyed by clientKey(address). */
  perClient: RateLimiterAbstract;
  /** Valid requests, keyed by networkKey(address). */
  perNetwork: RateLimiterAbstract;
  /** Lookups the vendor answered "not found", keyed by admission number and network; only ever checked and penalised. */
  failedLookups: RateLimiterAbstract;
  /** Calls to the vendor, one key for all. */
  vendor: RateLimiterAbstract;
}

/** Fresh TC limiters, in this process or, with a Redis URL, shared by every instance (see createLimiter). */
export function createTcLimiters(redisUrl: string | null = null): TcLimiters {
  return {
    perClient: createLimiter('tc-client', TC_LIMITS.perClient, redisUrl),
    perNetwork: createLimiter('tc-network', TC_LIMITS.perNetwork, redisUrl),
    failedLookups: createLimiter('tc-failed', TC_LIMITS.failedLookups, redisUrl),
    vendor: createLimiter('tc-vendor', TC_LIMITS.vendor, redisUrl),
  };
}
