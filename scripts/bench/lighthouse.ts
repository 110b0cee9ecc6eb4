/** Lighthouse (mobile) through its command line, in Debian's Chromium. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';

const root = path.resolve(__dirname, '..', '..');

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost points in accessibility or SEO, so a miss says what to fix. */
  failedAudits: string[];
}

const report = z.object({
  categories: z.record(z.string(), z.object({ score: z.number().nullable(), auditRefs: z.array(z.object({ id: z.string(), weight: z.number() })) })),
  audits: z.record(z.string(), z.object({ score: z.number().nullable(), numericValue: z.number().optional() })),
});

/**
 * How Lighthouse slows the load down to a phone's. `simulate` (its default, and the bench's) loads at full
 * speed and computes the metrics from the trace with Lantern; `devtools` makes the browser itself load over
 * Lighthouse's 4G figures with the CPU slowed 4x, so the paint, the scripts and the images come in the order a
 * phone sees them (docs/performance.md, 25 Nov, late morning).
 */
export type Throttling = 'simulate' | 'devtools';

/** How the bench's log and table name each method. */
export const THROTTLING_NAMES: Record<Throttling, string> = { simulate: 'simulated throttling', devtools: 'applied throttling, devtools' };

/** BENCH_LIGHTHOUSE_THROTTLING, checked: a typo must not quietly measure the other way. */
export function throttlingFrom(value: string | undefined): Throttling {
  if (value === undefined || value === '' || value === 'simulate') return 'simulate';
  if (value === 'devtools') return 'devtools';
  throw new Error(`BENCH_LIGHTHOUSE_THROTTLING must be simulate or devtools, not ${JSON.stringify(value)}`);
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The command line of one run: the report as JSON on standard output, the categories the bench budgets. */
export function lighthouseArgs(url: string, throttling: Throttling): string[] {
  return [
    path.join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,seo',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    `--throttling-method=${throttling}`,
  ];
}

/**
 * One run. In plain Node, not tsx: under tsx, the functions Lighthouse sends into the page would carry
 * tsx's `__name` helper, which the page does not have.
 */
function runOnce(url: string, chromiumPath: string, throttling: Throttling): Promise<LighthouseRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      lighthouseArgs(url, throttling),
      { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse on ${url} exited with ${code}`));
      const { categories, audits } = report.parse(JSON.parse(output));
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      resolve({
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        failedAudits: ['accessibility', 'seo'].flatMap((category) =>
          (categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category}: ${ref.id}`),
        ),
      });
    });
  });
}

/** One run; Lighthouse now and then loses the trace of a load (NO_NAVSTART), so a failed run is made again, once. */
export function lighthouse(url: string, chromiumPath: string, throttling: Throttling, log: (message: string) => void): Promise<LighthouseRun> {
  return runOnce(url, chromiumPath, throttling).catch((error: unknown) => {
    log(`${error instanceof Error ? error.message : String(error)}; running it again`);
    return runOnce(url, chromiumPath, throttling);
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The runs of one target summed up: the median of each metric on its own, and the worst accessibility and
 * SEO scores (those audits do not depend on timing, so any run that loses points counts).
 */
export function summarise(runs: readonly LighthouseRun[]): LighthouseRun {
  return {
    performance: median(runs.map((run) => run.performance)),
    accessibility: Math.min(...runs.map((run) => run.accessibility)),
    seo: Math.min(...runs.map((run) => run.seo)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}
