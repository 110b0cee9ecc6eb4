/**
 * The bench's settings (ports, rounds, pages) and budgets, read by every phase of scripts/bench/main.ts.
 * Ports: BENCH_DEMO_PORT (3930), BENCH_SITE_PORT (3931), BENCH_FLOOR_PORT (3932), BENCH_LINK_PORT (3933, the
 * repeat visit's slow link), BENCH_FRONT_PORT (3934 HTTPS and 3935 HTTP: the site's front; the floor's front
 * on the two after it, 3936 and 3937); everything listens on and is sent to 127.0.0.1 only.
 */
import path from 'node:path';
import { root } from '../../test-support/next-process';
import { FRONT_NAME } from '../../test-support/nginx';
import { LIGHTHOUSE_PAGES, selectedPages } from '../../test-support/page-weight';
import type { Throttling } from './lighthouse';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const setting = (name: string, fallback: number) => Number(process.env[name] || fallback);
export const ports = {
  demo: setting('BENCH_DEMO_PORT', 3930),
  site: setting('BENCH_SITE_PORT', 3931),
  floor: setting('BENCH_FLOOR_PORT', 3932),
  link: setting('BENCH_LINK_PORT', 3933),
  front: setting('BENCH_FRONT_PORT', 3934),
};
export const lighthouseRuns = Math.max(1, setting('BENCH_LIGHTHOUSE_RUNS', 5));
export const guardRuns = Math.max(0, setting('BENCH_GUARD_RUNS', 3));
/** BENCH_PAGES: some of LIGHTHOUSE_PAGES, comma-separated, for a run on those alone (all of them by default). */
export const benchPages = selectedPages(process.env.BENCH_PAGES, LIGHTHOUSE_PAGES);
export const distDir = '.next-bench';
/** The twins are written here before the server starts (`next start` serves the public files it found then). */
export const twinFolder = 'bench-twin';
export const twinDir = path.join(root, 'public', twinFolder);
/** The Next origin, which the bench weighs pages at and the fronts pass to. */
export const siteUrl = `http://127.0.0.1:${ports.site}`;
/** The site's public origin, its SITE_URL: the nginx front the Lighthouse rounds and wrk load through. */
export const publicOrigin = `https://${FRONT_NAME}:${ports.front}`;
/** What every request of a Lighthouse run to the front must come over: HTTP/2, as parents' browsers get it. */
export const FRONT_PROTOCOL = 'h2';
/** How the Lighthouse runs load a page, for the report's captions. */
export const FIRST_VISIT = 'through the nginx front over TLS and HTTP/2, a first visit: cold browser cache, warm front cache';

/** The method the budgets are read under, and the guard's. */
export const BUDGET_THROTTLING: Throttling = 'devtools';
export const GUARD_THROTTLING: Throttling = 'simulate';

export const BUDGET = {
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
export const GUARD = { tbtOverFloorMs: BUDGET.tbtOverBaselineMs, performanceUnderFloor: BUDGET.performanceUnderBaseline };
export const SEARCH = '/search?q=exam';
/**
 * Result pages say `noindex` on purpose (app/search/page.tsx), which Lighthouse's SEO audit "is-crawlable"
 * counts against them; their SEO budget holds when that is the only audit they fail.
 */
export const NOINDEX_PAGES: ReadonlySet<string> = new Set([SEARCH]);
/** The cached page /search is compared with, and the page a visitor asks for while /search is loaded. */
export const VISITOR_PAGE = '/Chairman';
/**
 * Pages that embed a PDF (components/media/pdf-embed.tsx). Chromium's desktop PDF viewer runs scripts of its
 * own when such a frame loads, which is the browser's cost, and Chrome on Android shows no PDF inside a page.
 * So these pages and their twins are measured for their budgets with the viewer off (Lighthouse's
 * `pdfViewer: false`: the PDF is a download, as on a phone), and the page with the viewer is measured in the
 * same rounds and reported apart, not counted.
 */
export const PDF_PAGES: ReadonlySet<string> = new Set(['/Tc', '/hi/Tc']);
export const pdfViewer = (route: string) => !PDF_PAGES.has(route);
/**
 * Pages also measured, in the same rounds, as they were before the service worker: the same HTML with only
 * the worker's registration removed (test-support/twin.ts). The home page is the heaviest first visit, and
 * /Chairman a text page whose TBT is mostly the framework's.
 */
export const WORKER_PAGES: ReadonlySet<string> = new Set(['/', '/Chairman']);
/** Twins, the floor and the guard are read for their performance only; the pages' accessibility and SEO are budgeted. */
export const PERFORMANCE_ONLY = ['performance'] as const;

export function log(message: string): void {
  console.log(`bench: ${message}`);
}
