import { CLSThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import { BUCKETS, rating, THRESHOLDS } from './metrics';

describe('the thresholds', () => {
  it('are web-vitals’ own, so a rating here is Google’s', () => {
    expect(THRESHOLDS).toEqual({ LCP: LCPThresholds, INP: INPThresholds, CLS: CLSThresholds, TTFB: TTFBThresholds });
  });

  it('are bucket bounds, so a percentile’s rating never depends on where in its bucket it is placed', () => {
    expect(BUCKETS.LCP).toEqual(expect.arrayContaining([2500, 4000]));
    expect(BUCKETS.INP).toEqual(expect.arrayContaining([200, 500]));
    expect(BUCKETS.CLS).toEqual(expect.arrayContaining([0.1, 0.25]));
    expect(BUCKETS.TTFB).toEqual(expect.arrayContaining([800, 1800]));
  });
});

describe('rating', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0, 'good'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1800, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
  ] as const)('rates %s %d as %s', (metric, value, expected) => {
    expect(rating(metric, value)).toBe(expected);
  });
});
