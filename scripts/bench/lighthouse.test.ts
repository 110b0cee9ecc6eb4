/** @jest-environment node */
import { lighthouseArgs, median, summarise, type LighthouseRun } from './lighthouse';

const url = 'http://127.0.0.1:3931/Tc';
const chromeFlags = (args: string[]) => args.find((arg) => arg.startsWith('--chrome-flags='))?.split(' ') ?? [];

describe('lighthouseArgs', () => {
  it('hands the chosen method to Lighthouse, so the budgets really load under applied throttling', () => {
    expect(lighthouseArgs({ url, throttling: 'devtools' })).toContain('--throttling-method=devtools');
    expect(lighthouseArgs({ url, throttling: 'simulate' })).toContain('--throttling-method=simulate');
    expect(lighthouseArgs({ url, throttling: 'devtools' })).toContain(url);
  });

  it('asks for the three budgeted categories unless told fewer', () => {
    expect(lighthouseArgs({ url, throttling: 'devtools' })).toContain('--only-categories=performance,accessibility,seo');
    expect(lighthouseArgs({ url, throttling: 'devtools', categories: ['performance'] })).toContain('--only-categories=performance');
  });

  it("starts Chromium in the profile it is given, after chrome-launcher's own, and in chrome-launcher's alone otherwise", () => {
    expect(chromeFlags(lighthouseArgs({ url, throttling: 'devtools' }, '/tmp/profile-x')).at(-1)).toBe('--user-data-dir=/tmp/profile-x');
    expect(chromeFlags(lighthouseArgs({ url, throttling: 'devtools' })).filter((flag) => flag.startsWith('--user-data-dir'))).toEqual([]);
  });
});

describe('median', () => {
  it('takes the middle figure, or the mean of the two middle ones', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([400, 100, 300, 200])).toBe(250);
  });

  it("leaves a failed run's NaN out, and is NaN when no run gave a figure", () => {
    expect(median([300, Number.NaN, 100, 200])).toBe(200);
    expect(median([Number.NaN, Number.NaN])).toBeNaN();
  });
});

describe('summarise', () => {
  const run = (performance: number, tbtMs: number, accessibility: number): LighthouseRun => ({
    performance, accessibility, seo: 100, lcpMs: 2000, tbtMs, cls: 0, failedAudits: accessibility < 100 ? ['accessibility: color-contrast'] : [],
  });
  const failed: LighthouseRun = { performance: NaN, accessibility: NaN, seo: NaN, lcpMs: NaN, tbtMs: NaN, cls: NaN, failedAudits: [] };

  it('counts the rounds that gave figures: medians of the timings, the worst accessibility', () => {
    const summed = summarise([run(90, 300, 100), failed, run(94, 100, 96), run(92, 200, 100)]);
    expect(summed.performance).toBe(92);
    expect(summed.tbtMs).toBe(200);
    expect(summed.accessibility).toBe(96);
    expect(summed.failedAudits).toEqual(['accessibility: color-contrast']);
  });
});
