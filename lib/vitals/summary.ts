// The staff page's figures of real visitors (issue 39), read from the kept day counts: per route and per
// connection type, each metric's 75th percentile over the last 7 and 28 days, the visits behind it, and its
// rating against Google's thresholds; and LCP's 75th percentile day by day. Pure.
import { addCounts, type DayCounts } from './counts';
import { BUCKETS, CONNECTIONS, METRICS, rating, type ConnectionType, type MetricName, type Rating } from './metrics';

/** One metric's figure over a period: null p75 when no visit reported it. */
export interface MetricFigure {
  /** The 75th percentile, placed within its bucket by linear interpolation. */
  p75: number | null;
  /** The 75th percentile lies beyond the last bucket: it is more than `p75`. */
  beyond: boolean;
  visits: number;
  rating: Rating | null;
}

export type MetricFigures = Record<MetricName, MetricFigure>;

export interface FigureRow<Name extends string = string> {
  name: Name;
  last7: MetricFigures;
  last28: MetricFigures;
}

export interface DailyFigure {
  day: string;
  lcp: MetricFigure;
}

export interface VitalsSummary {
  /** Every route with a visit in the last 28 days, the most visited first. */
  routes: FigureRow[];
  connections: FigureRow<ConnectionType>[];
  /** All routes together. */
  all: FigureRow<'all'>;
  /** The last 28 days, oldest first. */
  daily: DailyFigure[];
}

/** The 75th percentile of the values counted in `counts` (one count per bucket of `metric`). */
export function percentile75(metric: MetricName, counts: readonly number[]): MetricFigure {
  const bounds = BUCKETS[metric];
  const visits = counts.reduce((sum, count) => sum + count, 0);
  if (visits === 0) return { p75: null, beyond: false, visits: 0, rating: null };
  const target = 0.75 * visits;
  let below = 0;
  for (const [bucket, count] of counts.entries()) {
    if (count > 0 && below + count >= target) {
      const upper = bounds[bucket];
      if (upper === undefined) {
        const last = bounds.at(-1) ?? 0;
        return { p75: last, beyond: true, visits, rating: rating(metric, Number.POSITIVE_INFINITY) };
      }
      const lower = bucket === 0 ? Math.min(0, upper) : (bounds[bucket - 1] ?? 0);
      const p75 = lower + ((upper - lower) * (target - below)) / count;
      return { p75, beyond: false, visits, rating: rating(metric, p75) };
    }
    below += count;
  }
  return { p75: null, beyond: false, visits: 0, rating: null };
}

/** The per-bucket counts of `metric` under `prefix` ('r:/News' or 'c:4g') in `day`. */
function bucketCounts(day: DayCounts, prefix: string, metric: MetricName): number[] {
  return Array.from({ length: BUCKETS[metric].length + 1 }, (_, bucket) => day[`${prefix}|${metric}|${bucket}`] ?? 0);
}

function figures(day: DayCounts, prefix: string): MetricFigures {
  return Object.fromEntries(METRICS.map((metric) => [metric, percentile75(metric, bucketCounts(day, prefix, metric))])) as MetricFigures;
}

/** The route counts of `day` added up over every route, under the prefix 'r:*'. */
function allRoutes(day: DayCounts): DayCounts {
  const all: DayCounts = {};
  for (const [field, count] of Object.entries(day)) {
    if (!field.startsWith('r:')) continue;
    const key = `r:*${field.slice(field.indexOf('|'))}`;
    all[key] = (all[key] ?? 0) + count;
  }
  return all;
}

function routesOf(day: DayCounts): Set<string> {
  return new Set(Object.keys(day).flatMap((field) => (field.startsWith('r:') ? [field.slice(2, field.indexOf('|'))] : [])));
}

/**
 * The figures of `days` (day name → counts, in order, oldest first; the last is today). The 7-day figures are
 * of the last 7 of them, the 28-day figures of the last 28.
 */
export function summarizeVitals(days: ReadonlyMap<string, DayCounts>): VitalsSummary {
  const names = [...days.keys()];
  const sum = (last: number): DayCounts => {
    const total: DayCounts = {};
    for (const name of names.slice(-last)) addCounts(total, days.get(name) ?? {});
    return total;
  };
  const week = sum(7);
  const month = sum(28);
  const row = <Name extends string>(name: Name, prefix: string): FigureRow<Name> => ({ name, last7: figures(week, prefix), last28: figures(month, prefix) });
  const routes = [...routesOf(month)].map((route) => row(route, `r:${route}`));
  routes.sort((a, b) => b.last28.LCP.visits - a.last28.LCP.visits || a.name.localeCompare(b.name));
  return {
    routes,
    connections: CONNECTIONS.map((connection) => row(connection, `c:${connection}`)).filter((figure) => figure.last28.LCP.visits + figure.last28.TTFB.visits > 0),
    all: { name: 'all', last7: figures(allRoutes(week), 'r:*'), last28: figures(allRoutes(month), 'r:*') },
    daily: names.slice(-28).map((day) => ({ day, lcp: percentile75('LCP', bucketCounts(allRoutes(days.get(day) ?? {}), 'r:*', 'LCP')) })),
  };
}
