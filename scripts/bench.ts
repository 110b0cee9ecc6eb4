/**
 * `npm run bench`: the performance budgets of ARCHITECTURE.md, measured on the production build against
 * the demo content service, side by side in one run (these shared machines move 10-20 % between runs, so
 * every figure is compared with its baseline measured back to back, never with an absolute number).
 *
 * It starts the demo service, builds the site into `.next-bench` when that build is missing or older than
 * the sources, serves it with `next start` (with production's NODE_OPTIONS), and measures:
 * - every route's JavaScript (gzip, module scripts of the HTML; `noModule` polyfills are skipped by every
 *   browser that runs modules) and HTML weight, against the framework floor: the same measurement of a
 *   one-line App Router page built with the same `next` (kept in a temporary directory, rebuilt when `next`
 *   changes);
 * - Lighthouse (mobile, Debian's chromium) on each page of LIGHTHOUSE_PAGES, on that page's no-JavaScript twin
 *   (its HTML as served with the scripts removed, written under public/bench-twin/ and served by the same
 *   server) and on the floor page, back to back, BENCH_LIGHTHOUSE_RUNS rounds (default 5); each metric's
 *   median counts. Throttling is Lighthouse's default simulated one; BENCH_LIGHTHOUSE_THROTTLING=devtools
 *   reads the same budgets under applied throttling instead;
 * - the bytes a phone fetches to open an album's viewer and move through five photos;
 * - load with Debian's `wrk` through the production nginx front (deploy/nginx-site.conf.template): the cached
 *   home page against a copy of its HTML that nginx serves from disk, at 50 connections; the Next origin alone
 *   as a figure; and /search at 20 connections against a cached page, with a visitor's p99 measured while
 *   /search is under that load: through the front (which keeps a result page for a minute) with thirty
 *   distinct searches in turn, per-client limits left out as wrk stands for many visitors, and at the
 *   origin with one search over and over, as figures;
 * - the server's peak memory (RSS of `next start` and its children, sampled every 250 ms).
 *
 * It exits with 1 naming each budget it misses. Installs nginx, openssl and wrk with apt-get when missing.
 * Ports: BENCH_DEMO_PORT (3930), BENCH_SITE_PORT (3931), BENCH_FLOOR_PORT (3932), BENCH_FRONT_PORT (3934,
 * and the next one for plain HTTP); everything listens on and is sent to 127.0.0.1 only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Agent, request } from 'undici';
import { z } from 'zod';
import { CANONICAL_ROUTES } from '../content/routes';
import { DEMO_SCHOOL_CODE, DEMO_TOKEN } from './demo-service/data/constants';
import { lighthouse, summarise, THROTTLING_NAMES, throttlingFrom, type LighthouseRun, type Throttling } from './bench/lighthouse';
import { noScriptTwin, twinFileName } from './bench/twin';
import { viewerBytes } from './bench/viewer-bytes';
import { wrk, type LoadFigures } from './bench/wrk';
import { startDemoService } from './demo-service/server';
import { productionNodeOptions } from './production-node-options';
import { ensureDebianPackages, startFront } from './support/nginx';

const root = path.resolve(__dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);
const ports = {
  demo: port('BENCH_DEMO_PORT', 3930),
  site: port('BENCH_SITE_PORT', 3931),
  floor: port('BENCH_FLOOR_PORT', 3932),
  front: port('BENCH_FRONT_PORT', 3934),
};
const lighthouseRuns = Math.max(1, port('BENCH_LIGHTHOUSE_RUNS', 5));
const distDir = '.next-bench';
// Outside the repository: inside it, Next would compile this project's instrumentation.ts into the floor app.
const floorDir = path.join(tmpdir(), `school-website-bench-floor-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`);
/** The twins are written here before the server starts (`next start` serves the public files it found then). */
const twinDir = path.join(root, 'public', 'bench-twin');
const siteUrl = `http://127.0.0.1:${ports.site}`;
const floorUrl = `http://127.0.0.1:${ports.floor}/`;

