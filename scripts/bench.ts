/**
 * `npm run bench`: the performance budgets of ARCHITECTURE.md, measured on the production build against
 * the demo content service. It starts the demo service, builds the site into `.next-bench` when that build
 * is missing or older than the sources, serves it with `next start`, measures, stops both and prints:
 *
 * - every route's JavaScript (gzip, module scripts of the HTML; `noModule` polyfills are skipped by every
 *   browser that runs modules) and HTML weight, against the framework floor: the same measurement of a
 *   one-line App Router page built with the same `next` (kept in a temporary directory, rebuilt when `next` changes);
 * - Lighthouse (mobile, default simulated throttling, Debian's chromium) on `/`, `/News`, `/Gallery` and
 *   `/Library`: the median run of BENCH_LIGHTHOUSE_RUNS (default 3) per page;
 * - autocannon (50 connections, 10 s) on `/` and on a copy of its HTML served from `public/`;
 * - the server's peak memory (RSS of `next start` and its children, sampled every 250 ms), with the server run
 *   with production's NODE_OPTIONS (deploy/school-site@.service).
 *
 * It exits with 1 naming each budget it misses. Ports: BENCH_DEMO_PORT (3930), BENCH_SITE_PORT (3931),
 * BENCH_FLOOR_PORT (3932); everything listens on and is sent to 127.0.0.1 only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { CANONICAL_ROUTES } from '../content/routes';
import { DEMO_SCHOOL_CODE, DEMO_TOKEN } from '../content/demo/constants';
import { startDemoService } from './demo-service/server';
import { productionNodeOptions } from './production-node-options';

const root = path.resolve(__dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);
const ports = { demo: port('BENCH_DEMO_PORT', 3930), site: port('BENCH_SITE_PORT', 3931), floor: port('BENCH_FLOOR_PORT', 3932) };
const lighthouseRuns = Math.max(1, port('BENCH_LIGHTHOUSE_RUNS', 3));
const distDir = '.next-bench';
// Outside the repository: inside it, Next would compile this project's instrumentation.ts into the floor app.
const floorDir = path.join(tmpdir(), `school-website-bench-floor-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`);
// A copy of the home page's HTML, so the static-file baseline moves exactly as many bytes as `/`.
const staticCopy = path.join(root, 'public', 'bench-home-copy.html');
const siteUrl = `http://127.0.0.1:${ports.site}`;

const KB = 1024;
const BUDGET = {
  homeOverFloorKb: 45,
  pageOverFloorKb: 15,
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
  cls: 0.02,
  throughputRatio: 0.8,
  p99Ms: 100,
  peakRssMb: 400,
};
const LIGHTHOUSE_PAGES = ['/', '/News', '/Gallery', '/Library'] as const;
/**
 * Pages built around an island of their own (filters, viewers, lightbox, carousel, video, the TC form).
 * The issue budgets the home page and text pages; these get the home page's allowance. Every other route
 * is a text page.
 */
const INTERACTIVE_ROUTES: ReadonlySet<string> = new Set([
  '/SchoolTiming', '/FeeDetails', '/ErpSoftware', '/PrayerAnthem', '/Tc', '/Library',
  '/News', '/Events', '/notice', '/Gallery', '/Activity', '/BuildingProgram', '/VideoGallery', '/EMagazine',
  '/MediaCoverage', '/Toppers', '/ToppersXII', '/SubGallery', '/SubBuildingProgram', '/SubActivity',
]);

const routeKind = (route: string) => (route === '/' ? 'home' : INTERACTIVE_ROUTES.has(route) ? 'interactive' : 'text');
/** KB of JavaScript a route may load over the framework floor. */
const jsBudgetKb = (route: string) => (routeKind(route) === 'text' ? BUDGET.pageOverFloorKb : BUDGET.homeOverFloorKb);

// Sources whose change makes an existing bench build stale.
const SOURCES = ['app', 'components', 'content', 'lib', 'public', 'next.config.mjs', 'proxy.ts', 'tailwind.config.ts', 'postcss.config.mjs', 'package-lock.json'];

interface Budget {
  name: string;
  ok: boolean;
  detail: string;
}

const budgets: Budget[] = [];
function check(name: string, ok: boolean, detail: string): void {
  budgets.push({ name, ok, detail });
}

function log(message: string): void {
  console.log(`bench: ${message}`);
}

/** The newest modification time of a file, or of any file under a directory. */
function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return target === staticCopy ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newestMtime(path.join(target, entry))));
}

