/** @jest-environment node */
import { throttlingFrom } from './lighthouse';

describe('throttlingFrom', () => {
  it("keeps Lighthouse's simulated throttling unless applied throttling is asked for", () => {
    expect(throttlingFrom(undefined)).toBe('simulate');
    expect(throttlingFrom('')).toBe('simulate');
    expect(throttlingFrom('simulate')).toBe('simulate');
    expect(throttlingFrom('devtools')).toBe('devtools');
  });

  it('refuses any other value instead of measuring the other way', () => {
    expect(() => throttlingFrom('applied')).toThrow('BENCH_LIGHTHOUSE_THROTTLING must be simulate or devtools, not "applied"');
  });
});