const KB = 1024;
const BUDGET = {
  homeOverFloorKb: 45,
  pageOverFloorKb: 15,
  /** A page's TBT may exceed the larger of its twin's and the floor's by this much. */
  tbtOverBaselineMs: 100,
  /** A page's performance score may fall this far below the smaller of its twin's and the floor's. */
  performanceUnderBaseline: 5,
  accessibility: 100,
  seo: 100,
  cls: 0.02,
  /** Requests per second of the cached page through nginx over those of a same-size static file. */
  frontRatio: 0.9,
  /** Requests per second of /search over those of a cached page, both through the front at 20 connections. */
  searchRatio: 0.5,
  /** p99 of a visitor's cached page while /search is under load. */
  visitorP99Ms: 150,
  peakRssMb: 400,
};
const LIGHTHOUSE_PAGES = ['/', '/News', '/Events', '/Gallery', '/Library', '/Chairman', '/Tc', '/search?q=exam'] as const;
const SEARCH = '/search?q=exam';
/**
 * Result pages say `noindex` on purpose (app/search/page.tsx), which Lighthouse's SEO audit "is-crawlable"
 * counts against them; their SEO budget holds when that is the only audit they fail.
 */
const NOINDEX_PAGES: ReadonlySet<string> = new Set([SEARCH]);
/** The cached page /search is compared with, and the page a visitor asks for while /search is loaded. */
const VISITOR_PAGE = '/Chairman';
/**
 * Pages built around an island of their own (filters, viewers, lightbox, carousel, video, the TC form).
 * The issue budgets the home page and text pages; these get the home page's allowance. Every other route
 * is a text page.
 */
const INTERACTIVE_ROUTES: ReadonlySet<string> = new Set([
  '/SchoolTiming', '/FeeDetails', '/ErpSoftware', '/PrayerAnthem', '/Tc', '/Library',
  '/News', '/Events', '/notice', '/Gallery', '/Activity', '/BuildingProgram', '/VideoGallery', '/EMagazine',
  '/MediaCoverage', '/Toppers', '/ToppersXII', '/SubGallery', '/SubBuildingProgram', '/SubActivity',
  // Instant results as the visitor types (components/search/instant-search.tsx, swr), since 40ce06b.
  '/search',
]);

const routeKind = (route: string) => (route === '/' ? 'home' : INTERACTIVE_ROUTES.has(route) ? 'interactive' : 'text');
/** KB of JavaScript a route may load over the framework floor. */
const jsBudgetKb = (route: string) => (routeKind(route) === 'text' ? BUDGET.pageOverFloorKb : BUDGET.homeOverFloorKb);

// Sources whose change makes an existing bench build stale (public/bench-twin/ is the bench's own output).
const SOURCES = ['app', 'components', 'content', 'scripts/demo-service/data', 'lib', 'public', 'next.config.mjs', 'proxy.ts', 'tailwind.config.ts', 'postcss.config.mjs', 'package-lock.json'];

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
  if (target === twinDir) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
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

