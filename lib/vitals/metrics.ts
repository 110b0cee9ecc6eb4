// Real visitors' Core Web Vitals (issue 39): the metrics the site collects, Google's thresholds for them, and
// the fixed buckets every value is counted in. Values are never kept one by one: a day holds, per route and per
// connection type, how many visits fell in each bucket (lib/vitals/store.ts), and the 75th percentile is read
// back from those counts (lib/vitals/summary.ts). Pure: the browser's beacon and the server share it.

/** Figures are kept this many days, then deleted (issue 39); the privacy notice says so. */
export const RETENTION_DAYS = 90;

export const METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type MetricName = (typeof METRICS)[number];

/** navigator.connection.effectiveType, or 'unknown' where a browser does not say (Safari, Firefox). */
export const CONNECTIONS = ['4g', '3g', '2g', 'slow-2g', 'unknown'] as const;
export type ConnectionType = (typeof CONNECTIONS)[number];

/**
 * Google's limits of "good" and of "needs improvement", as web-vitals publishes them (LCPThresholds and the
 * rest; a test holds them equal). A 75th percentile at or below the first is good, above the second poor.
 */
export const THRESHOLDS: Readonly<Record<MetricName, readonly [good: number, poor: number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

const LOAD_MS = [
  100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000, 2250, 2500, 2750, 3000, 3500, 4000, 4500, 5000, 6000, 7000, 8000,
  10_000, 12_000, 15_000, 20_000, 30_000, 60_000,
];

/**
 * Each bucket's upper bound (inclusive); a value above the last is counted in one more, open bucket. Every
 * threshold is a bound, so a percentile's rating never depends on where inside its bucket it is placed, and
 * the steps are about a tenth of the value around the thresholds, finer than a phone's own variation.
 */
export const BUCKETS: Readonly<Record<MetricName, readonly number[]>> = {
  LCP: LOAD_MS,
  TTFB: LOAD_MS,
  INP: [16, 24, 32, 40, 50, 64, 80, 100, 120, 140, 160, 180, 200, 250, 300, 350, 400, 450, 500, 600, 800, 1000, 1500, 2000, 3000, 5000, 10_000],
  CLS: [0, 0.01, 0.025, 0.05, 0.075, 0.1, 0.125, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5],
};

/** The largest value a beacon may carry: ten minutes for the timings, a shift of 50 screens for CLS. */
export const MAX_VALUES: Readonly<Record<MetricName, number>> = { LCP: 600_000, INP: 600_000, TTFB: 600_000, CLS: 50 };

/** The index of the bucket `value` is counted in: the first whose bound is at least the value. */
export function bucketOf(metric: MetricName, value: number): number {
  const bounds = BUCKETS[metric];
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

export type Rating = 'good' | 'needs-improvement' | 'poor';

export function rating(metric: MetricName, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}