function runNext(args: string[], cwd: string, env: NodeJS.ProcessEnv, quiet: boolean): ChildProcess {
  return spawn(process.execPath, [nextBin, ...args], { cwd, env, stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] });
}

function exited(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** `next build`, leaving tsconfig.json as it was (a custom distDir makes Next add include lines to it). */
async function build(cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  const tsconfig = path.join(cwd, 'tsconfig.json');
  const before = existsSync(tsconfig) ? readFileSync(tsconfig, 'utf8') : null;
  try {
    const code = await exited(runNext(['build'], cwd, env, true));
    if (code !== 0) throw new Error(`next build in ${path.relative(root, cwd) || '.'} exited with ${code}`);
  } finally {
    if (before !== null) writeFileSync(tsconfig, before);
  }
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`the server for ${url} did not answer within 60 s`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await exited(child);
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(pid: number): number {
  let total = 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * KB;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) total += treeRss(Number(child));
    }
  } catch {
    // The process ended between two reads.
  }
  return total;
}

interface PageWeight {
  route: string;
  htmlBytes: number;
  htmlGzip: number;
  scripts: string[];
  jsGzip: number;
}

const scriptSizes = new Map<string, number>();

/** The gzip size of a script, fetched once per URL. */
async function scriptGzip(origin: string, src: string): Promise<number> {
  const known = scriptSizes.get(src);
  if (known !== undefined) return known;
  const response = await fetch(new URL(src, origin));
  if (!response.ok) throw new Error(`${src} answered ${response.status}`);
  const size = gzipSync(Buffer.from(await response.arrayBuffer())).length;
  scriptSizes.set(src, size);
  return size;
}

/** The HTML of a page and the module scripts it loads (external `<script src>` without `noModule`). */
async function pageWeight(origin: string, route: string): Promise<PageWeight> {
  const response = await fetch(new URL(route, origin));
  if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\snomodule\b/i.test(attributes))
    .map((attributes) => /\ssrc="([^"]+)"/i.exec(attributes)?.[1])
    .filter((src): src is string => src !== undefined);
  const unique = [...new Set(scripts)];
  let jsGzip = 0;
  for (const src of unique) jsGzip += await scriptGzip(origin, src);
  const bytes = Buffer.from(html);
  return { route, htmlBytes: bytes.length, htmlGzip: gzipSync(bytes).length, scripts: unique, jsGzip };
}

/** The JavaScript a one-line App Router page loads with this `next`: built once per version. */
async function measureFloor(): Promise<number> {
  const nextVersion = z.object({ version: z.string() }).parse(JSON.parse(readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8'))).version;
  const stamp = path.join(floorDir, 'next-version');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== nextVersion || !existsSync(path.join(floorDir, '.next', 'BUILD_ID'))) {
    log(`building the framework floor (a one-line App Router page, next ${nextVersion}) in ${floorDir}`);
    rmSync(floorDir, { recursive: true, force: true });
    mkdirSync(path.join(floorDir, 'app'), { recursive: true });
    writeFileSync(path.join(floorDir, 'app', 'layout.js'), 'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n');
    writeFileSync(path.join(floorDir, 'app', 'page.js'), 'export default function Page() {\n  return <p>Hello</p>;\n}\n');
    symlinkSync(path.join(root, 'node_modules'), path.join(floorDir, 'node_modules'));
    // The linked node_modules lie outside the app's directory, so Turbopack's root must hold both.
    writeFileSync(path.join(floorDir, 'next.config.mjs'), "export default { turbopack: { root: '/' } };\n");
    await build(floorDir, { ...process.env, NEXT_TELEMETRY_DISABLED: '1' });
    writeFileSync(stamp, nextVersion);
  }
  const server = runNext(['start', '--port', String(ports.floor)], floorDir, { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, true);
  try {
    const origin = `http://127.0.0.1:${ports.floor}`;
    await waitForServer(origin, server);
    return (await pageWeight(origin, '/')).jsGzip;
  } finally {
    await stop(server);
  }
}

interface LighthouseFigures {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedAudits: string[];
}

const lighthouseReport = z.object({
  categories: z.record(z.string(), z.object({ score: z.number().nullable(), auditRefs: z.array(z.object({ id: z.string(), weight: z.number() })) })),
  audits: z.record(z.string(), z.object({ score: z.number().nullable(), numericValue: z.number().optional() })),
});

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * One Lighthouse run through its command line, in plain Node: under tsx, the functions Lighthouse sends
 * into the page would carry tsx's `__name` helper, which the page does not have.
 */
function runLighthouse(route: string): Promise<LighthouseFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/lighthouse/cli/index.js'),
        `${siteUrl}${route}`,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse on ${route} exited with ${code}`));
      const { categories, audits } = lighthouseReport.parse(JSON.parse(output));
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      // Audits that cost points in the categories with 95-100 budgets, named so a miss says what to fix.
      const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
        (categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category}: ${ref.id}`),
      );
      resolve({
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        failedAudits,
      });
    });
  });
}

