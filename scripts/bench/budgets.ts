/**
 * The bench's budgets (settings.ts), checked against a run's figures: each page's JavaScript over the floor,
 * its Lighthouse figures against its twin and the floor, the first visit with the service worker, the load
 * ratios and the server's memory. The guard's findings under simulated throttling are warnings only.
 */
import { jsBudgetKb, KB } from '../../test-support/page-weight';
import { kb, loadRatios, workerRows, type BenchFigures } from './report';
import { BUDGET, GUARD, NOINDEX_PAGES, VISITOR_PAGE } from './settings';

export interface Budget {
  name: string;
  ok: boolean;
  detail: string;
}

/** Each budget, met or missed, and the guard's warnings. */
export function checkBudgets({ weights, lighthouse: { sideBySide, guarded }, load, peakRss }: BenchFigures): { budgets: Budget[]; warnings: string[] } {
  const budgets: Budget[] = [];
  const warnings: string[] = [];
  const check = (name: string, ok: boolean, detail: string) => budgets.push({ name, ok, detail });
  const { floor } = weights;
  const { frontRatio, searchRatio, inventedRatio } = loadRatios(load);
  for (const page of weights.routes) {
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
  for (const { route, page, rounds } of workerRows(sideBySide)) {
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
  return { budgets, warnings };
}
