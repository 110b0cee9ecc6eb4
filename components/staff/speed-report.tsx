import type { ReactNode } from 'react';
import { DataTable } from '@/components/static/data-table';
import { pageInfo } from '@/content/navigation';
import { isCanonicalRoute } from '@/content/routes';
import { withoutLocale } from '@/lib/routes';
import { METRICS, THRESHOLDS, type ConnectionType, type MetricName, type Rating } from '@/lib/vitals/metrics';
import { OTHER_ROUTE } from '@/lib/vitals/routes';
import type { DailyFigure, FigureRow, MetricFigure, MetricFigures, VitalsSummary } from '@/lib/vitals/summary';

/** What each figure measures, in the office's words. */
const METRIC_WORDS: Readonly<Record<MetricName, { label: string; means: string }>> = {
  LCP: { label: 'Page shown', means: 'how long until the main text or picture of the page is on the screen (Largest Contentful Paint)' },
  INP: { label: 'Response to a tap', means: 'how long the page takes to react when a parent taps or types (Interaction to Next Paint)' },
  CLS: { label: 'Page steadiness', means: 'how much the page jumps about while it loads; 0 is perfectly still (Cumulative Layout Shift)' },
  TTFB: { label: 'Server answer', means: 'how long until the first byte of the page arrives from the server (Time to First Byte)' },
};

const RATING_WORDS: Readonly<Record<Rating, { label: string; className: string }>> = {
  good: { label: 'Good', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  'needs-improvement': { label: 'Needs improvement', className: 'bg-gold-50 text-gold-700 ring-gold-200' },
  poor: { label: 'Poor', className: 'bg-red-50 text-red-800 ring-red-200' },
};

const CONNECTION_WORDS: Readonly<Record<ConnectionType, string>> = {
  '4g': '4G or faster (also Wi-Fi)',
  '3g': '3G',
  '2g': '2G',
  'slow-2g': 'Very slow 2G',
  unknown: 'Not told by the browser (iPhones, Firefox)',
};

/** `value` rounded up to `step`: a figure never reads as better than its rating (0.83 s, over 0.8 s, reads 0.9 s). */
function roundedUp(value: number, step: number): number {
  // Less a hair, so that a threshold itself (0.1, 2500 ms) is not pushed to the next step by floating point.
  return Math.ceil(value / step - 1e-9) * step;
}

/** A figure in the unit a person reads: seconds for loading, milliseconds for a tap, a plain number for steadiness. */
export function formatFigure(metric: MetricName, value: number): string {
  if (metric === 'CLS') return roundedUp(value, 0.01).toFixed(2);
  if (metric === 'INP') return `${roundedUp(value, 1)} ms`;
  return `${(roundedUp(value, 100) / 1000).toFixed(1)} s`;
}

/** A route pattern in the office's words: '/News/[slug]' is 'A news item (its own page)'. */
export function routeLabel(route: string): string {
  if (route === OTHER_ROUTE) return 'Other pages (not found, offline, this page)';
  const { locale, path } = withoutLocale(route);
  const listing = /^(\/\w+)\/\[slug\]$/.exec(path)?.[1];
  let name = path;
  if (listing !== undefined && isCanonicalRoute(listing)) name = `${pageInfo(listing).name}: one item’s page`;
  else if (path === '/') name = 'Home page';
  else if (isCanonicalRoute(path)) name = pageInfo(path).name;
  return locale === 'en' ? name : `${name} (Hindi)`;
}

function Figure({ metric, figure }: { metric: MetricName; figure: MetricFigure }): ReactNode {
  if (figure.p75 === null || figure.rating === null) return <span className="text-sand-600">No visits</span>;
  const rated = RATING_WORDS[figure.rating];
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <strong className="tabular-nums">
        {figure.beyond ? 'over ' : ''}
        {formatFigure(metric, figure.p75)}
      </strong>
      <span className={`rounded-full px-2 text-sm font-semibold ring-1 ${rated.className}`}>{rated.label}</span>
      <span className="text-sm text-sand-600">
        {figure.visits} {figure.visits === 1 ? 'visit' : 'visits'}
      </span>
    </span>
  );
}

