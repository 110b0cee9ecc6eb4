/**
 * `npm run bench`: the performance budgets of ARCHITECTURE.md, measured on the production build against
 * the demo content service, side by side in one run (these shared machines move 10-20 % between runs, so
 * every figure is compared with its baseline measured back to back, never with an absolute number).
 * docs/performance.md is the guide to its method and figures.
 *
 * It starts the demo service, builds the site into `.next-bench` (`npm run build`) when that build is missing,
 * older than the sources or made for other ports, serves it with `next start` (with production's
 * NODE_OPTIONS; its SITE_URL is the front's origin, https://localhost:BENCH_FRONT_PORT), and measures:
 * - every route's JavaScript (gzip, module scripts) and HTML weight, against the framework floor
 *   (test-support/page-weight.ts, shared with e2e/page-bytes.spec.ts, which budgets the same bytes in
 *   `npm test`);
 * - Lighthouse (mobile, Debian's chromium) under applied throttling (`--throttling-method=devtools`: the
 *   browser loads over 4G figures with its CPU slowed 4x) on each page of LIGHTHOUSE_PAGES, on that page's
 *   no-JavaScript twin (its HTML as served with the scripts removed, written under public/bench-twin/ and
 *   served by the same server) and on the floor page, interleaved: BENCH_LIGHTHOUSE_RUNS rounds (default 5),
 *   on the pages BENCH_PAGES names (comma-separated, default all),
 *   each the floor once and then every page with its twin; each metric's median counts. A page that embeds a
 *   PDF is read with Chromium's PDF viewer off (PDF_PAGES), and its figures with the viewer are reported
 *   apart. WORKER_PAGES are also read without the service worker's registration (the same HTML otherwise):
 *   a first visit's TBT must be no higher than that, and each round's pair is printed;
 * - a guard under Lighthouse's simulated throttling: each page against the floor only, BENCH_GUARD_RUNS
 *   rounds (default 3, 0 leaves it out), the floor once a round; it warns and does not fail;
 * - every Lighthouse run, the guard's too, loads as a parent does (scripts/bench/front.ts): through the
 *   production nginx front over TLS and HTTP/2, page and twin through one front, the floor through a second
 *   rendered from the same template. Each run is a first visit: a cold browser (Lighthouse's own fresh
 *   profile) and a warm front (every page loaded once before the rounds; the document is a fresh cached copy
 *   before each run, and the front's access log must show the run got it from the cache). Chromium trusts the
 *   fronts' certificates by their keys' hashes; a request to the front that did not come over h2 stops the bench;
 * - at the Next origin, the bytes a phone fetches to open an album's viewer and move through five photos;
 * - a repeat visit on a bad network (scripts/bench/repeat-visit.ts, at the Next origin through a slow link): a
 *   page saved by the service worker, reloaded with every request failing from 1 s; its LCP, a figure with no
 *   budget;
 * - load with Debian's `wrk` through the production nginx front (deploy/nginx-site.conf.template): the cached
 *   home page against a copy of its HTML that nginx serves from disk, at 50 connections; the Next origin alone
 *   as a figure; at the Next origin, 2,000 invented item addresses in turn (each a 404, answered by proxy.ts
 *   with a prerendered document) against a cached item page, at 20 connections; and /search at 20 connections against a cached page, with a visitor's p99 measured while
 *   /search is under that load: through the front (which keeps a result page for a minute) with thirty
 *   distinct searches in turn, per-client limits left out as wrk stands for many visitors, and at the
 *   origin with one search over and over, as figures;
 * - the server's peak memory (RSS of `next start` and its children, sampled every 250 ms).
 *
 * It exits with 1 naming each budget it misses. Installs nginx, openssl, wrk and Noto Sans Devanagari (the system
 * face of the phones it stands for, fonts-noto-core) with apt-get when missing.
 * Ports: BENCH_DEMO_PORT (3930), BENCH_SITE_PORT (3931), BENCH_FLOOR_PORT (3932), BENCH_LINK_PORT (3933, the
 * repeat visit's slow link), BENCH_FRONT_PORT (3934 HTTPS and 3935 HTTP: the site's front; the floor's front
 * on the two after it, 3936 and 3937); everything listens on and is sent to 127.0.0.1 only.
 */
