import 'server-only';
import CircuitBreaker from 'opossum';
import { callContentApi, type CallOptions, type CallResult } from './client';
import { ContentApiError } from './errors';

/** When the breaker opens and how often it lets a probe through. */
export const BREAKER_LIMITS = {
  /** Calls within the rolling window before the breaker may open at all. */
  minCalls: 3,
  /** Share of the window's calls that must have failed for it to open, in percent. */
  errorPercent: 50,
  /** The rolling window over which failures are counted. */
  windowMs: 60_000,
  /** While open, one probe call is let through this often; its success closes the breaker. */
  probeEveryMs: 30_000,
} as const;

type Call = (options: CallOptions) => Promise<CallResult>;

/**
 * A circuit breaker around a vendor call: after repeated failures it answers at once with an error instead
 * of waiting for the vendor's timeout, lets one probe through every `probeEveryMs`, and closes when a probe
 * succeeds. Each change of state is logged on one line.
 */
export function createVendorBreaker(name: string, call: Call, limits: typeof BREAKER_LIMITS = BREAKER_LIMITS): (options: CallOptions) => Promise<CallResult> {
  const breaker = new CircuitBreaker(call, {
    name,
    // The calls carry their own timeouts (client.ts); opossum's would only race them.
    timeout: false,
    errorThresholdPercentage: limits.errorPercent,
    volumeThreshold: limits.minCalls,
    rollingCountTimeout: limits.windowMs,
    resetTimeout: limits.probeEveryMs,
  });
  const logState = (state: string) => () => console.warn(JSON.stringify({ level: 'warn', msg: 'vendor-breaker', name, state }));
  breaker.on('open', logState('open'));
  breaker.on('halfOpen', logState('half-open'));
  breaker.on('close', logState('closed'));

  return async (options) => {
    try {
      return await breaker.fire(options);
    } catch (error) {
      if (isOpenBreakerError(error)) {
        throw new ContentApiError(`${options.resource}: not called, the vendor failed repeatedly (circuit open)`, {
          resource: options.resource,
        });
      }
      throw error;
    }
  };
}

function isOpenBreakerError(error: unknown): boolean {
  return error instanceof Error && (error as Error & { code?: unknown }).code === 'EOPENBREAKER';
}

const key = Symbol.for('school-site.vendor-breaker');
type WithBreaker = typeof globalThis & { [key]?: (options: CallOptions) => Promise<CallResult> };

/**
 * Calls the content service through the one breaker of the live (uncached) vendor calls: the visitor
 * counter and the TC request. Kept on globalThis so every route bundle of the process shares it.
 */
export function callLiveVendor(options: CallOptions): Promise<CallResult> {
  const store = globalThis as WithBreaker;
  store[key] ??= createVendorBreaker('live-vendor-calls', callContentApi);
  return store[key](options);
}