/** Lighthouse on each page, `lighthouseRuns` times; the run with the median performance score counts. */
async function measureLighthouse(): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (const route of LIGHTHOUSE_PAGES) {
    const runs: LighthouseFigures[] = [];
    for (let run = 0; run < lighthouseRuns; run += 1) {
      // Lighthouse now and then loses the trace of a load (NO_NAVSTART): such a run is made again, once.
      runs.push(
        await runLighthouse(route).catch((error: unknown) => {
          log(`${error instanceof Error ? error.message : String(error)}; running it again`);
          return runLighthouse(route);
        }),
      );
    }
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    if (!median) throw new Error(`no Lighthouse run for ${route}`);
    log(`lighthouse ${route}: performance ${runs.map((r) => r.performance).join(', ')} -> ${median.performance}`);
    figures.push(median);
  }
  return figures;
}

const autocannonResult = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p99: z.number() }),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
});

interface LoadFigures {
  label: string;
  rps: number;
  p99Ms: number;
  errors: number;
}

/** autocannon, 50 connections for 10 s, in its own process so it does not share the bench's event loop. */
function autocannon(label: string, url: string): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/autocannon/autocannon.js'), '--connections', '50', '--duration', '10', '--json', url], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon on ${url} exited with ${code}`));
      const result = autocannonResult.parse(JSON.parse(output));
      resolve({ label, rps: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx });
    });
  });
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

