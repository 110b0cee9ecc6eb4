/**
 * The bench's Lighthouse phase: every page of BENCH_PAGES, its no-JavaScript twin and the framework floor,
 * interleaved, through the production nginx front over TLS and HTTP/2 (scripts/bench/front.ts), under the
 * budgets' throttling and then the guard's (the header of scripts/bench/main.ts says how and why).
 */
import { startLighthouseFronts, type LighthouseFronts } from './front';
import { lighthouse, summarise, tbtRounds, THROTTLING_NAMES, type LighthouseRun, type LighthouseTarget } from './lighthouse';
import { twinFileName } from '../../test-support/twin';
import {
  benchPages, BUDGET_THROTTLING, chromiumPath, FRONT_PROTOCOL, GUARD_THROTTLING, guardRuns, lighthouseRuns, log, PDF_PAGES, pdfViewer,
  PERFORMANCE_ONLY, ports, twinFolder, WORKER_PAGES,
} from './settings';

export interface SideBySide {
  route: string;
  page: LighthouseRun;
  twin: LighthouseRun;
  floor: LighthouseRun;
  /** PDF_PAGES only: the page with Chromium's PDF viewer, a figure not counted against it. */
  withViewer?: LighthouseRun;
  /** WORKER_PAGES only: the page without the service worker's registration, and each round's TBT with and without it. */
  withoutWorker?: { run: LighthouseRun; rounds: [number, number][] };
}

/** One Lighthouse run through the fronts, of one target. */
type FrontRun = (target: LighthouseTarget) => Promise<LighthouseRun>;

/**
 * Lighthouse runs through the fronts, each a first visit: the front holds a fresh copy of the document first,
 * the run's requests to the front must all come over HTTP/2 (else the bench stops), and the document it loaded
 * must have come from the front's cache. `checked` counts the runs that gave figures past those checks.
 */
function frontRunner(fronts: LighthouseFronts): { run: FrontRun; checked: () => number } {
  let checked = 0;
  const run: FrontRun = async (target) => {
    const since = await fronts.ready(target.url);
    const result = await lighthouse({ ...target, trustedSpki: fronts.spki, protocol: FRONT_PROTOCOL }, chromiumPath, log);
    fronts.served(target.url, since);
    if (!Number.isNaN(result.performance)) checked += 1;
    return result;
  };
  return { run, checked: () => checked };
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
async function measureBudgetRuns(fronts: LighthouseFronts, run: FrontRun): Promise<SideBySide[]> {
  const throttling = BUDGET_THROTTLING;
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

export interface Guarded {
  route: string;
  page: LighthouseRun;
  floor: LighthouseRun;
}

/**
 * The guard's runs, under simulated throttling: `guardRuns` rounds, each the floor once and then every page
 * (PDF_PAGES with the viewer off, as in the budgets' runs); the medians are compared with the floor's.
 */
async function measureGuard(fronts: LighthouseFronts, run: FrontRun): Promise<Guarded[]> {
  if (guardRuns === 0) return [];
  const throttling = GUARD_THROTTLING;
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

export interface LighthouseFigures {
  sideBySide: SideBySide[];
  guarded: Guarded[];
  /** Lighthouse runs that gave figures through the fronts, each past the runner's checks (a failed check stops the bench). */
  checkedFrontRuns: number;
}

/** Starts the fronts of the site and of the floor, warms their caches, runs the budgets' rounds and the guard's. */
export async function lighthouseRounds(): Promise<LighthouseFigures> {
  const fronts = startLighthouseFronts({ site: `127.0.0.1:${ports.site}`, floor: `127.0.0.1:${ports.floor}`, httpsPort: ports.front, twinPrefix: `/${twinFolder}/` });
  try {
    log(`fronts: the site at ${fronts.origin}, the floor at ${fronts.floorUrl}; the floor and every page loaded once in Chromium, so each run finds them in the front's cache`);
    await fronts.warm([fronts.floorUrl, ...benchPages.map((route) => `${fronts.origin}${route}`)], chromiumPath);
    const { run, checked } = frontRunner(fronts);
    log(`lighthouse (${THROTTLING_NAMES[BUDGET_THROTTLING]}, the budgets): ${benchPages.join(', ')}; ${lighthouseRuns} round(s), each the floor once and every page with its twin`);
    const sideBySide = await measureBudgetRuns(fronts, run);
    log(`lighthouse (${THROTTLING_NAMES[GUARD_THROTTLING]}, the guard): page and floor, ${guardRuns} round(s)`);
    const guarded = await measureGuard(fronts, run);
    return { sideBySide, guarded, checkedFrontRuns: checked() };
  } finally {
    await fronts.stop();
  }
}
