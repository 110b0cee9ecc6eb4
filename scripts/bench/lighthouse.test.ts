/** @jest-environment node */
import { lighthouseArgs, median, protocolMisses, summarise, tbtRounds, type LighthouseRun, type NetworkRequest } from './lighthouse';

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

  it("has Chromium trust the keys it is given, and no certificate otherwise", () => {
    const flags = chromeFlags(lighthouseArgs({ url, throttling: 'devtools', trustedSpki: ['a+b/c=', 'd/e+f='] }, '/tmp/profile-x'));
    expect(flags).toContain('--ignore-certificate-errors-spki-list=a+b/c=,d/e+f=');
    expect(flags.at(-1)).toBe('--user-data-dir=/tmp/profile-x');
    expect(chromeFlags(lighthouseArgs({ url, throttling: 'devtools' })).filter((flag) => flag.startsWith('--ignore-certificate-errors'))).toEqual([]);
  });
});

describe('protocolMisses', () => {
  const origin = 'https://localhost:3934';
  const request = (path: string, protocol: string, statusCode = 200, at = origin): NetworkRequest => ({ url: `${at}${path}`, protocol, statusCode });

  it('finds nothing when every answered request to the origin came over the protocol', () => {
    expect(protocolMisses([request('/', 'h2'), request('/_next/static/a.js', 'h2')], origin, 'h2')).toEqual([]);
  });

  it('names each request to the origin that came over another protocol', () => {
    expect(protocolMisses([request('/', 'h2'), request('/_next/static/a.js', 'http/1.1')], origin, 'h2')).toEqual([`${origin}/_next/static/a.js (http/1.1)`]);
  });

  it('leaves out other origins, data: URLs and requests that were never answered', () => {
    const requests = [request('/', 'h2'), request('/maps', 'http/1.1', 200, 'https://www.google.com'), { url: 'data:image/png;base64,AAAA', protocol: 'data', statusCode: 200 }, request('/api/vitals', '', -1)];
    expect(protocolMisses(requests, origin, 'h2')).toEqual([]);
  });

  it('leaves out an embedded PDF, which Chromium fetches outside the page’s connection', () => {
    const pdf = { ...request('/docs/tc/sample.pdf', 'http/1.1'), mimeType: 'application/pdf' };
    expect(protocolMisses([request('/Tc', 'h2'), pdf], origin, 'h2')).toEqual([]);
    // The download Chromium makes with its viewer off is named by no type: the address says it.
    expect(protocolMisses([request('/Tc', 'h2'), { ...pdf, mimeType: '' }], origin, 'h2')).toEqual([]);
    expect(protocolMisses([request('/Tc', 'h2'), request('/docs/tc/form', 'http/1.1')], origin, 'h2')).toHaveLength(1);
  });

  it('counts a run with no answered request to the origin as a miss, so a page loaded from elsewhere is never taken for h2', () => {
    expect(protocolMisses([request('/', 'http/1.1', 200, 'http://127.0.0.1:3931')], origin, 'h2')).toEqual([`no answered request to ${origin}`]);
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

describe('tbtRounds', () => {
  const run = (tbtMs: number): LighthouseRun => ({ performance: 90, accessibility: 100, seo: 100, lcpMs: 2000, tbtMs, cls: 0, failedAudits: [] });

  it("pairs two targets' TBT round by round, a failed run's NaN kept in its round", () => {
    expect(tbtRounds([run(200), run(150), run(NaN)], [run(120), run(NaN), run(90)])).toEqual([[200, 120], [150, NaN], [NaN, 90]]);
  });
});