import { type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CANONICAL_ROUTES } from '../content/routes';
import { cacheStatus, startLighthouseFronts, trustingAgent, type LighthouseFronts } from './bench/front';
import { ensureLighthouse, lighthouse, summarise, tbtRounds, THROTTLING_NAMES, type LighthouseRun, type LighthouseTarget, type Throttling } from './bench/lighthouse';
import { build, demoSiteEnv, root, runNext, stop, waitForServer } from '../test-support/next-process';
import { demoVapidEnv } from './support/demo-vapid';
import { ensureFloorBuild, jsBudgetKb, KB, LIGHTHOUSE_PAGES, pageHtml, pageWeight, routeKind, scriptGzip, selectedPages, serveFloor, twinBytes, type PageWeight } from '../test-support/page-weight';
import { CUT_AFTER_MS, REPEAT_VISIT_PAGE, repeatVisit, type RepeatVisit } from './bench/repeat-visit';
import { LIGHTHOUSE_4G } from './bench/slow-link';
import { noScriptTwin, twinFileName, withoutWorkerRegistration } from '../test-support/twin';
import { viewerBytes } from '../test-support/viewer-bytes';
import { wrk, type LoadFigures } from './bench/wrk';
import { startDemoService } from './demo-service/server';
import { productionNodeOptions } from './production-node-options';
import { ensureDebianFont, ensureDebianPackages, FRONT_NAME, startFront } from '../test-support/nginx';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const setting = (name: string, fallback: number) => Number(process.env[name] || fallback);
const ports = {
  demo: setting('BENCH_DEMO_PORT', 3930),
  site: setting('BENCH_SITE_PORT', 3931),
  floor: setting('BENCH_FLOOR_PORT', 3932),
  link: setting('BENCH_LINK_PORT', 3933),
  front: setting('BENCH_FRONT_PORT', 3934),
};
const lighthouseRuns = Math.max(1, setting('BENCH_LIGHTHOUSE_RUNS', 5));
const guardRuns = Math.max(0, setting('BENCH_GUARD_RUNS', 3));
/** BENCH_PAGES: some of LIGHTHOUSE_PAGES, comma-separated, for a run on those alone (all of them by default). */
const benchPages = selectedPages(process.env.BENCH_PAGES, LIGHTHOUSE_PAGES);
const distDir = '.next-bench';
/** The twins are written here before the server starts (`next start` serves the public files it found then). */
const twinFolder = 'bench-twin';
const twinDir = path.join(root, 'public', twinFolder);
/** The Next origin, which the bench weighs pages at and the fronts pass to. */
const siteUrl = `http://127.0.0.1:${ports.site}`;
/** The site's public origin, its SITE_URL: the nginx front the Lighthouse rounds and wrk load through. */
const publicOrigin = `https://${FRONT_NAME}:${ports.front}`;
/** What every request of a Lighthouse run to the front must come over: HTTP/2, as parents' browsers get it. */
const FRONT_PROTOCOL = 'h2';
/** How the Lighthouse runs load a page, for the report's captions. */
const FIRST_VISIT = 'through the nginx front over TLS and HTTP/2, a first visit: cold browser cache, warm front cache';

/** The method the budgets are read under, and the guard's. */
const BUDGET_THROTTLING: Throttling = 'devtools';
const GUARD_THROTTLING: Throttling = 'simulate';

const BUDGET = {
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
  /** Requests per second of invented item addresses (each a 404) over those of a cached item page, at the Next origin. */
  inventedRatio: 0.5,
  peakRssMb: 400,
};
/** The guard's margins over the floor under simulated throttling: the budgets' own, against the floor alone. */
const GUARD = { tbtOverFloorMs: BUDGET.tbtOverBaselineMs, performanceUnderFloor: BUDGET.performanceUnderBaseline };
const SEARCH = '/search?q=exam';
/**
 * Result pages say `noindex` on purpose (app/search/page.tsx), which Lighthouse's SEO audit "is-crawlable"
 * counts against them; their SEO budget holds when that is the only audit they fail.
 */
const NOINDEX_PAGES: ReadonlySet<string> = new Set([SEARCH]);
/** The cached page /search is compared with, and the page a visitor asks for while /search is loaded. */
const VISITOR_PAGE = '/Chairman';
/**
 * Pages that embed a PDF (components/media/pdf-embed.tsx). Chromium's desktop PDF viewer runs scripts of its
 * own when such a frame loads, which is the browser's cost, and Chrome on Android shows no PDF inside a page.
 * So these pages and their twins are measured for their budgets with the viewer off (Lighthouse's
 * `pdfViewer: false`: the PDF is a download, as on a phone), and the page with the viewer is measured in the
 * same rounds and reported apart, not counted.
 */
