/**
 * The bench's report: every figure of a run, printed as tables (docs/performance.md's "latest figures" are
 * this output).
 */
import type { RepeatVisit } from './repeat-visit';
import { CUT_AFTER_MS, REPEAT_VISIT_PAGE } from './repeat-visit';
import { jsBudgetKb, KB, routeKind } from '../../test-support/page-weight';
import type { ViewerBytes } from '../../test-support/viewer-bytes';
import { THROTTLING_NAMES } from './lighthouse';
import type { LoadFigures } from './wrk';
import { SEARCH_WORDS, type LoadResults } from './load';
import type { LighthouseFigures, SideBySide } from './rounds';
import { BUDGET_THROTTLING, FIRST_VISIT, FRONT_PROTOCOL, GUARD, GUARD_THROTTLING, guardRuns, lighthouseRuns, SEARCH, VISITOR_PAGE } from './settings';
import { LIGHTHOUSE_4G } from './slow-link';
import type { Weights } from './weigh';

/** Everything a run measured, in the order of its phases. */
export interface BenchFigures {
  weights: Weights;
  lighthouse: LighthouseFigures;
  viewer: ViewerBytes;
  visit: RepeatVisit;
  load: LoadResults;
  /** The measured server's peak RSS, bytes. */
  peakRss: number;
}

export const kb = (bytes: number) => (bytes / KB).toFixed(1);
const signed = (value: number, digits = 0) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;

function table(rows: (string | number)[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => String(row[column]).length))) ?? [];
  return rows.map((row) => row.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column] ?? 0) : String(cell).padStart(widths[column] ?? 0))).join('  ')).join('\n');
}

/** WORKER_PAGES' runs: the page, its copy without the worker's registration, and each round's TBT of both. */
export const workerRows = (sideBySide: SideBySide[]) => sideBySide.flatMap(({ route, page, withoutWorker }) => (withoutWorker ? [{ route, page, ...withoutWorker }] : []));

/** The load phase's ratios that have budgets. */
export function loadRatios(load: LoadResults): { frontRatio: number; searchRatio: number; inventedRatio: number } {
  return {
    frontRatio: load.frontPage.rps / load.frontStatic.rps,
    searchRatio: load.front.searchAlone.rps / load.front.cachedAlone.rps,
    inventedRatio: load.invented.rps / load.cachedItem.rps,
  };
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

/** Prints every figure of the run. */
export function printReport({ weights, lighthouse: { sideBySide, guarded, checkedFrontRuns }, viewer, visit, load, peakRss }: BenchFigures): void {
  const { floor } = weights;
  console.log('\nJavaScript (gzip, module scripts) and HTML per route, KB');
  console.log(
    table([
      ['route', 'kind', 'JS', 'JS - floor', 'budget', 'HTML', 'HTML gzip'],
      ...weights.routes.map((page) => [page.route, routeKind(page.route), kb(page.jsGzip), kb(page.jsGzip - floor), jsBudgetKb(page.route), kb(page.htmlBytes), kb(page.htmlGzip)]),
    ]),
  );
  console.log(`framework floor ${kb(floor)} KB; shared by every route ${kb(weights.sharedGzip)} KB (${kb(weights.sharedGzip - floor)} KB over the floor)`);
  console.log('\nHTML and inline RSC payload against the no-JS twin, KB gzip (budgeted in npm test by e2e/page-bytes.spec.ts)');
  console.log(
    table([
      ['page', 'HTML', 'twin', 'HTML / twin', 'RSC', 'RSC / twin'],
      ...weights.twins.map(({ route, page, twin, rsc }) => [route, kb(page), kb(twin), (page / twin).toFixed(2), kb(rsc), (rsc / twin).toFixed(2)]),
    ]),
  );

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

  console.log(`\nFirst visit with and without the service worker's registration (the same HTML otherwise), ${THROTTLING_NAMES[BUDGET_THROTTLING]}, medians of ${lighthouseRuns}`);
  console.log(
    table([
      ['page', 'perf', 'no worker', 'TBT ms', 'no worker', 'LCP ms', 'no worker'],
      ...workerRows(sideBySide).map(({ route, page, run }) => [
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
      ...workerRows(sideBySide).flatMap(({ route, rounds }) => rounds.map(([withIt, without], round) => [route, round + 1, Math.round(withIt), Math.round(without), signed(withIt - without)])),
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
  const { frontRatio, searchRatio, inventedRatio } = loadRatios(load);
  console.log(`invented item addresses: ${Math.round(load.invented.rps)} req/s against ${Math.round(load.cachedItem.rps)} req/s for a cached item page, ratio ${inventedRatio.toFixed(2)} (the invented line's errors are its 404s)`);
  console.log(`front ratio (cached / over its static copy, both through nginx): ${frontRatio.toFixed(2)}`);
  console.log(`origin alone: ${Math.round(load.origin.rps)} req/s, ${(load.origin.rps / load.frontStatic.rps).toFixed(2)} of the static copy through nginx (no budget)`);
  console.log(`search ratio (${SEARCH_WORDS.length} searches in turn over ${VISITOR_PAGE}, through the front, 20 connections): ${searchRatio.toFixed(2)}`);
  console.log(
    `at the origin alone (no budget): ${SEARCH} over ${VISITOR_PAGE} ${(load.atOrigin.searchAlone.rps / load.atOrigin.cachedAlone.rps).toFixed(2)}, ` +
      `a visitor's p99 while ${SEARCH} is loaded ${load.atOrigin.visitor.p99Ms.toFixed(1)} ms`,
  );
  console.log(`server peak memory (RSS): ${(peakRss / KB / KB).toFixed(0)} MB`);
}
