/**
 * Byte budgets: bytes do not move from run to run, so they are checked here, in `npm test`, while the timed
 * budgets stay in `npm run bench` (docs/performance.md). Weighed with the bench's own code
 * (test-support/page-weight.ts) on the production build the suite serves:
 * - each page the bench measures with Lighthouse: its HTML and its inline RSC payload (gzip), each at most a
 *   fixed ratio of its no-JS twin's HTML (gzip): the twin is the content, and what the framework adds to it
 *   is held to a multiple of it;
 * - every route's JavaScript (gzip) over the framework floor, within the bench's per-route budget. The floor
 *   is a one-line App Router page built with the same `next` (once per version, in a temporary directory).
 * - the push alerts control (issue 49): what its client part adds to a listing's first JavaScript, at most
 *   1 KB gzip, while the island that does the work is in none of the page's first scripts.
 * The service worker's own bytes (sw.js and what it precaches, under 30 KB gzip together) are budgeted by
 * e2e/offline.spec.ts, the project that lets the worker run.
 */
import { runInNewContext } from 'node:vm';
import { expect, test } from '@playwright/test';
import { CANONICAL_ROUTES, HINDI_ROUTES } from '../content/routes';
import { ensureFloorBuild, gzipBytes, jsBudgetKb, KB, LIGHTHOUSE_PAGES, pageHtml, pageWeight, serveFloor, twinBytes } from '../test-support/page-weight';
import { E2E, siteUrl } from '../test-support/env';

/**
 * A page's HTML (gzip) over its twin's. Measured on 7ab218a (27 Nov 2026): 2.06 (/News) to 2.17 (/Library);
 * / 2.09, /Events 2.08, /Gallery 2.08, /Chairman 2.15, /Tc 2.11, /search?q=exam 2.15.
 */
const HTML_OVER_TWIN = 2.25;
/**
 * A page's inline RSC payload (gzip) over its twin's HTML (gzip). Measured on 7ab218a (27 Nov 2026): 1.12
 * (/News) to 1.24 (/Chairman); / 1.13, /Events 1.13, /Gallery 1.16, /Library 1.23, /Tc 1.21, /search?q=exam 1.21.
 */
const RSC_OVER_TWIN = 1.3;

for (const route of LIGHTHOUSE_PAGES) {
  test(`${route}: its HTML and its inline RSC payload stay within ${HTML_OVER_TWIN} and ${RSC_OVER_TWIN} times its no-JS twin (gzip)`, async () => {
    const { page, twin, rsc } = twinBytes(await pageHtml(siteUrl, route));
    console.log(`page bytes: ${route}: HTML ${page} B, twin ${twin} B (${(page / twin).toFixed(2)}), RSC payload ${rsc} B (${(rsc / twin).toFixed(2)}), gzip`);

    expect(rsc, 'the page carries its RSC payload inline').toBeGreaterThan(0);
    expect(twin, 'the twin is the page without its scripts').toBeLessThan(page);
    expect.soft(page / twin, `${route}: HTML ${page} B gzip over its twin's ${twin} B`).toBeLessThanOrEqual(HTML_OVER_TWIN);
    expect.soft(rsc / twin, `${route}: RSC payload ${rsc} B gzip over its twin's ${twin} B`).toBeLessThanOrEqual(RSC_OVER_TWIN);
  });
}

/**
 * Hindi pages against their English twins, weighed side by side (issue 38): the home page, a text page, the
 * form and the listings. A Hindi page's HTML and RSC payload over its own no-JS twin stay within 0.05 of its
 * English twin's ratios (the Devanagari words weigh on both sides of a ratio alike).
 */
const HINDI_TWINS = [
  ['/hi', '/'],
  ['/hi/Admission', '/Admission'],
  ['/hi/Tc', '/Tc'],
  ['/hi/notice', '/notice'],
  ['/hi/News', '/News'],
  ['/hi/Events', '/Events'],
] as const;

for (const [hindiRoute, englishRoute] of HINDI_TWINS) {
  test(`${hindiRoute}: its HTML and RSC payload weigh on its no-JS twin no more than ${englishRoute}'s do`, async () => {
    const hindi = twinBytes(await pageHtml(siteUrl, hindiRoute));
    const english = twinBytes(await pageHtml(siteUrl, englishRoute));
    const ratios = (bytes: typeof hindi) => ({ html: bytes.page / bytes.twin, rsc: bytes.rsc / bytes.twin });
    const [hi, en] = [ratios(hindi), ratios(english)];
    const message = `${hindiRoute}: HTML ${hi.html.toFixed(2)}, RSC ${hi.rsc.toFixed(2)} of its twin; ${englishRoute}: ${en.html.toFixed(2)}, ${en.rsc.toFixed(2)}`;
    console.log(`page bytes: ${message}`);
    expect.soft(hi.html, message).toBeLessThanOrEqual(en.html + 0.05);
    expect.soft(hi.rsc, message).toBeLessThanOrEqual(en.rsc + 0.05);
  });
}