const PDF_PAGES: ReadonlySet<string> = new Set(['/Tc', '/hi/Tc']);
const pdfViewer = (route: string) => !PDF_PAGES.has(route);
/**
 * Pages also measured, in the same rounds, as they were before the service worker: the same HTML with only
 * the worker's registration removed (test-support/twin.ts). The home page is the heaviest first visit, and
 * /Chairman a text page whose TBT is mostly the framework's.
 */
const WORKER_PAGES: ReadonlySet<string> = new Set(['/', '/Chairman']);
/** Twins, the floor and the guard are read for their performance only; the pages' accessibility and SEO are budgeted. */
const PERFORMANCE_ONLY = ['performance'] as const;

// Sources whose change makes an existing bench build stale (public/bench-twin/ is the bench's own output).
const SOURCES = ['app', 'components', 'content', 'scripts/demo-service/data', 'lib', 'public', 'next.config.mjs', 'proxy.ts', 'tailwind.config.mts', 'postcss.config.mjs', 'package.json', 'package-lock.json'];

interface Budget {
  name: string;
  ok: boolean;
  detail: string;
}

const budgets: Budget[] = [];
function check(name: string, ok: boolean, detail: string): void {
  budgets.push({ name, ok, detail });
}

/** Lighthouse runs that gave figures through the fronts, each past frontRun's checks (a failed check stops the bench). */
let checkedFrontRuns = 0;

/** The guard's findings: printed, never failing the run. */
const warnings: string[] = [];

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

interface SideBySide {
  route: string;
  page: LighthouseRun;
  twin: LighthouseRun;
  floor: LighthouseRun;
  /** PDF_PAGES only: the page with Chromium's PDF viewer, a figure not counted against it. */
  withViewer?: LighthouseRun;
  /** WORKER_PAGES only: the page without the service worker's registration, and each round's TBT with and without it. */
  withoutWorker?: { run: LighthouseRun; rounds: [number, number][] };
}

/**
 * One Lighthouse run through a front, a first visit: the front holds a fresh copy of the document first, the
 * run's requests to the front must all come over HTTP/2 (else the bench stops), and the document it loaded
 * must have come from the front's cache.
 */
async function frontRun(fronts: LighthouseFronts, target: LighthouseTarget): Promise<LighthouseRun> {
  const since = await fronts.ready(target.url);
  const run = await lighthouse({ ...target, trustedSpki: fronts.spki, protocol: FRONT_PROTOCOL }, chromiumPath, log);
  fronts.served(target.url, since);
  if (!Number.isNaN(run.performance)) checkedFrontRuns += 1;
  return run;
}

const twinUrl = (fronts: LighthouseFronts, route: string, variant: 'no-js' | 'no-worker' = 'no-js') => `${fronts.origin}/${twinFolder}/${twinFileName(route, variant)}`;

/** Every round's figures, not only the medians: how far apart the rounds are says how much a miss means. */
const figures = (runs: LighthouseRun[]) => `performance ${runs.map((run) => run.performance).join(', ')}; TBT ms ${runs.map((run) => Math.round(run.tbtMs)).join(', ')}`;

/**
 * The budgets' runs, under applied throttling, in `lighthouseRuns` rounds. Each round measures the floor
 * once, then every page with its twin right after it (and, for PDF_PAGES, the page with its PDF viewer): a
 * busy spell on this shared machine then spoils one round of several pages, not every round of one, and the
 * medians of the five rounds count. The floor is the same page for every route, so its median over the
 * rounds is each page's floor.
 */
