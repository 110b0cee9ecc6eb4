import { render, screen, within } from '@testing-library/react';
import type { DayCounts, VitalsSample } from '@/lib/vitals/counts';
import { summarizeVitals } from '@/lib/vitals/summary';
import { vitalsDay as day, vitalsMonth } from '@/test/vitals-days';
import { formatFigure, SpeedReportView } from './speed-report';

/** A month whose only visits are today's. */
const month = (today: DayCounts) => vitalsMonth({ 28: today });

const ADMISSION: VitalsSample = { route: '/Admission', connection: '4g', metrics: [{ name: 'LCP', value: 1900 }, { name: 'CLS', value: 0 }] };
const HOME: VitalsSample = { route: '/', connection: '4g', metrics: [{ name: 'TTFB', value: 120 }] };
const NEWS_ITEM: VitalsSample = { route: '/News/[slug]', connection: '4g', metrics: [{ name: 'TTFB', value: 120 }] };
const HINDI_TC_3G: VitalsSample = { route: '/hi/Tc', connection: '3g', metrics: [{ name: 'LCP', value: 5200 }, { name: 'INP', value: 320 }] };

describe('formatFigure', () => {
  it.each([
    ['LCP', 2500, '2.5 s'],
    ['LCP', 4000, '4.0 s'],
    ['TTFB', 800, '0.8 s'],
    ['TTFB', 830, '0.9 s'],
    ['INP', 200, '200 ms'],
    ['INP', 200.2, '201 ms'],
    ['CLS', 0.1, '0.10'],
    ['CLS', 0.101, '0.11'],
    ['CLS', 0, '0.00'],
  ] as const)('writes %s %d as %s: a threshold as itself, anything above it as more', (metric, value, text) => {
    expect(formatFigure(metric, value)).toBe(text);
  });
});

describe('SpeedReportView', () => {
  it('shows each page in the office’s words, with each figure, its rating in words and the visits behind it', () => {
    render(<SpeedReportView summary={summarizeVitals(month(day(ADMISSION, ADMISSION, HINDI_TC_3G)))} demoVisits={0} redisUnavailable={false} />);
    const week = screen.getByRole('table', { name: 'Last 7 days' });
    const admission = within(week).getByRole('row', { name: /^Admission/ });
    expect(admission).toHaveTextContent('Admission');
    expect(within(admission).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '2.0 sGood2 visits',
      'No visits',
      '0.00Good2 visits',
      'No visits',
    ]);
    const hindi = within(week).getByRole('row', { name: /^TC \(Hindi\)/ });
    expect(within(hindi).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['5.8 sPoor1 visit', '338 msNeeds improvement1 visit', 'No visits', 'No visits']);
    const connections = screen.getByRole('table', { name: 'By connection, last 28 days' });
    expect(within(connections).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['4G or faster (also Wi-Fi)', '3G']);
    expect(screen.getByRole('img', { name: /Page shown \(LCP\), 75th percentile by day over the last 28 days: 1 days with visits/ })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('names the home page, an item’s page and the other pages in words', () => {
    render(<SpeedReportView summary={summarizeVitals(month(day(HOME, NEWS_ITEM, { ...HOME, route: 'other' })))} demoVisits={0} redisUnavailable={false} />);
    const week = screen.getByRole('table', { name: 'Last 7 days' });
    expect(within(week).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Home page', 'News: one item’s page', 'Other pages (not found, offline, this page)']);
  });

  it('marks made-up demonstration figures as such', () => {
    render(<SpeedReportView summary={summarizeVitals(month(day(ADMISSION)))} demoVisits={1} redisUnavailable={false} />);
    expect(screen.getByRole('note')).toHaveTextContent('Demonstration figures: 1 of the visits below were made up to show what this page looks like');
  });

  it('says when nothing was measured yet, and when the shared store could not be read', () => {
    render(<SpeedReportView summary={summarizeVitals(month({}))} demoVisits={0} redisUnavailable />);
    const statuses = screen.getAllByRole('status').map((status) => status.textContent);
    expect(statuses).toEqual([expect.stringContaining('could not be read just now'), expect.stringContaining('No visits measured in the last 28 days yet')]);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