test('every route loads no more JavaScript over the framework floor than its budget', async () => {
  // Building the floor, when no build of this `next` is cached, takes 15-60 s on two cores.
  test.setTimeout(240_000);
  await ensureFloorBuild((message) => console.log(`page bytes: ${message}`));
  const floorServer = await serveFloor(E2E.floorPort);
  let floor: number;
  try {
    floor = (await pageWeight(floorServer.origin, '/')).jsGzip;
  } finally {
    await floorServer.stop();
  }
  // A floor that loaded no framework (an error page) would loosen every budget below.
  expect(floor, 'the floor page loads the framework').toBeGreaterThan(100 * KB);

  // Each Hindi page (`/hi` + its English route) has its English twin's budget.
  const budgets = new Map<string, string>([
    ...[...CANONICAL_ROUTES, ...LIGHTHOUSE_PAGES].map((route) => [route, route] as const),
    ...HINDI_ROUTES.map((route) => [route === '/' ? '/hi' : `/hi${route}`, route] as const),
  ]);
  for (const [route, budget] of budgets) {
    const { jsGzip } = await pageWeight(siteUrl, route);
    const overKb = (jsGzip - floor) / KB;
    expect.soft(overKb, `${route}: ${overKb.toFixed(1)} KB of JavaScript (gzip) over the floor's ${(floor / KB).toFixed(1)} KB`).toBeLessThanOrEqual(jsBudgetKb(budget));
  }
});

/**
 * The gzip bytes that the module exporting `name` adds to the chunk of `scripts` that holds it, with the
 * loaders of the chunks it fetches later itself: that chunk weighed with and without them. A Turbopack chunk
 * registers its modules as `TURBOPACK.push([script, id, factory, id, factory, ...])`; run in an empty
 * context, it registers them without running any. A module names its exports as strings (`"AlertsButton",`)
 * and calls a later chunk's loader module as `e.A(<id>)`.
 */
function moduleCost(scripts: readonly string[], name: string): number {
  // The chunks of modules; not the runtime or the polyfills.
  for (const code of scripts.filter((script) => script.startsWith('(globalThis.TURBOPACK||'))) {
    const context = { TURBOPACK: [] as unknown[][] };
    runInNewContext(code, context);
    const modules = new Map<unknown, string>();
    for (const registered of context.TURBOPACK) for (let index = 1; index + 1 < registered.length; index += 2) modules.set(registered[index], String(registered[index + 1]));
    const found = [...modules].find(([, factory]) => factory.includes(`"${name}",`));
    if (!found) continue;
    const loaders = [...found[1].matchAll(/\.A\((\d+)\)/g)].map((match) => Number(match[1]));
    let without = code;
    for (const id of [found[0], ...new Set(loaders)]) {
      const text = `,${String(id)},${modules.get(id) ?? 'a module of another chunk'}`;
      expect(without, `module ${String(id)} is in the chunk as registered`).toContain(text);
      without = without.replace(text, '');
    }
    return gzipBytes(code) - gzipBytes(without);
  }
  throw new Error(`no first script of the page holds the module exporting ${name}`);
}

test("the alerts control adds at most 1 KB gzip to a listing's first JavaScript; its island is fetched later", async () => {
  for (const route of ['/notice', '/News', '/Events', '/hi/notice', '/hi/News', '/hi/Events']) {
    const { scripts: sources } = await pageWeight(siteUrl, route);
    const scripts = await Promise.all(sources.map(async (src) => (await fetch(new URL(src, siteUrl))).text()));
    const cost = moduleCost(scripts, 'AlertsButton');
    console.log(`page bytes: ${route}: the alerts control adds ${cost} B of JavaScript (gzip)`);
    expect(cost, `${route}: the alerts control's first JavaScript`).toBeGreaterThan(0);
    expect.soft(cost, `${route}: the alerts control's first JavaScript, ${cost} B gzip`).toBeLessThanOrEqual(KB);
    expect(scripts.filter((script) => script.includes('"AlertsIsland",')), `${route}: the island is in no first script`).toEqual([]);
  }
});