function rowCells(label: ReactNode, figures: MetricFigures): ReactNode[] {
  return [label, ...METRICS.map((metric) => <Figure key={metric} metric={metric} figure={figures[metric]} />)];
}

const COLUMNS = ['Page', ...METRICS.map((metric) => METRIC_WORDS[metric].label)];

function PeriodTable({ caption, rows, period }: { caption: string; rows: readonly FigureRow[]; period: 'last7' | 'last28' }) {
  return <DataTable table={{ caption, columns: COLUMNS, rows: rows.map((row) => rowCells(routeLabel(row.name), row[period])) }} />;
}

const BAR_FILL: Readonly<Record<Rating, string>> = { good: 'fill-emerald-600', 'needs-improvement': 'fill-gold-400', poor: 'fill-red-700' };

function shortDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(date)}/${Number(month)}`;
}

/**
 * LCP's 75th percentile day by day: a bar per day, coloured by its rating, with Google's two limits drawn
 * across. The bars stretch to the width (an SVG without a fixed aspect ratio); the labels are text beside it,
 * so they stay readable on a phone.
 */
function DailyChart({ daily }: { daily: readonly DailyFigure[] }) {
  const [good, poor] = THRESHOLDS.LCP;
  const highest = Math.max(poor * 1.25, ...daily.map((entry) => entry.lcp.p75 ?? 0));
  const top = (value: number) => 100 * (1 - value / highest);
  const measured = daily.filter((entry) => entry.lcp.p75 !== null).length;
  const described = `Page shown (LCP), 75th percentile by day over the last ${daily.length} days: ${measured} days with visits; the dashed lines are Google's limits of good (${formatFigure('LCP', good)}) and poor (${formatFigure('LCP', poor)}).`;
  return (
    <figure className="mt-4 rounded-card bg-white p-4 ring-1 ring-sand-200">
      <div role="img" aria-label={described}>
        <div className="relative ml-12 h-52 border-b border-sand-600">
          <svg viewBox={`0 0 ${daily.length * 10} 100`} preserveAspectRatio="none" aria-hidden="true" className="absolute inset-0 h-full w-full overflow-visible">
            {daily.map((entry, index) =>
              entry.lcp.p75 !== null && entry.lcp.rating !== null ? (
                <rect key={entry.day} x={index * 10 + 1.5} width={7} y={top(entry.lcp.p75)} height={100 - top(entry.lcp.p75)} className={BAR_FILL[entry.lcp.rating]}>
                  <title>{`${shortDay(entry.day)}: ${formatFigure('LCP', entry.lcp.p75)}, ${entry.lcp.visits} visits`}</title>
                </rect>
              ) : null,
            )}
            {[good, poor].map((limit) => (
              <line key={limit} x1={0} x2={daily.length * 10} y1={top(limit)} y2={top(limit)} vectorEffect="non-scaling-stroke" className="stroke-ink" strokeDasharray="5 4" />
            ))}
          </svg>
          {[good, poor].map((limit) => (
            <span key={limit} className="absolute -left-12 w-10 -translate-y-1/2 text-right text-sm tabular-nums" style={{ top: `${top(limit)}%` }}>
              {formatFigure('LCP', limit)}
            </span>
          ))}
        </div>
        <div className="relative ml-12 h-6 text-sm">
          {daily.map((entry, index) =>
            index % 7 === 0 || index === daily.length - 1 ? (
              <span key={entry.day} className="absolute top-1 -translate-x-1/2 tabular-nums" style={{ left: `${((index + 0.5) / daily.length) * 100}%` }}>
                {shortDay(entry.day)}
              </span>
            ) : null,
          )}
        </div>
      </div>
      <figcaption className="mt-2 text-sand-700">
        How long pages took to show, day by day (the time three in four visits were faster than). Green is good, gold needs improvement, red is poor; a day
        without a bar had no visits.
      </figcaption>
    </figure>
  );
}

