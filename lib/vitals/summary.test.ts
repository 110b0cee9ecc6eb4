import { vitalsDay as day, vitalsMonth as month } from '@/test/vitals-days';
import type { VitalsSample } from './counts';
import type { ConnectionType, MetricName } from './metrics';
import { percentile75, summarizeVitals } from './summary';

function view(route: string, values: Partial<Record<MetricName, number>>, connection: ConnectionType = '4g'): VitalsSample {
  return { route, connection, metrics: Object.entries(values).map(([name, value]) => ({ name: name as MetricName, value })) };
}

describe('percentile75', () => {
  it('places the 75th percentile inside its bucket: 100 visits all between 2.0 and 2.25 s give 2.1875 s', () => {
    const counts = new Array<number>(40).fill(0);
    counts[15] = 100; // the bucket (2000, 2250]
    expect(percentile75('LCP', counts)).toEqual({ p75: 2187.5, beyond: false, visits: 100, rating: 'good' });
  });

  it('gives no figure without visits', () => {
    expect(percentile75('INP', [0, 0, 0])).toEqual({ p75: null, beyond: false, visits: 0, rating: null });
  });
});

describe('summarizeVitals', () => {
  it('reads four visits as a 2.5 s page: the third fastest of four, at the top of its bucket', () => {
    const summary = summarizeVitals(month({ 28: day(...[1000, 1100, 2300, 5000].map((lcp) => view('/Admission', { LCP: lcp }))) }));
    expect(summary.routes.map((row) => row.name)).toEqual(['/Admission']);
    expect(summary.routes[0]?.last7.LCP).toEqual({ p75: 2500, beyond: false, visits: 4, rating: 'good' });
  });

  it('counts a visit 10 days ago in the 28-day figures only', () => {
    const summary = summarizeVitals(month({ 18: day(view('/News', { LCP: 5000 })), 28: day(view('/News', { LCP: 1500 })) }));
    const news = summary.routes[0];
    expect(news?.last7.LCP.visits).toBe(1);
    expect(news?.last7.LCP.rating).toBe('good');
    expect(news?.last28.LCP.visits).toBe(2);
    expect(news?.last28.LCP.rating).toBe('poor');
  });

  it('lists the most visited route first, and adds every route up in the whole site’s figures', () => {
    const summary = summarizeVitals(month({ 27: day(view('/', { LCP: 900 }), view('/Tc', { LCP: 900 }), view('/', { LCP: 900, INP: 120 })) }));
    expect(summary.routes.map((row) => [row.name, row.last28.LCP.visits])).toEqual([
      ['/', 2],
      ['/Tc', 1],
    ]);
    expect(summary.all.last28.LCP.visits).toBe(3);
    expect(summary.all.last28.INP.visits).toBe(1);
    expect(summary.all.last28.CLS).toEqual({ p75: null, beyond: false, visits: 0, rating: null });
  });

  it('gives each connection type its own figures, and leaves out those without visits', () => {
    const summary = summarizeVitals(month({ 28: day(view('/', { LCP: 1800 }, '4g'), view('/', { LCP: 7500 }, '3g'), view('/', { LCP: 7500 }, '3g')) }));
    expect(summary.connections.map((row) => [row.name, row.last7.LCP.visits, row.last7.LCP.rating])).toEqual([
      ['4g', 1, 'good'],
      ['3g', 2, 'poor'],
    ]);
  });

  it('says a page slower than the last bucket is over 60 s, and poor', () => {
    const summary = summarizeVitals(month({ 28: day(view('/', { LCP: 90_000 })) }));
    expect(summary.all.last7.LCP).toEqual({ p75: 60_000, beyond: true, visits: 1, rating: 'poor' });
  });

  it('gives LCP day by day for 28 days, with no figure on a day without visits', () => {
    const summary = summarizeVitals(month({ 2: day(view('/', { LCP: 3000 })), 28: day(view('/Tc', { LCP: 1000 }), view('/', { LCP: 1000 })) }));
    expect(summary.daily).toHaveLength(28);
    expect(summary.daily[0]).toEqual({ day: '2026-11-01', lcp: { p75: null, beyond: false, visits: 0, rating: null } });
    expect(summary.daily[1]?.lcp.visits).toBe(1);
    expect(summary.daily[1]?.lcp.rating).toBe('needs-improvement');
    expect(summary.daily[27]?.lcp.visits).toBe(2);
  });

  it('keeps CLS of a perfectly still page at 0', () => {
    const summary = summarizeVitals(month({ 28: day(view('/', { CLS: 0 }), view('/', { CLS: 0 })) }));
    expect(summary.all.last7.CLS).toEqual({ p75: 0, beyond: false, visits: 2, rating: 'good' });
  });
});