async function measureBudgetRuns(fronts: LighthouseFronts): Promise<SideBySide[]> {
  const throttling = BUDGET_THROTTLING;
  const run = (target: LighthouseTarget) => frontRun(fronts, target);
  const floorRuns: LighthouseRun[] = [];
  const pages = benchPages.map((route) => ({ route, page: [] as LighthouseRun[], twin: [] as LighthouseRun[], withViewer: [] as LighthouseRun[], withoutWorker: [] as LighthouseRun[] }));
  for (let round = 0; round < lighthouseRuns; round += 1) {
    log(`lighthouse round ${round + 1} of ${lighthouseRuns}`);
    floorRuns.push(await run({ url: fronts.floorUrl, throttling, categories: PERFORMANCE_ONLY }));
    for (const { route, page, twin, withViewer, withoutWorker } of pages) {
      page.push(await run({ url: `${fronts.origin}${route}`, throttling, pdfViewer: pdfViewer(route) }));
      twin.push(await run({ url: twinUrl(fronts, route), throttling, pdfViewer: pdfViewer(route), categories: PERFORMANCE_ONLY }));
      if (PDF_PAGES.has(route)) withViewer.push(await run({ url: `${fronts.origin}${route}`, throttling, categories: PERFORMANCE_ONLY }));
      if (WORKER_PAGES.has(route)) withoutWorker.push(await run({ url: twinUrl(fronts, route, 'no-worker'), throttling, categories: PERFORMANCE_ONLY }));
    }
  }
  log(`lighthouse floor: ${figures(floorRuns)}`);
  const floor = summarise(floorRuns);
  return pages.map(({ route, page, twin, withViewer, withoutWorker }) => {
    log(
      `lighthouse ${route}: page ${figures(page)}; twin ${figures(twin)}` +
        `${withViewer.length > 0 ? `; with the PDF viewer ${figures(withViewer)}` : ''}${withoutWorker.length > 0 ? `; without the worker ${figures(withoutWorker)}` : ''}`,
    );
    return {
      route,
      page: summarise(page),
      twin: summarise(twin),
      floor,
      withViewer: withViewer.length > 0 ? summarise(withViewer) : undefined,
      withoutWorker: withoutWorker.length > 0 ? { run: summarise(withoutWorker), rounds: tbtRounds(page, withoutWorker) } : undefined,
    };
  });
}

interface Guarded {
  route: string;
  page: LighthouseRun;
  floor: LighthouseRun;
}

/**
 * The guard's runs, under simulated throttling: `guardRuns` rounds, each the floor once and then every page
 * (PDF_PAGES with the viewer off, as in the budgets' runs); the medians are compared with the floor's.
 */
