/** Lighthouse (mobile) through its command line, in Debian's Chromium. */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * Lighthouse is the bench's alone: a package of its own beside this file, with its own lockfile, so the
 * site's `npm ci` needs no override for the `latest` version of third-party-web its trace engine asks for
 * (an override Debian's npm 9.2 cannot read; docs/dependencies.md).
 */
const LIGHTHOUSE_DIR = path.join(__dirname, 'lighthouse-cli');
const LIGHTHOUSE_CLI = path.join(LIGHTHOUSE_DIR, 'node_modules', 'lighthouse', 'cli', 'index.js');

/** Installs the bench's Lighthouse (`npm ci` in scripts/bench/lighthouse-cli) unless the version its package names is there. */
export function ensureLighthouse(): void {
  const wanted = z.object({ dependencies: z.object({ lighthouse: z.string() }) }).parse(JSON.parse(readFileSync(path.join(LIGHTHOUSE_DIR, 'package.json'), 'utf8')));
  const installed = path.join(LIGHTHOUSE_DIR, 'node_modules', 'lighthouse', 'package.json');
  if (existsSync(installed) && z.object({ version: z.string() }).parse(JSON.parse(readFileSync(installed, 'utf8'))).version === wanted.dependencies.lighthouse) return;
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: LIGHTHOUSE_DIR, stdio: 'inherit' });
}

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

/** A request as Lighthouse's network-requests audit lists it (statusCode -1: no answer). */
const networkRequest = z.object({ url: z.string(), protocol: z.string(), statusCode: z.number(), mimeType: z.string().optional() });
export type NetworkRequest = z.infer<typeof networkRequest>;

const report = z.object({
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  categories: z.record(z.string(), z.object({ score: z.number().nullable(), auditRefs: z.array(z.object({ id: z.string(), weight: z.number() })) })),
  audits: z.record(z.string(), z.object({ score: z.number().nullable(), numericValue: z.number().optional(), errorMessage: z.string().optional() })),
});
/** The network-requests audit (in every category the bench asks for), read for its requests' protocols. */
const requestsAudit = z.object({ audits: z.object({ 'network-requests': z.object({ details: z.object({ items: z.array(networkRequest) }) }) }) });

/** The metrics every run must give; a run without one of them is made again. */
const METRICS = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'] as const;

/**
 * How Lighthouse slows the load down to a phone's. `devtools` (the bench's budgets) makes the browser itself
 * load over Lighthouse's 4G figures with the CPU slowed 4x, so the paint, the scripts and the images come in
 * the order a phone sees them; `simulate` (Lighthouse's default, the bench's guard) loads at full speed and
 * computes the metrics from the trace with Lantern, which on a load from localhost counts every script before
 * the first paint (docs/performance.md, "Applied and simulated throttling").
 */
export type Throttling = 'simulate' | 'devtools';

/** How the bench's log and tables name each method. */
export const THROTTLING_NAMES: Record<Throttling, string> = { simulate: 'simulated throttling', devtools: 'applied throttling, devtools' };

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** What the bench reads of a run; twins, the floor and the guard need performance only (a shorter run). */
export type Category = 'performance' | 'accessibility' | 'seo';
const ALL_CATEGORIES: readonly Category[] = ['performance', 'accessibility', 'seo'];

export interface LighthouseTarget {
  url: string;
  throttling: Throttling;
  /** Default: all three. A category left out reads NaN. */
  categories?: readonly Category[];
  /**
   * false: Chromium opens a PDF as a download instead of in its viewer, as Chrome on Android shows no PDF
   * inside a page, so a frame showing a PDF loads none of the viewer's scripts. It is Chromium's own setting
   * (`plugins.always_open_pdf_externally`), in a profile made for the run: Lighthouse's
   * `--blocked-url-patterns` does not block a frame's document, and the viewer loaded through it.
   */
  pdfViewer?: boolean;
  /**
   * Base64 SHA-256 hashes of the public keys (SPKI) Chromium trusts besides its own roots: those of the
   * certificates the bench's nginx fronts make for the run (`--ignore-certificate-errors-spki-list`). Only a
   * certificate with one of these keys is accepted, and it is then treated as a valid one: the page is a
   * secure origin and its service worker registers, as on the real site. (`--ignore-certificate-errors`
   * would accept any certificate at all.)
   */
  trustedSpki?: readonly string[];
  /**
   * The protocol every answered request to the page's own origin must have come over ('h2' through the
   * front). A run where one did not fails with ProtocolMismatch, which is not made again.
   */
  protocol?: string;
}

/** Preferences of a Chromium profile in which PDFs are downloaded, never shown in the browser's viewer. */
const NO_PDF_VIEWER_PREFERENCES = { plugins: { always_open_pdf_externally: true } };

/**
 * The command line of one run: the report as JSON on standard output, the categories asked for, and
 * Chromium started in `profileDir` when given (chrome-launcher's own --user-data-dir comes first; the last
 * one counts).
 */
