/** @jest-environment node */
import { lighthouseArgs, throttlingFrom } from './lighthouse';

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

describe('lighthouseArgs', () => {
  it('hands the chosen method to Lighthouse, so a devtools bench really loads under applied throttling', () => {
    expect(lighthouseArgs('http://127.0.0.1:3931/Tc', 'devtools')).toContain('--throttling-method=devtools');
    expect(lighthouseArgs('http://127.0.0.1:3931/Tc', 'simulate')).toContain('--throttling-method=simulate');
    expect(lighthouseArgs('http://127.0.0.1:3931/Tc', 'devtools')).toContain('http://127.0.0.1:3931/Tc');
  });
});
