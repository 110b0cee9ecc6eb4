// A day of real visitors' figures as it is kept: for each route and each connection type, how many values of
// each metric fell in each bucket (lib/vitals/metrics.ts). Never a single visit: a count has no address, time
// or order. Pure, so the store (lib/vitals/store.ts) and the demo's seed (scripts/seed-vitals.ts) share it.
import { z } from 'zod';
import { toIsoDate, today } from '@/lib/dates';
import { BUCKETS, bucketOf, CONNECTIONS, MAX_VALUES, METRICS, type ConnectionType, type MetricName } from './metrics';
import { ROUTE_PATTERNS } from './routes';

const metricSchema = z.object({ name: z.enum(METRICS), value: z.number().nonnegative() }).refine((metric) => metric.value <= MAX_VALUES[metric.name]);

/** What /api/vitals accepts: a route pattern, a connection type and each metric at most once, nothing else. */
export const vitalsSampleSchema = z
  .object({
    route: z.enum(ROUTE_PATTERNS),
    connection: z.enum(CONNECTIONS),
    metrics: z
      .array(metricSchema)
      .min(1)
      .max(METRICS.length)
      .refine((metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length),
  })
  .strict();

/** One page view's figures: what a beacon carries (lib/vitals/beacon.ts), and what /api/vitals accepts. */
export type VitalsSample = z.infer<typeof vitalsSampleSchema>;

/** Field → visits: 'r:<route>|<metric>|<bucket>' by route, 'c:<connection>|<metric>|<bucket>' by connection. */
export type DayCounts = Record<string, number>;

export function routeField(route: string, metric: MetricName, bucket: number): string {
  return `r:${route}|${metric}|${bucket}`;
}

export function connectionField(connection: ConnectionType, metric: MetricName, bucket: number): string {
  return `c:${connection}|${metric}|${bucket}`;
}

/** The fields one page view adds one to: each metric's bucket under its route, and under its connection type. */
export function sampleFields(sample: VitalsSample): string[] {
  return sample.metrics.flatMap(({ name, value }) => {
    const bucket = bucketOf(name, value);
    return [routeField(sample.route, name, bucket), connectionField(sample.connection, name, bucket)];
  });
}

const FIELDS = new Set(
  METRICS.flatMap((metric) =>
    Array.from({ length: BUCKETS[metric].length + 1 }, (_, bucket) => [
      ...ROUTE_PATTERNS.map((route) => routeField(route, metric, bucket)),
      ...CONNECTIONS.map((connection) => connectionField(connection, metric, bucket)),
    ]).flat(),
  ),
);

/** Every field a day can hold: so a day is bounded (about 14,000 numbers at most), whatever is posted. */
export const MAX_FIELDS = FIELDS.size;

/** A day as stored; a field that is not one of FIELDS (a route since removed) is dropped on reading. */
export const dayCountsSchema = z
  .record(z.string().max(200), z.number().int().nonnegative())
  .transform((counts) => Object.fromEntries(Object.entries(counts).filter(([field]) => FIELDS.has(field))));

/** One added to each of `fields` in `into`. */
export function countFields(into: DayCounts, fields: readonly string[]): DayCounts {
  for (const field of fields) into[field] = (into[field] ?? 0) + 1;
  return into;
}

/** `from` added into `into`. */
export function addCounts(into: DayCounts, from: DayCounts): DayCounts {
  for (const [field, count] of Object.entries(from)) into[field] = (into[field] ?? 0) + count;
  return into;
}

/** The counts of each day of `a` and `b` added up, in the order of `a`'s days. */
export function mergeDays(a: ReadonlyMap<string, DayCounts>, b: ReadonlyMap<string, DayCounts>): Map<string, DayCounts> {
  return new Map([...a].map(([day, counts]) => [day, addCounts(addCounts({}, counts), b.get(day) ?? {})]));
}

/** A day's name, 'YYYY-MM-DD' in the school's time zone: a visit at 1 am in Bokaro counts on that day. */
export function dayOf(instant: Date): string {
  return toIsoDate(today(instant));
}

/** The `count` days ending with the day of `now`, oldest first. */
export function lastDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => dayOf(new Date(now.getTime() - (count - 1 - index) * 86_400_000)));
}