/** Builds the floor app (a one-line App Router page) once per version of `next`. */
async function ensureFloorBuild(): Promise<void> {
  const nextVersion = z.object({ version: z.string() }).parse(JSON.parse(readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8'))).version;
  const stamp = path.join(floorDir, 'next-version');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === nextVersion && existsSync(path.join(floorDir, '.next', 'BUILD_ID'))) return;
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

interface SideBySide {
  route: string;
  page: LighthouseRun;
  twin: LighthouseRun;
  floor: LighthouseRun;
}

/** Each page, its twin and the floor, back to back, `lighthouseRuns` rounds; the medians count. */
async function measureLighthouse(throttling: Throttling): Promise<SideBySide[]> {
  const results: SideBySide[] = [];
  for (const route of LIGHTHOUSE_PAGES) {
    const runs: { page: LighthouseRun[]; twin: LighthouseRun[]; floor: LighthouseRun[] } = { page: [], twin: [], floor: [] };
    for (let round = 0; round < lighthouseRuns; round += 1) {
      runs.page.push(await lighthouse(`${siteUrl}${route}`, chromiumPath, throttling, log));
      runs.twin.push(await lighthouse(`${siteUrl}/bench-twin/${twinFileName(route)}`, chromiumPath, throttling, log));
      runs.floor.push(await lighthouse(floorUrl, chromiumPath, throttling, log));
    }
    const summed = { route, page: summarise(runs.page), twin: summarise(runs.twin), floor: summarise(runs.floor) };
    // Every round's figures, not only the medians: how far apart the rounds are says how much a miss means.
    const rounds = (read: (run: LighthouseRun) => number) => `page ${runs.page.map(read).join(', ')}; twin ${runs.twin.map(read).join(', ')}; floor ${runs.floor.map(read).join(', ')}`;
    log(`lighthouse ${route} performance: ${rounds((run) => run.performance)}`);
    log(`lighthouse ${route} TBT ms: ${rounds((run) => Math.round(run.tbtMs))}`);
    results.push(summed);
  }
  return results;
}

const tlsAgent = new Agent({ connect: { rejectUnauthorized: false } });

/** GETs a URL through the front (its certificate is made for the run) and answers nginx's cache status. */
async function frontCacheStatus(url: string): Promise<string> {
  const response = await request(url, { dispatcher: tlsAgent });
  await response.body.dump();
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  return String(response.headers['x-cache-status'] ?? 'none');
}

/**
 * Searches as many visitors make them: words a family or a pupil might look up on a school site. Each wrk
 * run of /search through the front asks for these words with its own second word, so every run starts
 * with none of its searches in the front's cache and each distinct search is rendered by Node once.
 */
const SEARCH_WORDS = [
  'exam', 'admission', 'fee', 'holiday', 'sports', 'science', 'library', 'result', 'annual day', 'transport',
  'uniform', 'timetable', 'syllabus', 'scholarship', 'music', 'art', 'computer', 'football', 'cricket', 'yoga',
  'debate', 'quiz', 'prize', 'trip', 'parents meeting', 'vacation', 'notice', 'circular', 'bus', 'camp',
] as const;
const searchMix = (second: string) => SEARCH_WORDS.map((words) => `/search?q=${encodeURIComponent(`${words} ${second}`)}`);

/** /search under load: alone, the cached page alone, then both at once with the page asked by a visitor. */
interface SearchLoad {
  searchAlone: LoadFigures;
  cachedAlone: LoadFigures;
  searchLoaded: LoadFigures;
  visitor: LoadFigures;
}

interface LoadResults {
  frontStatic: LoadFigures;
  frontPage: LoadFigures;
  origin: LoadFigures;
  /** Through the front, 30 distinct searches in turn. */
  front: SearchLoad;
  /** At the Next origin, one search over and over: figures with no budget. */
  atOrigin: SearchLoad;
}

/**
 * Searches at 20 connections, the cached VISITOR_PAGE at 20, then searches again beside a visitor (2
 * connections) reading that page. `searches` gives each of the two search runs its requests.
 */
async function searchUnderLoad(
  where: string,
  origin: string,
  searches: (run: 'alone' | 'loaded') => { label: string; paths: readonly string[] },
): Promise<SearchLoad> {
  const run = (which: 'alone' | 'loaded') => {
    const { label, paths } = searches(which);
    const [first] = paths;
    if (first === undefined) throw new Error(`searchUnderLoad (${where}): no search to ask for`);
    // One path is asked for over and over; several are asked for in turn.
    return wrk(`${label} (${where}${which === 'loaded' ? ', while a visitor reads' : ''})`, `${origin}${first}`, {
      connections: 20,
      seconds: 10,
      paths: paths.length > 1 ? paths : undefined,
    });
  };
  const searchAlone = await run('alone');
  const cachedAlone = await wrk(`${VISITOR_PAGE} (${where}, cached page)`, `${origin}${VISITOR_PAGE}`, { connections: 20, seconds: 10 });
  const [searchLoaded, visitor] = await Promise.all([
    run('loaded'),
    wrk(`${VISITOR_PAGE} (${where}, a visitor, 2 connections)`, `${origin}${VISITOR_PAGE}`, { connections: 2, seconds: 10 }),
  ]);
  return { searchAlone, cachedAlone, searchLoaded, visitor };
}

/** wrk through the nginx front and at the Next origin (see the header comment). */
async function measureLoad(homeHtml: string): Promise<LoadResults> {
  const staticDir = path.join(tmpdir(), `school-website-bench-static-${process.pid}`);
  mkdirSync(staticDir, { recursive: true });
  const staticFile = path.join(staticDir, 'bench-home-copy.html');
  writeFileSync(staticFile, homeHtml);
  const front = startFront({
    httpsPort: ports.front,
    httpPort: ports.front + 1,
    upstreams: [`127.0.0.1:${ports.site}`],
    // wrk is one client standing for many visitors; the limits per client are checked by e2e/front.spec.ts.
    perClientLimits: false,
    // The baseline: the same bytes as `/`, from disk, through the same server block, TLS and logging.
    extraServerDirectives: `    location = /bench-home-copy.html {\n        alias ${staticFile};\n        default_type text/html;\n    }`,
  });
  try {
    const staticUrl = `${front.origin}/bench-home-copy.html`;
    const pageUrl = `${front.origin}/`;
    for (let attempt = 0; ; attempt += 1) {
      const status = await frontCacheStatus(pageUrl).catch(() => 'down');
      if (status === 'HIT') break;
      if (attempt > 100) throw new Error(`the front did not cache / (last X-Cache-Status: ${status})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await frontCacheStatus(staticUrl);
    log('wrk: 50 connections, 10 s each, through the nginx front and at the origin');
    const frontStatic = await wrk('static copy of / (nginx, from disk)', staticUrl, { connections: 50, seconds: 10 });
    const frontPage = await wrk('/ (nginx, cached page)', pageUrl, { connections: 50, seconds: 10 });
    const origin = await wrk('/ (Next origin alone)', `${siteUrl}/`, { connections: 50, seconds: 10 });

    log(`wrk: /search (${SEARCH_WORDS.length} searches in turn) and ${VISITOR_PAGE} through the front, 20 connections, 10 s; then a visitor while /search is loaded`);
    const viaFront = await searchUnderLoad('front', front.origin, (which) => ({
      label: `/search, ${SEARCH_WORDS.length} searches`,
      paths: searchMix(which === 'alone' ? 'school' : 'class'),
    }));
    log(`wrk: ${SEARCH} and ${VISITOR_PAGE} at the origin, the same way (figures with no budget)`);
    const atOrigin = await searchUnderLoad('origin', siteUrl, () => ({ label: SEARCH, paths: [SEARCH] }));
    return { frontStatic, frontPage, origin, front: viaFront, atOrigin };
  } finally {
    await front.stop();
    rmSync(staticDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const signed = (value: number, digits = 0) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;

function table(rows: (string | number)[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => String(row[column]).length))) ?? [];
  return rows.map((row) => row.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column] ?? 0) : String(cell).padStart(widths[column] ?? 0))).join('  ')).join('\n');
}

/** Writes each Lighthouse page's no-JavaScript twin under public/bench-twin/, from the HTML the site serves. */
async function writeTwins(): Promise<void> {
  rmSync(twinDir, { recursive: true, force: true });
  mkdirSync(twinDir, { recursive: true });
  for (const route of LIGHTHOUSE_PAGES) {
    const response = await fetch(`${siteUrl}${route}`);
    if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
    writeFileSync(path.join(twinDir, twinFileName(route)), noScriptTwin(await response.text()));
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const throttling = throttlingFrom(process.env.BENCH_LIGHTHOUSE_THROTTLING);
  ensureDebianPackages({ nginx: 'nginx', openssl: 'openssl', wrk: 'wrk' });
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
  const servers: ChildProcess[] = [];
  let sampler: NodeJS.Timeout | undefined;
  const cleanUp = () => rmSync(twinDir, { recursive: true, force: true });
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
    await ensureFloorBuild();
    const floorServer = runNext(['start', '--port', String(ports.floor)], floorDir, { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, true);
    servers.push(floorServer);
    await waitForServer(floorUrl, floorServer);
    const floor = (await pageWeight(`http://127.0.0.1:${ports.floor}`, '/')).jsGzip;
    log(`framework floor: ${kb(floor)} KB of JavaScript (gzip)`);

    // A first server makes the pages whose twins the measured server then serves from public/.
    const first = runNext(['start', '--port', String(ports.site)], root, env, true);
    await waitForServer(siteUrl, first);
    await writeTwins();
    await stop(first);

    // The measured server runs with production's Node flags (a bounded heap), as deployed.
    const site = runNext(['start', '--port', String(ports.site)], root, { ...env, NODE_OPTIONS: productionNodeOptions() }, true);
    servers.push(site);
    let peakRss = 0;
    const serverPid = site.pid ?? 0;
    sampler = setInterval(() => (peakRss = Math.max(peakRss, treeRss(serverPid))), 250);
    await waitForServer(siteUrl, site);

    log(`weighing ${CANONICAL_ROUTES.length} routes`);
    const weights: PageWeight[] = [];
    for (const route of CANONICAL_ROUTES) weights.push(await pageWeight(siteUrl, route));

    log(`lighthouse (${THROTTLING_NAMES[throttling]}): ${LIGHTHOUSE_PAGES.join(', ')}; page, twin and floor, ${lighthouseRuns} round(s) each`);
    const sideBySide = await measureLighthouse(throttling);

    log('viewer: an album opened at 375 px (2x) and five photos moved through');
    const viewer = await viewerBytes(siteUrl, chromiumPath);

    const homeHtml = readFileSync(path.join(root, distDir, 'server', 'app', 'index.html'), 'utf8');
    const load = await measureLoad(homeHtml);
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

    console.log(`\nLighthouse (mobile, ${THROTTLING_NAMES[throttling]}), medians of ${lighthouseRuns}: the page, its no-JS twin and the floor, back to back`);
    console.log(
      table([
        ['page', 'perf', 'twin', 'floor', 'perf - min', 'TBT ms', 'twin', 'floor', 'TBT - max', 'LCP ms', 'twin', 'floor', 'CLS', 'a11y', 'SEO'],
        ...sideBySide.map(({ route, page, twin, floor: base }) => [
          route,
          page.performance, twin.performance, base.performance, signed(page.performance - Math.min(twin.performance, base.performance)),
          Math.round(page.tbtMs), Math.round(twin.tbtMs), Math.round(base.tbtMs), signed(page.tbtMs - Math.max(twin.tbtMs, base.tbtMs)),
          Math.round(page.lcpMs), Math.round(twin.lcpMs), Math.round(base.lcpMs),
          page.cls.toFixed(3), page.accessibility, page.seo,
        ]),
      ]),
    );
    for (const { route, page } of sideBySide) for (const audit of page.failedAudits) console.log(`  ${route} ${audit}`);

    console.log(`\nViewer at 375 px (2x): ${viewer.albumPath}, opened and moved through 5 photos: ${kb(viewer.bytes)} KB in ${viewer.requests} image requests`);

    console.log('\nLoad (wrk, 1 thread)');
    console.log(
      table([
        ['target', 'connections', 'req/s', 'p99 ms', 'errors'],
        ...[
          [load.frontStatic, 50], [load.frontPage, 50], [load.origin, 50],
          ...[load.front, load.atOrigin].flatMap((set) => [[set.searchAlone, 20], [set.cachedAlone, 20], [set.searchLoaded, 20], [set.visitor, 2]]),
        ].map(([figures, connections]) => {
          const f = figures as LoadFigures;
          return [f.label, connections as number, Math.round(f.rps), f.p99Ms.toFixed(1), f.errors];
        }),
      ]),
    );
    const frontRatio = load.frontPage.rps / load.frontStatic.rps;
    const searchRatio = load.front.searchAlone.rps / load.front.cachedAlone.rps;
    console.log(`front ratio (cached / over its static copy, both through nginx): ${frontRatio.toFixed(2)}`);
    console.log(`origin alone: ${Math.round(load.origin.rps)} req/s, ${(load.origin.rps / load.frontStatic.rps).toFixed(2)} of the static copy through nginx (no budget)`);
    console.log(`search ratio (${SEARCH_WORDS.length} searches in turn over ${VISITOR_PAGE}, through the front, 20 connections): ${searchRatio.toFixed(2)}`);
    console.log(
      `at the origin alone (no budget): ${SEARCH} over ${VISITOR_PAGE} ${(load.atOrigin.searchAlone.rps / load.atOrigin.cachedAlone.rps).toFixed(2)}, ` +
        `a visitor's p99 while ${SEARCH} is loaded ${load.atOrigin.visitor.p99Ms.toFixed(1)} ms`,
    );
    console.log(`server peak memory (RSS): ${(peakRss / KB / KB).toFixed(0)} MB`);

    // Budgets.
    for (const page of weights) {
      const limit = jsBudgetKb(page.route);
      const over = page.jsGzip - floor;
      check(`JavaScript ${page.route}`, over <= limit * KB, `${kb(over)} KB over the floor, budget ${limit} KB`);
    }
    for (const { route, page, twin, floor: base } of sideBySide) {
      const tbtLimit = Math.max(twin.tbtMs, base.tbtMs) + BUDGET.tbtOverBaselineMs;
      check(`TBT ${route}`, page.tbtMs <= tbtLimit, `${Math.round(page.tbtMs)} ms, budget <= ${Math.round(tbtLimit)} ms (twin ${Math.round(twin.tbtMs)}, floor ${Math.round(base.tbtMs)}, + ${BUDGET.tbtOverBaselineMs})`);
      const perfLimit = Math.min(twin.performance, base.performance) - BUDGET.performanceUnderBaseline;
      check(`Lighthouse performance ${route}`, page.performance >= perfLimit, `${page.performance}, budget >= ${perfLimit} (twin ${twin.performance}, floor ${base.performance}, - ${BUDGET.performanceUnderBaseline})`);
      check(`Lighthouse accessibility ${route}`, page.accessibility >= BUDGET.accessibility, `${page.accessibility}, budget ${BUDGET.accessibility}`);
      const seoMisses = page.failedAudits.filter((audit) => audit.startsWith('seo:') && !(NOINDEX_PAGES.has(route) && audit === 'seo: is-crawlable'));
      check(
        `Lighthouse SEO ${route}`,
        page.seo >= BUDGET.seo || seoMisses.length === 0,
        `${page.seo}, budget ${BUDGET.seo}${NOINDEX_PAGES.has(route) ? ' (noindex on purpose: is-crawlable is not counted)' : ''}`,
      );
      check(`CLS ${route}`, page.cls <= BUDGET.cls, `${page.cls.toFixed(3)}, budget <= ${BUDGET.cls}`);
    }
    check('front ratio', frontRatio >= BUDGET.frontRatio, `${frontRatio.toFixed(2)}, budget >= ${BUDGET.frontRatio}`);
    check('errors through the front', load.frontPage.errors === 0 && load.frontStatic.errors === 0, `${load.frontPage.errors} on /, ${load.frontStatic.errors} on the static copy`);
    check('search ratio', searchRatio >= BUDGET.searchRatio, `${searchRatio.toFixed(2)}, budget >= ${BUDGET.searchRatio}`);
    check(`p99 of ${VISITOR_PAGE} while /search is loaded`, load.front.visitor.p99Ms < BUDGET.visitorP99Ms, `${load.front.visitor.p99Ms.toFixed(1)} ms, budget < ${BUDGET.visitorP99Ms} ms`);
    check(
      'errors under /search load',
      [load.front, load.atOrigin].every((set) => Object.values(set).every((figures) => figures.errors === 0)),
      'socket errors, timeouts and non-2xx answers, through the front and at the origin',
    );
    check('server peak memory', peakRss < BUDGET.peakRssMb * KB * KB, `${(peakRss / KB / KB).toFixed(0)} MB, budget < ${BUDGET.peakRssMb} MB`);
  } finally {
    if (sampler) clearInterval(sampler);
    for (const server of servers) await stop(server);
    await demo.close();
    cleanUp();
  }

  const missed = budgets.filter((budget) => !budget.ok);
  console.log(`\n${budgets.length - missed.length} of ${budgets.length} budgets met in ${Math.round((Date.now() - started) / 1000)} s`);
  for (const budget of missed) console.log(`MISSED ${budget.name}: ${budget.detail}`);
  process.exit(missed.length > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  rmSync(twinDir, { recursive: true, force: true });
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
