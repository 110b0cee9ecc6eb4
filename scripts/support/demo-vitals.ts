// Made-up figures of real visitors' speed for a demonstration of the staff page (issue 39, point 5): 35 days
// of plausible visits to the most read pages, on the connections Indian phones have. They are written apart
// from real figures (lib/vitals/files.ts `demoVitalsDir`), and the staff page says that they are made up.
// `npm start` against the demo service writes them (scripts/start.ts); `npm run seed-vitals` writes them, and
// `npm run seed-vitals -- --clear` deletes them (scripts/seed-vitals.ts). Deterministic: the same day always
// gets the same figures.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { countFields, lastDays, sampleFields, type DayCounts, type VitalsSample } from '@/lib/vitals/counts';
import { dayFile, demoVitalsDir } from '@/lib/vitals/files';
import type { ConnectionType } from '@/lib/vitals/metrics';

const DAYS = 35;

/** The share of visits each page gets, roughly as a school site's are spread. */
const ROUTES: readonly [route: string, weight: number, slowness: number][] = [
  ['/', 30, 1.1],
  ['/notice', 14, 1],
  ['/notice/[slug]', 6, 0.9],
  ['/Admission', 8, 1],
  ['/News', 5, 1.05],
  ['/News/[slug]', 5, 1],
  ['/Gallery', 5, 1.3],
  ['/SubGallery', 4, 1.4],
  ['/FeeDetails', 5, 0.9],
  ['/Tc', 4, 1],
  ['/SchoolTiming', 3, 0.8],
  ['/Events', 3, 1],
  ['/hi', 3, 1.15],
  ['/hi/Admission', 2, 1.05],
];

const CONNECTIONS: readonly [connection: ConnectionType, weight: number, lcpMedianMs: number][] = [
  ['4g', 60, 1700],
  ['unknown', 20, 1500],
  ['3g', 15, 3600],
  ['2g', 4, 6500],
  ['slow-2g', 1, 11000],
];

/** mulberry32: a small seeded generator, so a day's figures are the same on every run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T extends readonly [unknown, number, ...unknown[]]>(choices: readonly T[], random: () => number): T {
  const total = choices.reduce((sum, choice) => sum + choice[1], 0);
  let point = random() * total;
  for (const choice of choices) {
    point -= choice[1];
    if (point <= 0) return choice;
  }
  return choices[choices.length - 1] as T;
}

/** A value around `median`, spread as page timings are (log-normal). */
function around(median: number, spread: number, random: () => number): number {
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return median * Math.exp(spread * normal);
}

function visit(random: () => number): VitalsSample {
  const [route, , slowness] = pick(ROUTES, random);
  const [connection, , lcpMedian] = pick(CONNECTIONS, random);
  const network = lcpMedian / 1700;
  const metrics: VitalsSample['metrics'][number][] = [
    { name: 'TTFB', value: around(350 * network, 0.5, random) },
    { name: 'LCP', value: around(lcpMedian * slowness, 0.45, random) },
    { name: 'CLS', value: random() < 0.75 ? 0 : around(0.03, 0.9, random) },
  ];
  // Many visits read and leave without a tap: they report no INP.
  if (random() < 0.6) metrics.push({ name: 'INP', value: around(110, 0.6, random) });
  return { route, connection, metrics };
}

function dayCounts(day: string): DayCounts {
  const random = generator([...day].reduce((hash, char) => Math.imul(hash, 31) + char.charCodeAt(0), 7));
  const sunday = new Date(`${day}T12:00:00Z`).getUTCDay() === 0;
  const visits = Math.round((sunday ? 50 : 110) * (0.8 + 0.4 * random()));
  const counts: DayCounts = {};
  for (let n = 0; n < visits; n += 1) {
    countFields(counts, sampleFields(visit(random)));
  }
  return counts;
}

/** Writes the made-up figures of the DAYS days ending with the day of `now`; returns their folder and first and last day. */
export async function writeDemoVitals(now: Date = new Date()): Promise<{ dir: string; first: string; last: string }> {
  const dir = demoVitalsDir();
  await mkdir(dir, { recursive: true });
  const days = lastDays(now, DAYS);
  for (const day of days) await writeFile(dayFile(dir, day), JSON.stringify(dayCounts(day)));
  return { dir, first: days[0] ?? '', last: days.at(-1) ?? '' };
}

/** Deletes every made-up figure; real ones stay. */
export async function clearDemoVitals(): Promise<string> {
  const dir = demoVitalsDir();
  await rm(dir, { recursive: true, force: true });
  return dir;
}