export function lighthouseArgs({ url, throttling, categories = ALL_CATEGORIES, trustedSpki = [] }: LighthouseTarget, profileDir?: string): string[] {
  const flags = [
    ...CHROME_FLAGS,
    ...(trustedSpki.length > 0 ? [`--ignore-certificate-errors-spki-list=${trustedSpki.join(',')}`] : []),
    ...(profileDir ? [`--user-data-dir=${profileDir}`] : []),
  ];
  return [
    LIGHTHOUSE_CLI,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${categories.join(',')}`,
    `--chrome-flags=${flags.join(' ')}`,
    `--throttling-method=${throttling}`,
    // The full-page screenshot is taken after the trace, for the HTML report the bench does not write.
    '--disable-full-page-screenshot',
  ];
}

/** A fresh profile whose preferences turn the PDF viewer off; the caller removes it. */
function profileWithoutPdfViewer(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-profile-'));
  mkdirSync(path.join(dir, 'Default'));
  writeFileSync(path.join(dir, 'Default', 'Preferences'), JSON.stringify(NO_PDF_VIEWER_PREFERENCES));
  return dir;
}

/** A run whose requests came over another protocol than the one asked for: the setup is wrong, so the bench stops. */
export class ProtocolMismatch extends Error {}

/**
 * The answered requests to `origin` that did not come over `protocol`, each as "url (protocol)"; when no
 * request to `origin` was answered, that is the one miss. An embedded PDF is left out: Chromium's PDF
 * viewer (or, with it off, the download) fetches it outside the page's own connection, over HTTP/1.1
 * even through the front (seen on /Tc), and it is no part of what the page's figures measure.
 */
export function protocolMisses(requests: readonly NetworkRequest[], origin: string, protocol: string): string[] {
  const isPdf = (request: NetworkRequest) => request.mimeType === 'application/pdf' || new URL(request.url).pathname.endsWith('.pdf');
  const own = requests.filter((request) => request.statusCode > 0 && URL.canParse(request.url) && new URL(request.url).origin === origin && !isPdf(request));
  if (own.length === 0) return [`no answered request to ${origin}`];
  return own.filter((request) => request.protocol !== protocol).map((request) => `${request.url} (${request.protocol || 'no protocol'})`);
}

/**
 * One run. In plain Node, not tsx: under tsx, the functions Lighthouse sends into the page would carry
 * tsx's `__name` helper, which the page does not have.
 */
function runOnce(target: LighthouseTarget, chromiumPath: string): Promise<LighthouseRun> {
  const { url } = target;
  const profileDir = target.pdfViewer === false ? profileWithoutPdfViewer() : undefined;
  return new Promise<LighthouseRun>((resolve, reject) => {
    const child = spawn(process.execPath, lighthouseArgs(target, profileDir), { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse on ${url} exited with ${code}`));
      const json: unknown = JSON.parse(output);
      const { runtimeError, categories, audits } = report.parse(json);
      // Under load Lighthouse can miss a metric (no quiet window for TTI, say) and score the run null.
      const missing = METRICS.filter((id) => audits[id]?.numericValue === undefined);
      if (runtimeError || missing.length > 0 || categories.performance?.score === null) {
        const why = runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : missing.map((id) => `${id}: ${audits[id]?.errorMessage ?? 'no value'}`).join('; ');
        return reject(new Error(`Lighthouse on ${url} gave no score (${why || 'performance is null'})`));
      }
      if (target.protocol !== undefined) {
        const misses = protocolMisses(requestsAudit.parse(json).audits['network-requests'].details.items, new URL(url).origin, target.protocol);
        const named = `${misses.slice(0, 3).join(', ')}${misses.length > 3 ? ` and ${misses.length - 3} more` : ''}`;
        if (misses.length > 0) return reject(new ProtocolMismatch(`Lighthouse on ${url}: requests not over ${target.protocol}: ${named}`));
      }
      const score = (id: string) => (categories[id] ? Math.round((categories[id].score ?? 0) * 100) : Number.NaN);
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
  }).finally(() => {
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  });
}

/** A run that gave nothing: every figure NaN, left out of the medians. */
const NO_RUN: LighthouseRun = { performance: NaN, accessibility: NaN, seo: NaN, lcpMs: NaN, tbtMs: NaN, cls: NaN, failedAudits: [] };

/**
 * One run. Lighthouse now and then loses the trace of a load (NO_NAVSTART) or, on a busy machine, a metric,
 * so a failed run is made again, once; a second failure is logged and gives NO_RUN, and the round counts
 * without it (the log's per-round figures show NaN). A ProtocolMismatch is thrown at once: it is the
 * setup's fault, and every run would repeat it.
 */
export async function lighthouse(target: LighthouseTarget, chromiumPath: string, log: (message: string) => void): Promise<LighthouseRun> {
  const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
  try {
    return await runOnce(target, chromiumPath);
  } catch (error) {
    if (error instanceof ProtocolMismatch) throw error;
    log(`${message(error)}; running it again`);
  }
  try {
    return await runOnce(target, chromiumPath);
  } catch (error) {
    if (error instanceof ProtocolMismatch) throw error;
    log(`${message(error)} again; this round goes without it`);
    return NO_RUN;
  }
}

/** The median of the figures that are numbers (a failed run's NaN is left out); NaN when none is. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The TBT of two targets measured in the same rounds, side by side round by round (NaN where a run failed). */
export function tbtRounds(first: readonly LighthouseRun[], second: readonly LighthouseRun[]): [number, number][] {
  return first.map((run, round) => [run.tbtMs, second[round]?.tbtMs ?? Number.NaN]);
}

/**
 * The runs of one target summed up: the median of each metric on its own, and the worst accessibility and
 * SEO scores (those audits do not depend on timing, so any run that loses points counts).
 */
export function summarise(runs: readonly LighthouseRun[]): LighthouseRun {
  const worst = (values: number[]) => {
    const measured = values.filter((value) => !Number.isNaN(value));
    return measured.length > 0 ? Math.min(...measured) : Number.NaN;
  };
  return {
    performance: median(runs.map((run) => run.performance)),
    accessibility: worst(runs.map((run) => run.accessibility)),
    seo: worst(runs.map((run) => run.seo)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}