function table(rows: (string | number)[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => String(row[column]).length))) ?? [];
  return rows.map((row) => row.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column] ?? 0) : String(cell).padStart(widths[column] ?? 0))).join('  ')).join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  const demo = await startDemoService({ port: ports.demo, log: false });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    CONTENT_API_URL: demo.url,
    SCHOOL_CODE: DEMO_SCHOOL_CODE,
    CONTENT_API_TOKEN: DEMO_TOKEN,
    SITE_URL: siteUrl,
    REVALIDATE_SECRET: 'bench-revalidate-secret-0123456789',
    PORT: String(ports.site),
  };
  let site: ChildProcess | undefined;
  let sampler: NodeJS.Timeout | undefined;
  const cleanUp = () => rmSync(staticCopy, { force: true });
  process.once('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });

  try {
    const buildId = path.join(root, distDir, 'BUILD_ID');
    const newestSource = Math.max(...SOURCES.map((source) => path.join(root, source)).filter(existsSync).map(newestMtime));
    if (!existsSync(buildId) || statSync(buildId).mtimeMs < newestSource) {
      log(`building the site into ${distDir} against the demo service (2-4 min)`);
      await build(root, env);
    } else {
      log(`using the build in ${distDir} (newer than every source)`);
    }
    const floor = await measureFloor();
    log(`framework floor: ${kb(floor)} KB of JavaScript (gzip)`);

    writeFileSync(staticCopy, readFileSync(path.join(root, distDir, 'server', 'app', 'index.html')));
    // The server runs with production's Node flags (a bounded heap), as deployed.
    site = runNext(['start', '--port', String(ports.site)], root, { ...env, NODE_OPTIONS: productionNodeOptions() }, true);
    let peakRss = 0;
    const serverPid = site.pid ?? 0;
    sampler = setInterval(() => (peakRss = Math.max(peakRss, treeRss(serverPid))), 250);
    await waitForServer(siteUrl, site);

    log(`weighing ${CANONICAL_ROUTES.length} routes`);
    const weights: PageWeight[] = [];
    for (const route of CANONICAL_ROUTES) weights.push(await pageWeight(siteUrl, route));

    log(`lighthouse: ${LIGHTHOUSE_PAGES.join(', ')}, ${lighthouseRuns} run(s) each`);
    const lighthouseFigures = await measureLighthouse();

    log('autocannon: 50 connections, 10 s each');
    const copyUrl = `${siteUrl}/${path.basename(staticCopy)}`;
    await fetch(copyUrl);
    const staticLoad = await autocannon(`/${path.basename(staticCopy)} (public/)`, copyUrl);
    const homeLoad = await autocannon('/', `${siteUrl}/`);
    const ratio = homeLoad.rps / staticLoad.rps;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, treeRss(serverPid));

    // Report.
    const shared = weights.reduce<string[]>((common, page) => common.filter((src) => page.scripts.includes(src)), weights[0]?.scripts ?? []);
    const sharedGzip = shared.reduce((sum, src) => sum + (scriptSizes.get(src) ?? 0), 0);
    console.log('\nJavaScript (gzip, module scripts) and HTML per route, KB');
    console.log(
      table([
        ['route', 'kind', 'JS', 'JS - floor', 'budget', 'HTML', 'HTML gzip'],
        ...weights.map((page) => [page.route, routeKind(page.route), kb(page.jsGzip), kb(page.jsGzip - floor), jsBudgetKb(page.route), kb(page.htmlBytes), kb(page.htmlGzip)]),
      ]),
    );
    console.log(`framework floor ${kb(floor)} KB; shared by every route ${kb(sharedGzip)} KB (${kb(sharedGzip - floor)} KB over the floor)`);

    console.log('\nLighthouse (mobile, simulated throttling)');
    console.log(
      table([
        ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS'],
        ...lighthouseFigures.map((f) => [f.route, f.performance, f.accessibility, f.bestPractices, f.seo, Math.round(f.lcpMs), Math.round(f.tbtMs), f.cls.toFixed(3)]),
      ]),
    );
    for (const f of lighthouseFigures) for (const audit of f.failedAudits) console.log(`  ${f.route} ${audit}`);

    console.log('\nLoad (autocannon, 50 connections, 10 s)');
    console.log(
      table([
        ['target', 'req/s', 'p99 ms', 'errors'],
        ...[staticLoad, homeLoad].map((load) => [load.label, Math.round(load.rps), load.p99Ms, load.errors]),
      ]),
    );
    console.log(`throughput ratio (/ over the static file): ${ratio.toFixed(2)}`);
    console.log(`server peak memory (RSS): ${(peakRss / KB / KB).toFixed(0)} MB`);

    // Budgets.
    for (const page of weights) {
      const limit = jsBudgetKb(page.route);
      const over = page.jsGzip - floor;
      check(`JavaScript ${page.route}`, over <= limit * KB, `${kb(over)} KB over the floor, budget ${limit} KB`);
    }
    for (const f of lighthouseFigures) {
      check(`Lighthouse performance ${f.route}`, f.performance >= BUDGET.performance, `${f.performance}, budget >= ${BUDGET.performance}`);
      check(`Lighthouse accessibility ${f.route}`, f.accessibility >= BUDGET.accessibility, `${f.accessibility}, budget ${BUDGET.accessibility}`);
      check(`Lighthouse best practices ${f.route}`, f.bestPractices >= BUDGET.bestPractices, `${f.bestPractices}, budget >= ${BUDGET.bestPractices}`);
      check(`Lighthouse SEO ${f.route}`, f.seo >= BUDGET.seo, `${f.seo}, budget ${BUDGET.seo}`);
      check(`CLS ${f.route}`, f.cls <= BUDGET.cls, `${f.cls.toFixed(3)}, budget <= ${BUDGET.cls}`);
    }
    check('throughput ratio', ratio >= BUDGET.throughputRatio, `${ratio.toFixed(2)}, budget >= ${BUDGET.throughputRatio}`);
    check('p99 latency of /', homeLoad.p99Ms < BUDGET.p99Ms, `${homeLoad.p99Ms} ms, budget < ${BUDGET.p99Ms} ms`);
    check('errors under load', homeLoad.errors === 0 && staticLoad.errors === 0, `${homeLoad.errors} on /, ${staticLoad.errors} on the static file`);
    check('server peak memory', peakRss < BUDGET.peakRssMb * KB * KB, `${(peakRss / KB / KB).toFixed(0)} MB, budget < ${BUDGET.peakRssMb} MB`);
  } finally {
    if (sampler) clearInterval(sampler);
    if (site) await stop(site);
    await demo.close();
    cleanUp();
  }

  const missed = budgets.filter((budget) => !budget.ok);
  console.log(`\n${budgets.length - missed.length} of ${budgets.length} budgets met in ${Math.round((Date.now() - started) / 1000)} s`);
  for (const budget of missed) console.log(`MISSED ${budget.name}: ${budget.detail}`);
  process.exit(missed.length > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  rmSync(staticCopy, { force: true });
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