async function measureGuard(fronts: LighthouseFronts): Promise<Guarded[]> {
  if (guardRuns === 0) return [];
  const throttling = GUARD_THROTTLING;
  const run = (target: LighthouseTarget) => frontRun(fronts, target);
  const floorRuns: LighthouseRun[] = [];
  const pages = benchPages.map((route) => ({ route, runs: [] as LighthouseRun[] }));
  for (let round = 0; round < guardRuns; round += 1) {
    log(`guard round ${round + 1} of ${guardRuns}`);
    floorRuns.push(await run({ url: fronts.floorUrl, throttling, categories: PERFORMANCE_ONLY }));
    for (const { route, runs } of pages) runs.push(await run({ url: `${fronts.origin}${route}`, throttling, pdfViewer: pdfViewer(route), categories: PERFORMANCE_ONLY }));
  }
  log(`guard floor: ${figures(floorRuns)}`);
  const floor = summarise(floorRuns);
  return pages.map(({ route, runs }) => {
    log(`guard ${route}: ${figures(runs)}`);
    return { route, page: summarise(runs), floor };
  });
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
  /** At the Next origin: a cached item page, then invented item addresses in turn (each answered 404). */
  cachedItem: LoadFigures;
  invented: LoadFigures;
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

/** The address of the first news item the listing links to: a cached page of one item. */
async function anItemPage(): Promise<string> {
  const html = await pageHtml(siteUrl, '/News');
  const found = /href="(\/News\/[A-Za-z0-9_-]+)"/.exec(html)?.[1];
  if (found === undefined) throw new Error('bench: /News links to no item page');
  return found;
}

/** Addresses of items that do not exist, each new to the server: a well-formed id and a slug. */
function inventedItemPaths(count: number): string[] {
  return Array.from({ length: count }, () => `/News/${randomBytes(12).toString('hex')}-no-such-item`);
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
  const agent = trustingAgent(front);
  try {
    const staticUrl = `${front.origin}/bench-home-copy.html`;
    const pageUrl = `${front.origin}/`;
    // wrk asks without Accept-Encoding, so this is the copy it gets.
    for (let attempt = 0; ; attempt += 1) {
      const status = await cacheStatus(pageUrl, agent).catch(() => 'down');
      if (status === 'HIT') break;
      if (attempt > 100) throw new Error(`the front did not cache / (last X-Cache-Status: ${status})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await cacheStatus(staticUrl, agent);
    log('wrk: 50 connections, 10 s each, through the nginx front and at the origin');
    const frontStatic = await wrk('static copy of / (nginx, from disk)', staticUrl, { connections: 50, seconds: 10 });
    const frontPage = await wrk('/ (nginx, cached page)', pageUrl, { connections: 50, seconds: 10 });
    const origin = await wrk('/ (Next origin alone)', `${siteUrl}/`, { connections: 50, seconds: 10 });

    const itemPage = await anItemPage();
    log(`wrk: a cached item page (${itemPage}) and then 2,000 invented item addresses in turn, at the Next origin, 20 connections, 10 s each`);
    const cachedItem = await wrk(`${itemPage.slice(0, 40)}… (Next origin, cached item page)`, `${siteUrl}${itemPage}`, { connections: 20, seconds: 10 });
    const inventedPaths = inventedItemPaths(2000);
    const invented = await wrk('/News/<invented id>-no-such-item (Next origin, 2,000 in turn, each a 404)', `${siteUrl}${inventedPaths[0]}`, { connections: 20, seconds: 10, paths: inventedPaths });

    log(`wrk: /search (${SEARCH_WORDS.length} searches in turn) and ${VISITOR_PAGE} through the front, 20 connections, 10 s; then a visitor while /search is loaded`);
    const viaFront = await searchUnderLoad('front', front.origin, (which) => ({
      label: `/search, ${SEARCH_WORDS.length} searches`,
      paths: searchMix(which === 'alone' ? 'school' : 'class'),
    }));
    log(`wrk: ${SEARCH} and ${VISITOR_PAGE} at the origin, the same way (figures with no budget)`);
    const atOrigin = await searchUnderLoad('origin', siteUrl, () => ({ label: SEARCH, paths: [SEARCH] }));
    return { frontStatic, frontPage, origin, cachedItem, invented, front: viaFront, atOrigin };
  } finally {
    await agent.close();
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
  for (const route of benchPages) {
    const html = await pageHtml(siteUrl, route);
    writeFileSync(path.join(twinDir, twinFileName(route)), noScriptTwin(html));
    if (WORKER_PAGES.has(route)) writeFileSync(path.join(twinDir, twinFileName(route, 'no-worker')), withoutWorkerRegistration(html));
  }
}

/** The Lighthouse pages' bytes that e2e/page-bytes.spec.ts budgets: figures here, KB gzip. */
async function htmlAgainstTwins(): Promise<(string | number)[][]> {
  const rows: (string | number)[][] = [];
  for (const route of benchPages) {
    const { page, twin, rsc } = twinBytes(await pageHtml(siteUrl, route));
    rows.push([route, kb(page), kb(twin), (page / twin).toFixed(2), kb(rsc), (rsc / twin).toFixed(2)]);
  }
  return rows;
}

function describeRepeatVisit(visit: RepeatVisit): string {
  const network = `Lighthouse's 4G figures (${LIGHTHOUSE_4G.requestLatencyMs} ms a request, ${(LIGHTHOUSE_4G.downloadKbps / 1000).toFixed(2)} Mbit/s down), the CPU slowed 4x`;
  const what = `${REPEAT_VISIT_PAGE} opened, saved by the service worker, then reloaded over ${network}, every request failing from ${CUT_AFTER_MS / 1000} s`;
  if (!visit.measured) return `${what}: not measured: ${visit.reason}`;
  return [
    `${what}:`,
    `  LCP ${visit.lcpMs === null ? 'none (nothing of the page was painted)' : `${Math.round(visit.lcpMs)} ms`}`,
    `  main heading "${visit.heading}" ${visit.headingShown ? 'shown' : 'NOT shown'}`,
    `  the page's HTML ${visit.fromNetwork ? 'came over the network before the cut' : 'came from the saved copy'}`,
    ...(visit.navigationError ? [`  the reload failed: ${visit.navigationError}`] : []),
  ].join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  ensureDebianPackages({ nginx: 'nginx', openssl: 'openssl', wrk: 'wrk' });
  ensureLighthouse();
  // The phone Lighthouse stands for has Noto Sans Devanagari as a system face, as every Android phone does, and
  // the Hindi pages draw with it first (app/globals.css): without it they measure a device that fetches the site's copy.
  ensureDebianFont('Noto Sans Devanagari', 'fonts-noto-core');
  // The clean feed, as every earlier run had, so the figures compare across runs (the planted problems are old items anyway).
  const demo = await startDemoService({ port: ports.demo, log: false, problems: false });
  // As in production, the public origin is the front's: canonical URLs, HSTS, and the same-site check of
  // /api/visit and /api/vitals (the Origin a browser sends through the front is this one).
  // Push alerts on, as a school that offers them runs the site: the listing pages carry their control.
  const env = demoSiteEnv({ distDir, demoUrl: demo.url, siteUrl: publicOrigin, port: ports.site, revalidateSecret: 'bench-revalidate-secret-0123456789' }, demoVapidEnv().env);
  const stops: (() => Promise<void>)[] = [];
  let sampler: NodeJS.Timeout | undefined;
  const cleanUp = () => rmSync(twinDir, { recursive: true, force: true });
  process.once('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });

  try {
    const buildId = path.join(root, distDir, 'BUILD_ID');
    const newestSource = Math.max(...SOURCES.map((source) => path.join(root, source)).filter(existsSync).map(newestMtime));
    // A build carries its content service, public origin and push key (pages, headers): one made for others is made again.
    const builtFor = path.join(root, distDir, 'bench-built-for.json');
    const environment = JSON.stringify({ CONTENT_API_URL: env.CONTENT_API_URL, SITE_URL: env.SITE_URL, PUSH_VAPID_PUBLIC_KEY: env.PUSH_VAPID_PUBLIC_KEY });
    if (!existsSync(buildId) || statSync(buildId).mtimeMs < newestSource || !existsSync(builtFor) || readFileSync(builtFor, 'utf8') !== environment) {
      log(`building the site into ${distDir} against the demo service, for ${publicOrigin} (npm run build, 2-4 min)`);
      await build(root, env, { npm: true });
      writeFileSync(builtFor, environment);
    } else {
      log(`using the build in ${distDir} (newer than every source, made for these ports)`);
    }
    await ensureFloorBuild(log);
    const floorServer = await serveFloor(ports.floor);
    stops.push(floorServer.stop);
    const floor = (await pageWeight(floorServer.origin, '/')).jsGzip;
    log(`framework floor: ${kb(floor)} KB of JavaScript (gzip)`);

    // A first server makes the pages whose twins the measured server then serves from public/.
    const first = runNext(['start', '--port', String(ports.site)], root, env, true);
    await waitForServer(siteUrl, first);
    await writeTwins();
    await stop(first);

    // The measured server runs with production's Node flags (a bounded heap), as deployed.
    const site: ChildProcess = runNext(['start', '--port', String(ports.site)], root, { ...env, NODE_OPTIONS: productionNodeOptions() }, true);
    stops.push(() => stop(site));
    let peakRss = 0;
    const serverPid = site.pid ?? 0;
    sampler = setInterval(() => (peakRss = Math.max(peakRss, treeRss(serverPid))), 250);
    await waitForServer(siteUrl, site);

    log(`weighing ${CANONICAL_ROUTES.length} routes`);
    const weights: PageWeight[] = [];
    for (const route of CANONICAL_ROUTES) weights.push(await pageWeight(siteUrl, route));
    const bytes = await htmlAgainstTwins();

    // Lighthouse loads page, twin and floor through the production front over TLS and HTTP/2, as parents do.
    const fronts = startLighthouseFronts({ site: `127.0.0.1:${ports.site}`, floor: `127.0.0.1:${ports.floor}`, httpsPort: ports.front, twinPrefix: `/${twinFolder}/` });
    let sideBySide: SideBySide[];
    let guarded: Guarded[];
    try {
      log(`fronts: the site at ${fronts.origin}, the floor at ${fronts.floorUrl}; the floor and every page loaded once in Chromium, so each run finds them in the front's cache`);
      await fronts.warm([fronts.floorUrl, ...benchPages.map((route) => `${fronts.origin}${route}`)], chromiumPath);
      log(`lighthouse (${THROTTLING_NAMES[BUDGET_THROTTLING]}, the budgets): ${benchPages.join(', ')}; ${lighthouseRuns} round(s), each the floor once and every page with its twin`);
      sideBySide = await measureBudgetRuns(fronts);
      log(`lighthouse (${THROTTLING_NAMES[GUARD_THROTTLING]}, the guard): page and floor, ${guardRuns} round(s)`);
      guarded = await measureGuard(fronts);
    } finally {
      await fronts.stop();
    }

    log('viewer: an album opened at 375 px (2x) and five photos moved through');
    const viewer = await viewerBytes(siteUrl, chromiumPath);

    log(`repeat visit: ${REPEAT_VISIT_PAGE} saved, then reloaded on a network that fails from ${CUT_AFTER_MS / 1000} s`);
    const visit = await repeatVisit(siteUrl, ports.link, chromiumPath).catch((error: unknown): RepeatVisit => ({ measured: false, reason: error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error) }));

    const homeHtml = readFileSync(path.join(root, distDir, 'server', 'app', 'index.html'), 'utf8');
    const load = await measureLoad(homeHtml);
    clearInterval(sampler);
    peakRss = Math.max(peakRss, treeRss(serverPid));

    // Report.
    const shared = weights.reduce<string[]>((common, page) => common.filter((src) => page.scripts.includes(src)), weights[0]?.scripts ?? []);
    let sharedGzip = 0;
    for (const src of shared) sharedGzip += await scriptGzip(siteUrl, src);
    console.log('\nJavaScript (gzip, module scripts) and HTML per route, KB');
    console.log(
      table([
        ['route', 'kind', 'JS', 'JS - floor', 'budget', 'HTML', 'HTML gzip'],
        ...weights.map((page) => [page.route, routeKind(page.route), kb(page.jsGzip), kb(page.jsGzip - floor), jsBudgetKb(page.route), kb(page.htmlBytes), kb(page.htmlGzip)]),
      ]),
    );
    console.log(`framework floor ${kb(floor)} KB; shared by every route ${kb(sharedGzip)} KB (${kb(sharedGzip - floor)} KB over the floor)`);
    console.log('\nHTML and inline RSC payload against the no-JS twin, KB gzip (budgeted in npm test by e2e/page-bytes.spec.ts)');
    console.log(table([['page', 'HTML', 'twin', 'HTML / twin', 'RSC', 'RSC / twin'], ...bytes]));

    console.log(
      `\nLighthouse (mobile, ${THROTTLING_NAMES[BUDGET_THROTTLING]}, ${FIRST_VISIT}), medians of ${lighthouseRuns} rounds ` +
        '(each the floor once, then every page with its no-JS twin); the budgets',
    );
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
    console.log(
      `  ${checkedFrontRuns} Lighthouse runs (the guard's included): every request to a front came over ${FRONT_PROTOCOL}, ` +
        "and every page's document was answered from the front's cache (checked on each run; a miss stops the bench)",
    );
    for (const { route, page } of sideBySide) for (const audit of page.failedAudits) console.log(`  ${route} ${audit}`);
    for (const { route, withViewer } of sideBySide) {
      if (!withViewer) continue;
      console.log(
        `  ${route}: page and twin measured with Chromium's PDF viewer off (Chrome on Android shows no PDF inside a page). With the desktop viewer, not counted: ` +
          `perf ${withViewer.performance}, TBT ${Math.round(withViewer.tbtMs)} ms, LCP ${Math.round(withViewer.lcpMs)} ms (medians of ${lighthouseRuns})`,
      );
    }

    const workerRows = sideBySide.flatMap(({ route, page, withoutWorker }) => (withoutWorker ? [{ route, page, ...withoutWorker }] : []));
    console.log(`\nFirst visit with and without the service worker's registration (the same HTML otherwise), ${THROTTLING_NAMES[BUDGET_THROTTLING]}, medians of ${lighthouseRuns}`);
    console.log(
      table([
        ['page', 'perf', 'no worker', 'TBT ms', 'no worker', 'LCP ms', 'no worker'],
        ...workerRows.map(({ route, page, run }) => [
          route, page.performance, run.performance,
          Math.round(page.tbtMs), Math.round(run.tbtMs),
          Math.round(page.lcpMs), Math.round(run.lcpMs),
        ]),
      ]),
    );
    console.log('Its TBT round by round, ms: the page and its copy without the registration, measured one after the other in each round');
    console.log(
      table([
        ['page', 'round', 'with', 'without', 'with - without'],
        ...workerRows.flatMap(({ route, rounds }) => rounds.map(([withIt, without], round) => [route, round + 1, Math.round(withIt), Math.round(without), signed(withIt - without)])),
      ]),
    );

    if (guarded.length > 0) {
      console.log(
        `\nGuard: Lighthouse (mobile, ${THROTTLING_NAMES[GUARD_THROTTLING]}, ${FIRST_VISIT}), medians of ${guardRuns}: the page and the floor only (the floor once a round), ` +
          `compared with the floor (TBT + ${GUARD.tbtOverFloorMs} ms, performance - ${GUARD.performanceUnderFloor}); warns, does not fail`,
      );
      console.log(
        table([
          ['page', 'perf', 'floor', 'perf - floor', 'TBT ms', 'floor', 'TBT - floor', 'LCP ms', 'floor'],
          ...guarded.map(({ route, page, floor: base }) => [
            route,
            page.performance, base.performance, signed(page.performance - base.performance),
            Math.round(page.tbtMs), Math.round(base.tbtMs), signed(page.tbtMs - base.tbtMs),
            Math.round(page.lcpMs), Math.round(base.lcpMs),
          ]),
        ]),
      );
    } else {
      console.log('\nGuard (simulated throttling): left out (BENCH_GUARD_RUNS=0)');
    }

    console.log(`\nViewer at 375 px (2x): ${viewer.albumPath}, opened and moved through 5 photos: ${kb(viewer.bytes)} KB in ${viewer.requests} image requests`);
    console.log(`\nRepeat visit on a bad network (a figure, no budget): ${describeRepeatVisit(visit)}`);

    console.log('\nLoad (wrk, 1 thread)');
    console.log(
      table([
        ['target', 'connections', 'req/s', 'p99 ms', 'errors'],
        ...[
          [load.frontStatic, 50], [load.frontPage, 50], [load.origin, 50], [load.cachedItem, 20], [load.invented, 20],
          ...[load.front, load.atOrigin].flatMap((set) => [[set.searchAlone, 20], [set.cachedAlone, 20], [set.searchLoaded, 20], [set.visitor, 2]]),
        ].map(([figures, connections]) => {
          const f = figures as LoadFigures;
          return [f.label, connections as number, Math.round(f.rps), f.p99Ms.toFixed(1), f.errors];
        }),
      ]),
    );
    const frontRatio = load.frontPage.rps / load.frontStatic.rps;
    const searchRatio = load.front.searchAlone.rps / load.front.cachedAlone.rps;
    const inventedRatio = load.invented.rps / load.cachedItem.rps;
    console.log(`invented item addresses: ${Math.round(load.invented.rps)} req/s against ${Math.round(load.cachedItem.rps)} req/s for a cached item page, ratio ${inventedRatio.toFixed(2)} (the invented line's errors are its 404s)`);
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
    // The registration runs after load, so a first visit must cost no more: the page's median TBT is within
    // the rounds of the same HTML without it (no higher than the highest of them).
    for (const { route, page, rounds } of workerRows) {
      const without = rounds.map(([, tbt]) => tbt).filter((tbt) => !Number.isNaN(tbt));
      const highest = Math.max(...without);
      check(`first visit TBT with the service worker ${route}`, page.tbtMs <= highest, `${Math.round(page.tbtMs)} ms, budget <= ${Math.round(highest)} ms (the highest round without the worker's registration: ${without.map(Math.round).join(', ')})`);
    }
    for (const { route, page, floor: base } of guarded) {
      const tbtLimit = base.tbtMs + GUARD.tbtOverFloorMs;
      if (page.tbtMs > tbtLimit) warnings.push(`simulated TBT ${route}: ${Math.round(page.tbtMs)} ms, guard <= ${Math.round(tbtLimit)} ms (floor ${Math.round(base.tbtMs)}, + ${GUARD.tbtOverFloorMs})`);
      const perfLimit = base.performance - GUARD.performanceUnderFloor;
      if (page.performance < perfLimit) warnings.push(`simulated performance ${route}: ${page.performance}, guard >= ${perfLimit} (floor ${base.performance}, - ${GUARD.performanceUnderFloor})`);
    }
    check('front ratio', frontRatio >= BUDGET.frontRatio, `${frontRatio.toFixed(2)}, budget >= ${BUDGET.frontRatio}`);
    check('errors through the front', load.frontPage.errors === 0 && load.frontStatic.errors === 0, `${load.frontPage.errors} on /, ${load.frontStatic.errors} on the static copy`);
    check('invented item addresses', inventedRatio >= BUDGET.inventedRatio, `${inventedRatio.toFixed(2)} of a cached item page's req/s, budget >= ${BUDGET.inventedRatio}`);
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
    for (const stopServer of stops.reverse()) await stopServer();
    await demo.close();
    cleanUp();
  }

  const missed = budgets.filter((budget) => !budget.ok);
  console.log(`\n${budgets.length - missed.length} of ${budgets.length} budgets met in ${Math.round((Date.now() - started) / 1000)} s`);
  for (const budget of missed) console.log(`MISSED ${budget.name}: ${budget.detail}`);
  if (warnings.length > 0) console.log(`${warnings.length} warning(s) from the simulated-throttling guard (against the floor; not budgets):`);
  for (const warning of warnings) console.log(`WARN ${warning}`);
  process.exit(missed.length > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  rmSync(twinDir, { recursive: true, force: true });
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