/** The staff page's speed section: how fast the site is on visitors' own phones, from lib/vitals/summary.ts. */
export function SpeedReportView({ summary, demoVisits, redisUnavailable }: { summary: VitalsSummary; demoVisits: number; redisUnavailable: boolean }) {
  const visits = summary.all.last28.LCP.visits;
  return (
    <section aria-labelledby="speed" className="mt-16 border-t-2 border-sand-200 pt-10">
      <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">For the school office</p>
      <h2 id="speed" className="mt-2 font-serif text-display-sm font-bold">
        How fast the site is on parents’ own phones
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-sand-700">
        Each visitor’s browser measures how the page it opened behaved, and sends four figures when the page is closed or put away: no address, no
        name, nothing typed. Each figure below is the time that three visits in four were faster than (Google’s “75th percentile”), rated against
        Google’s limits.
      </p>
      <dl className="mt-4 grid max-w-3xl gap-2">
        {METRICS.map((metric) => (
          <div key={metric}>
            <dt className="inline font-semibold">{METRIC_WORDS[metric].label}: </dt>
            <dd className="inline">
              {METRIC_WORDS[metric].means}. Good up to {formatFigure(metric, THRESHOLDS[metric][0])}, poor over {formatFigure(metric, THRESHOLDS[metric][1])}.
            </dd>
          </div>
        ))}
      </dl>
      {demoVisits > 0 ? (
        <p role="note" className="mt-6 max-w-3xl rounded-card bg-gold-50 p-5 font-semibold ring-1 ring-gold-200">
          Demonstration figures: {demoVisits} of the visits below were made up to show what this page looks like (by <code>npm start</code> against
          the demo content service, or <code>npm run seed-vitals</code>). They are not measurements. A real site has none; remove them with{' '}
          <code>npm run seed-vitals -- --clear</code>.
        </p>
      ) : null}
      {redisUnavailable ? (
        <p role="status" className="mt-6 max-w-3xl rounded-card bg-red-50 p-5 text-red-800 ring-1 ring-red-200">
          The figures of the other copies of the site could not be read just now (their shared store did not answer); these are this copy’s only.
          Reload the page in a minute.
        </p>
      ) : null}
      {visits === 0 && summary.all.last28.TTFB.visits === 0 ? (
        <p role="status" className="mt-6 max-w-3xl rounded-card bg-white p-5 ring-1 ring-sand-200">
          No visits measured in the last 28 days yet. Figures appear here a few seconds after visitors have opened and left a page.
        </p>
      ) : (
        <>
          <h3 className="mt-10 font-serif text-2xl font-bold">The whole site</h3>
          <div className="mt-4">
            <DataTable
              table={{
                caption: 'The whole site',
                columns: ['Period', ...COLUMNS.slice(1)],
                rows: [rowCells('Last 7 days', summary.all.last7), rowCells('Last 28 days', summary.all.last28)],
              }}
              showCaption={false}
            />
          </div>
          <DailyChart daily={summary.daily} />
          <h3 className="mt-10 font-serif text-2xl font-bold">Page by page</h3>
          <p className="mt-1 mb-4 max-w-3xl text-sand-700">The most visited pages first. A figure from a handful of visits can be chance: look at the visits beside it.</p>
          <PeriodTable caption="Last 7 days" rows={summary.routes} period="last7" />
          <div className="mt-6">
            <PeriodTable caption="Last 28 days" rows={summary.routes} period="last28" />
          </div>
          <h3 className="mt-10 font-serif text-2xl font-bold">By connection, last 28 days</h3>
          <p className="mt-1 mb-4 max-w-3xl text-sand-700">The network the phone said it was on. Slow connections show whether pages are light enough.</p>
          <DataTable
            table={{
              caption: 'By connection, last 28 days',
              columns: ['Connection', ...COLUMNS.slice(1)],
              rows: summary.connections.map((row) => rowCells(CONNECTION_WORDS[row.name], row.last28)),
            }}
            showCaption={false}
          />
        </>
      )}
    </section>
  );
}
