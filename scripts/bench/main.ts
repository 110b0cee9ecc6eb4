/**
 * `npm run bench` (this file, scripts/bench/main.ts): the performance budgets of ARCHITECTURE.md, measured on the production build against
 * the demo content service, side by side in one run (these shared machines move 10-20 % between runs, so
 * every figure is compared with its baseline measured back to back, never with an absolute number).
 * docs/performance.md is the guide to its method and figures.
 *
 * It starts the demo service, builds the site into `.next-bench` (`npm run build`) when that build is missing,
 * older than the sources or made for other ports, serves it with `next start` (with production's
 * NODE_OPTIONS; its SITE_URL is the front's origin, https://localhost:BENCH_FRONT_PORT), and measures:
 * - every route's JavaScript (gzip, module scripts) and HTML weight, against the framework floor
 *   (scripts/bench/weigh.ts with test-support/page-weight.ts, shared with e2e/page-bytes.spec.ts, which
 *   budgets the same bytes in `npm test`);
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
 * Everything listens on and is sent to 127.0.0.1 only, on the BENCH_*_PORT ports of settings.ts.
 *
 * Its phases, one file each beside this one: build.ts (the site's build, made again only when stale),
 * serve.ts (the floor's and the measured server, the twins), weigh.ts, rounds.ts (Lighthouse through the
 * fronts), then the viewer and the repeat visit, load.ts (wrk), report.ts (the tables) and budgets.ts.
 * settings.ts holds the ports, the rounds and the budgets.
 */
import { startDemoService } from '../demo-service/server';
import { demoVapidEnv } from '../support/demo-vapid';
import { ensureDebianFont, ensureDebianPackages } from '../../test-support/nginx';
import { ensureFloorBuild } from '../../test-support/page-weight';
import { viewerBytes } from '../../test-support/viewer-bytes';
import { checkBudgets } from './budgets';
import { buildUnlessCurrent, demoSiteEnv } from './build';
import { ensureLighthouse } from './lighthouse';
import { measureLoad } from './load';
import { printReport } from './report';
import { CUT_AFTER_MS, REPEAT_VISIT_PAGE, repeatVisit, type RepeatVisit } from './repeat-visit';
import { lighthouseRounds } from './rounds';
import { removeTwins, serve } from './serve';
import { chromiumPath, distDir, log, ports, publicOrigin, siteUrl, twinFolder } from './settings';
import { weigh } from './weigh';

/** Sources whose change makes an existing bench build stale (public/bench-twin/ is the bench's own output). */
const SOURCES = ['app', 'components', 'content', 'scripts/demo-service/data', 'lib', 'public', 'next.config.mjs', 'proxy.ts', 'tailwind.config.mts', 'postcss.config.mjs', 'package.json', 'package-lock.json'];

/** The tools the bench runs: nginx, openssl, wrk, Lighthouse, and the phone's Devanagari face. */
function installTools(): void {
  ensureDebianPackages({ nginx: 'nginx', openssl: 'openssl', wrk: 'wrk' });
  ensureLighthouse();
  // The phone Lighthouse stands for has Noto Sans Devanagari as a system face, as every Android phone does, and
  // the Hindi pages draw with it first (app/globals.css): without it they measure a device that fetches the site's copy.
  ensureDebianFont('Noto Sans Devanagari', 'fonts-noto-core');
}

async function main(): Promise<void> {
  const started = Date.now();
  installTools();
  // The clean feed, as every earlier run had, so the figures compare across runs (the planted problems are old items anyway).
  const demo = await startDemoService({ port: ports.demo, log: false, problems: false });
  // As in production, the public origin is the front's: canonical URLs, HSTS, and the same-site check of
  // /api/visit and /api/vitals (the Origin a browser sends through the front is this one).
  // Push alerts on, as a school that offers them runs the site: the listing pages carry their control.
  const env = demoSiteEnv({ distDir, demoUrl: demo.url, siteUrl: publicOrigin, port: ports.site, revalidateSecret: 'bench-revalidate-secret-0123456789' }, demoVapidEnv().env);
  process.once('SIGINT', () => {
    removeTwins();
    process.exit(130);
  });

  let outcome: ReturnType<typeof checkBudgets>;
  try {
    // A build carries its content service, public origin and push key (pages, headers): one made for others is made again.
    await buildUnlessCurrent({ distDir, env, sources: SOURCES, ownOutput: `public/${twinFolder}`, madeWith: ['CONTENT_API_URL', 'SITE_URL', 'PUSH_VAPID_PUBLIC_KEY'], marker: 'bench-built-for.json', npm: true, log });
    await ensureFloorBuild(log);
    const servers = await serve(env);
    try {
      const weights = await weigh(servers.floorOrigin);
      // Lighthouse loads page, twin and floor through the production front over TLS and HTTP/2, as parents do.
      const lighthouse = await lighthouseRounds();
      log('viewer: an album opened at 375 px (2x) and five photos moved through');
      const viewer = await viewerBytes(siteUrl, chromiumPath);
      log(`repeat visit: ${REPEAT_VISIT_PAGE} saved, then reloaded on a network that fails from ${CUT_AFTER_MS / 1000} s`);
      const visit = await repeatVisit(siteUrl, ports.link, chromiumPath).catch((error: unknown): RepeatVisit => ({ measured: false, reason: error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error) }));
      const load = await measureLoad();
      const figures = { weights, lighthouse, viewer, visit, load, peakRss: servers.peakRss() };
      printReport(figures);
      outcome = checkBudgets(figures);
    } finally {
      await servers.stop();
    }
  } finally {
    await demo.close();
    removeTwins();
  }

  const { budgets, warnings } = outcome;
  const missed = budgets.filter((budget) => !budget.ok);
  console.log(`\n${budgets.length - missed.length} of ${budgets.length} budgets met in ${Math.round((Date.now() - started) / 1000)} s`);
  for (const budget of missed) console.log(`MISSED ${budget.name}: ${budget.detail}`);
  if (warnings.length > 0) console.log(`${warnings.length} warning(s) from the simulated-throttling guard (against the floor; not budgets):`);
  for (const warning of warnings) console.log(`WARN ${warning}`);
  process.exit(missed.length > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  removeTwins();
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
