/**
 * A repeat visit on a bad network: a parent who has opened a page reloads it as the network goes. Chromium
 * opens REPEAT_VISIT_PAGE through a SlowLink, waits for the service worker (registered after load at
 * /sw.js) to be ready and to have saved the page (reloading once, online, when the first load was not yet
 * under its control), then reloads it with the link slowed to Lighthouse's 4G figures and the CPU slowed 4x,
 * and cuts the link CUT_AFTER_MS after the reload starts: every request still going then, or made later,
 * fails, the service worker's included. The figure is the LCP of that load and whether the page's main
 * heading (the first visit's h1) showed. A build without /sw.js is reported as such, not measured.
 *
 * In-page code is passed as strings: under tsx, a function sent into the page would carry tsx's `__name`
 * helper, which the page does not have.
 */
import { chromium, type Page } from '@playwright/test';
import { LIGHTHOUSE_4G, SlowLink } from './slow-link';
import { PHONE } from '../../test-support/viewer-bytes';

/** A page parents come back to: the notices. */
export const REPEAT_VISIT_PAGE = '/notice';
export const CUT_AFTER_MS = 1000;
const CPU_SLOWDOWN = 4;

export type RepeatVisit =
  | { measured: false; reason: string }
  | {
      measured: true;
      /** null when the reload painted nothing that counts (the browser's error page). */
      lcpMs: number | null;
      heading: string;
      headingShown: boolean;
      /** Whether the page's HTML came over the network before the cut rather than from the saved copy. */
      fromNetwork: boolean;
      /** The navigation's error, when the reload itself failed. */
      navigationError?: string;
    };

/** Records the largest contentful paint of every document from its start. */
const LCP_OBSERVER = `
  window.__benchLcp = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/** True once some cache of the origin holds a response for this page's path. */
const PAGE_SAVED = `(async () => {
  for (const name of await caches.keys()) {
    const requests = await (await caches.open(name)).keys();
    if (requests.some((request) => new URL(request.url).pathname === location.pathname)) return true;
  }
  return false;
})()`;

async function waitFor(page: Page, expression: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await page.evaluate(expression)) return true;
    await page.waitForTimeout(250);
  }
  return false;
}

export async function repeatVisit(siteOrigin: string, linkPort: number, chromiumPath: string): Promise<RepeatVisit> {
  const worker = await fetch(`${siteOrigin}/sw.js`);
  await worker.arrayBuffer();
  if (worker.status !== 200) return { measured: false, reason: `no service worker in this build (/sw.js answered ${worker.status})` };

  const link = new SlowLink(linkPort, Number(new URL(siteOrigin).port));
  await link.listen();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.addInitScript({ content: LCP_OBSERVER });
    const pageUrl = `${link.origin}${REPEAT_VISIT_PAGE}`;
    await page.goto(pageUrl, { waitUntil: 'load' });
    const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';

    const ready = await waitFor(page, `Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 1000))])`, 30_000);
    if (!ready) return { measured: false, reason: 'the service worker was not ready within 30 s' };
    // A page loaded before the worker took control went past it; one more load, online, goes through it.
    if (!(await waitFor(page, PAGE_SAVED, 5_000))) {
      await page.reload({ waitUntil: 'load' });
      if (!(await waitFor(page, PAGE_SAVED, 15_000))) return { measured: false, reason: `the service worker did not save ${REPEAT_VISIT_PAGE} within 20 s` };
    }

    let fromNetwork = false;
    context.on('requestfinished', (request) => {
      if (request.url() === pageUrl && request.serviceWorker() !== null) fromNetwork = true;
    });
    link.shape = LIGHTHOUSE_4G;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const cutAt = Date.now() + CUT_AFTER_MS;
    const cut = setTimeout(() => link.cut(), CUT_AFTER_MS);
    let navigationError: string | undefined;
    try {
      await page.reload({ waitUntil: 'load', timeout: 30_000 });
    } catch (error) {
      navigationError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    }
    // A load done before the cut still sees the network go.
    await page.waitForTimeout(Math.max(0, cutAt - Date.now()));
    clearTimeout(cut);
    link.cut();
    // The last candidates are reported a frame or two after load.
    await page.waitForTimeout(2_000);
    const lcp = await page.evaluate('window.__benchLcp ?? null').catch(() => null);
    const h1 = page.getByRole('heading', { level: 1 }).first();
    const headingShown = (await h1.isVisible().catch(() => false)) && (await h1.textContent().catch(() => ''))?.trim() === heading;
    return { measured: true, lcpMs: typeof lcp === 'number' ? lcp : null, heading, headingShown, fromNetwork, navigationError };
  } finally {
    await browser.close();
    await link.close();
  }
}
