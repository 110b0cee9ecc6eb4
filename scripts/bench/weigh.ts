/**
 * The bench's weighing phase: every route's JavaScript (gzip, module scripts) and HTML against the framework
 * floor, and the Lighthouse pages' HTML and inline RSC payload against their twins (test-support/page-weight.ts,
 * shared with e2e/page-bytes.spec.ts, which budgets the same bytes in `npm test`).
 */
import { CANONICAL_ROUTES } from '../../content/routes';
import { KB, pageHtml, pageWeight, scriptGzip, twinBytes, type PageWeight } from '../../test-support/page-weight';
import { benchPages, log, siteUrl } from './settings';

export interface Weights {
  /** The framework floor's JavaScript, bytes gzip. */
  floor: number;
  routes: PageWeight[];
  /** The scripts every route loads, bytes gzip. */
  sharedGzip: number;
  /** Each Lighthouse page's HTML, its twin's and its inline RSC payload, bytes gzip. */
  twins: { route: string; page: number; twin: number; rsc: number }[];
}

export async function weigh(floorOrigin: string): Promise<Weights> {
  const floor = (await pageWeight(floorOrigin, '/')).jsGzip;
  log(`framework floor: ${(floor / KB).toFixed(1)} KB of JavaScript (gzip)`);
  log(`weighing ${CANONICAL_ROUTES.length} routes`);
  const routes: PageWeight[] = [];
  for (const route of CANONICAL_ROUTES) routes.push(await pageWeight(siteUrl, route));
  const twins: Weights['twins'] = [];
  for (const route of benchPages) twins.push({ route, ...twinBytes(await pageHtml(siteUrl, route)) });
  const shared = routes.reduce<string[]>((common, page) => common.filter((src) => page.scripts.includes(src)), routes[0]?.scripts ?? []);
  let sharedGzip = 0;
  for (const src of shared) sharedGzip += await scriptGzip(siteUrl, src);
  return { floor, routes, sharedGzip, twins };
}
