import 'server-only';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '@/lib/config';
import { sharedRedis } from '@/lib/server/redis.cjs';
import { dayFile, DAY_FILE, demoVitalsDir, vitalsDir } from './files';
import { addCounts, countFields, dayCountsSchema, dayOf, sampleFields, type DayCounts, type VitalsSample } from './counts';
import { RETENTION_DAYS } from './metrics';

// Where real visitors' figures are kept (issue 39). With REDIS_URL, in one Redis hash per day that every
// instance adds to (HINCRBY), so the staff page of any instance shows every instance's visitors. Without it,
// or for a beacon Redis did not take in time, in one file per day on this instance's disk: counts are added in
// memory and written every few seconds, never once per beacon. Reading sums both.

/** Counts wait in memory this long before they are added to the day's file. */
const FLUSH_DELAY_MS = 5_000;
/** A day's file larger than this is not read: a full day (MAX_FIELDS) is about 300 KB. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

function redisKey(day: string): string {
  return `school-site:vitals:${day}`;
}

const state = Symbol.for('school-site.vitals-store');
interface StoreState {
  pending: Map<string, DayCounts>;
  timer: NodeJS.Timeout | null;
  writing: Promise<void>;
  prunedOn: string | null;
}
type WithState = typeof globalThis & { [state]?: StoreState };

function store(): StoreState {
  const global = globalThis as WithState;
  global[state] ??= { pending: new Map(), timer: null, writing: Promise.resolve(), prunedOn: null };
  return global[state];
}

async function readDayFile(file: string): Promise<DayCounts> {
  try {
    if ((await stat(file)).size > MAX_FILE_BYTES) return {};
    const parsed = dayCountsSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Deletes the days older than RETENTION_DAYS, in both folders, once a day. */
async function prune(now: Date): Promise<void> {
  const current = store();
  const day = dayOf(now);
  if (current.prunedOn === day) return;
  current.prunedOn = day;
  const oldest = dayOf(new Date(now.getTime() - (RETENTION_DAYS - 1) * 86_400_000));
  for (const dir of [vitalsDir(), demoVitalsDir()]) {
    const names = await readdir(dir).catch(() => []);
    for (const name of names) {
      const match = DAY_FILE.exec(name);
      if (match?.[1] !== undefined && match[1] < oldest) await unlink(path.join(dir, name)).catch(() => undefined);
    }
  }
}

/** Adds what waits in memory to the days' files: each written whole, then renamed, so a reader never sees half. */
async function writePending(): Promise<void> {
  const current = store();
  const days = [...current.pending];
  current.pending.clear();
  if (days.length === 0) return;
  const dir = vitalsDir();
  await mkdir(dir, { recursive: true });
  for (const [day, counts] of days) {
    const file = dayFile(dir, day);
    const merged = addCounts(await readDayFile(file), counts);
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, JSON.stringify(merged));
    await rename(partial, file);
  }
  await prune(new Date());
}

/** Writes what waits in memory now; one write at a time. Never throws (a failed write is logged, its counts lost). */
export function flushVitals(): Promise<void> {
  const current = store();
  if (current.timer) clearTimeout(current.timer);
  current.timer = null;
  current.writing = current.writing.then(writePending).catch((error: unknown) => {
    console.warn(JSON.stringify({ level: 'warn', msg: 'vitals-write', error: error instanceof Error ? error.message : String(error) }));
  });
  return current.writing;
}

function keepOnDisk(day: string, fields: readonly string[]): void {
  const current = store();
  current.pending.set(day, countFields(current.pending.get(day) ?? {}, fields));
  if (current.timer) return;
  current.timer = setTimeout(() => void flushVitals(), FLUSH_DELAY_MS);
  // A stopping server does not wait for it.
  current.timer.unref();
}

/** Counts one page view's figures on the day of `now`. */
export async function recordVitals(sample: VitalsSample, now: Date = new Date()): Promise<void> {
  const day = dayOf(now);
  const fields = sampleFields(sample);
  const { redisUrl } = getConfig();
  if (redisUrl !== null) {
    const key = redisKey(day);
    const answer = await sharedRedis(redisUrl).run((client) =>
      Promise.all([...fields.map((field) => client.hIncrBy(key, field, 1)), client.expire(key, (RETENTION_DAYS + 1) * 86_400)]),
    );
    if (answer.ok) return;
  }
  keepOnDisk(day, fields);
}

async function fromRedis(redisUrl: string, days: readonly string[]): Promise<DayCounts[] | null> {
  const answer = await sharedRedis(redisUrl).run((client) => Promise.all(days.map((day) => client.hGetAll(redisKey(day)))));
  if (!answer.ok) return null;
  return answer.value.map((hash) => {
    const parsed = dayCountsSchema.safeParse(Object.fromEntries(Object.entries(hash).map(([field, count]) => [field, Number(count)])));
    return parsed.success ? parsed.data : {};
  });
}

/** What the staff page reads: each day's counts, its made-up demo counts, and whether Redis could not be read. */
export interface StoredVitals {
  days: Map<string, DayCounts>;
  demo: Map<string, DayCounts>;
  redisUnavailable: boolean;
}

/** The counts of `days` (including what still waits in memory), from disk and, when set, Redis. */
export async function readVitals(days: readonly string[]): Promise<StoredVitals> {
  await flushVitals();
  const dir = vitalsDir();
  const onDisk = await Promise.all(days.map((day) => readDayFile(dayFile(dir, day))));
  const demo = await Promise.all(days.map((day) => readDayFile(dayFile(demoVitalsDir(), day))));
  const { redisUrl } = getConfig();
  const shared = redisUrl === null ? [] : await fromRedis(redisUrl, days);
  return {
    days: new Map(days.map((day, index) => [day, addCounts(addCounts({}, onDisk[index] ?? {}), shared?.[index] ?? {})])),
    demo: new Map(days.map((day, index) => [day, demo[index] ?? {}])),
    redisUnavailable: shared === null,
  };
}
