import type { Metric } from 'web-vitals';
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { reportWebVitals } from './beacon';

jest.mock('web-vitals', () => ({ onCLS: jest.fn(), onINP: jest.fn(), onLCP: jest.fn(), onTTFB: jest.fn() }));

type Report = (metric: Metric) => void;

/** The callback reportWebVitals gave web-vitals for each metric. */
function callbacks(): Record<'LCP' | 'INP' | 'CLS' | 'TTFB', Report> {
  const last = (mock: unknown) => (jest.mocked(mock as (report: Report) => void).mock.calls.at(-1) as [Report])[0];
  return { LCP: last(onLCP), INP: last(onINP), CLS: last(onCLS), TTFB: last(onTTFB) };
}

function metric(name: Metric['name'], value: number, id = `v5-${name}-1`): Metric {
  return { name, value, id, delta: value, rating: 'good', entries: [], navigationType: 'navigate', navigationId: 1 };
}

let visibility: DocumentVisibilityState = 'visible';
const sendBeacon = jest.fn(() => true);

function hide(): void {
  visibility = 'hidden';
  // As a browser fires it: at the document, bubbling to the window.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  visibility = 'visible';
}

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
});

beforeEach(() => {
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'connection', { configurable: true, value: undefined });
});

/** The beacons sent, as the server reads them. */
function sent(): unknown[] {
  return sendBeacon.mock.calls.map((call) => {
    const [url, body] = call as unknown as [string, string];
    expect(url).toBe('/api/vitals');
    return JSON.parse(body);
  });
}

describe('reportWebVitals', () => {
  it('sends one beacon when the page is hidden: the route’s pattern, the connection type and the figures, nothing else', () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { effectiveType: '3g', downlink: 0.7, rtt: 300 } });
    reportWebVitals('/News/annual-sports-day-2025');
    const report = callbacks();
    report.TTFB(metric('TTFB', 412.3));
    report.LCP(metric('LCP', 2204));
    report.CLS(metric('CLS', 0.013));
    expect(sendBeacon).not.toHaveBeenCalled();
    hide();
    expect(sent()).toEqual([
      {
        route: '/News/[slug]',
        connection: '3g',
        metrics: [
          { name: 'TTFB', value: 412.3 },
          { name: 'LCP', value: 2204 },
          { name: 'CLS', value: 0.013 },
        ],
      },
    ]);
  });

  it('sends nothing more when hidden again with nothing new, and sends a metric once per page view', () => {
    reportWebVitals('/');
    const report = callbacks();
    report.LCP(metric('LCP', 1500));
    hide();
    hide();
    report.LCP(metric('LCP', 1800));
    report.INP(metric('INP', 88));
    hide();
    expect(sent()).toEqual([
      { route: '/', connection: 'unknown', metrics: [{ name: 'LCP', value: 1500 }] },
      { route: '/', connection: 'unknown', metrics: [{ name: 'INP', value: 88 }] },
    ]);
  });

  it('counts an address that names no page as other, never by its address', () => {
    reportWebVitals('/ramesh-kumar-admission-9876');
    callbacks().TTFB(metric('TTFB', 90));
    hide();
    expect(sent()).toEqual([{ route: 'other', connection: 'unknown', metrics: [{ name: 'TTFB', value: 90 }] }]);
  });
});
