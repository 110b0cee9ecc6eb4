// The installable, offline-readable site (lib/offline/, docs/offline.md), in real Chromium with its network
// switched off by `context.setOffline`:
// - the manifest is installable and /sw.js is served uncached with the whole site as its scope; the worker
//   and the offline page it precaches weigh under 30 KB gzip together;
// - a notice opened before reads offline, from the phone's saved copy, with a note saying so; the listing
//   that registered the worker was saved too;
// - a saved page reloaded offline hydrates and its islands work as online: the notice's Copy link, /News's
//   Read More modal, /MediaCoverage's photo viewer (code the page fetches only when it is opened); back
//   online, the note leaves with the page when the router shows another; the page that registered the
//   worker shows offline the photos it showed online;
// - a page never opened shows the offline page, which lists the saved notice; axe passes on it;
// - the TC form says the phone is offline instead of the generic failure, and keeps what was typed, also
//   on its saved copy reloaded offline;
// - back online, a notice published since shows at once;
// - a new build's worker takes over on the next navigation without a console error, and pages saved under
//   the old build still open offline, with or without their scripts left on the phone.
// The last test runs its own two builds, one after the other on E2E.offlineSitePort (a worker belongs to
// an origin). It publishes a notice in the demo service, so the spec runs after the others (project
// `offline`). Run alone: `npx playwright test --project=offline --no-deps`.
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from '../test-support/axe';
import { bumpRevision } from '../test-support/demo';
import { E2E, siteEnv } from '../test-support/env';
import { listening, printLogsOnFailure, spawnNext, stop, until, type NextProcess } from '../test-support/loopback';
import { cardsOf, cardTitle } from '../test-support/page';
import { copyBuild, nextBuild } from '../test-support/server';

test.describe.configure({ mode: 'serial' });

/** The note a saved copy opens with, in the phone's own time: 'You are offline. Saved copy from 12 Mar, 4:05 pm.' */
const OFFLINE_NOTE = /^You are offline\. Saved copy from \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} (am|pm)\.$/;

/** The paths (with query) this browser has saved as pages. */
function savedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('saved-pages');
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
  });
}

async function untilSaved(page: Page, pathname: string): Promise<void> {
  await expect.poll(() => savedPaths(page), { message: `${pathname} saved`, timeout: 15_000 }).toContain(pathname);
}

/** Waits until a service worker controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

const note = (page: Page) => page.locator('[data-saved-copy-note]');

/** Opens `pathname` online, waits until the phone has saved it, and reloads it offline, as the Home Screen icon would. */
async function reloadedOffline(context: BrowserContext, page: Page, pathname: string): Promise<void> {
  await context.setOffline(false);
  await page.goto(pathname);
  await untilSaved(page, pathname);
  await context.setOffline(true);
  await page.reload();
  await expect(note(page)).toHaveText(OFFLINE_NOTE);
}

test.describe('one phone, on and off the network', () => {
  let context: BrowserContext;
  let page: Page;
  let notice: { title: string; path: string };

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    // Copy link, on a saved notice, writes to the clipboard.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    page = await context.newPage();
  });
  test.afterAll(() => context.close());

  test('the manifest is installable, and /sw.js is served uncached for the whole site', async ({ playwright, request, baseURL }, testInfo) => {
    // Chromium reports every incognito window as not installable: ask in a profile of its own.
    const profile = mkdtempSync(path.join(tmpdir(), 'offline-profile-'));
    const installable = await playwright.chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
    try {
      const installPage = installable.pages()[0] ?? (await installable.newPage());
      await installPage.goto('/');
      await controlled(installPage);
      const cdp = await installable.newCDPSession(installPage);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    } finally {
      await installable.close();
      rmSync(profile, { recursive: true, force: true });
    }

    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { icons: { sizes: string; purpose?: string }[]; display: string; start_url: string };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(worker.headers()['cache-control']).toContain('no-store');
    await page.goto('/');
    await controlled(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(`${new URL(page.url()).origin}/`);
  });

  test('the worker and what it precaches stay under 30 KB gzip together', async ({ request }) => {
    const worker = await (await request.get('/sw.js')).body();
    const precached = [...worker.toString('utf8').matchAll(/"url":"(\/[^"]*)"/g)].map(([, url]) => url);
    expect(precached).toEqual(['/offline/shell']);
    const offlinePage = await (await request.get('/offline/shell')).body();
    const total = gzipSync(worker).length + gzipSync(offlinePage).length;
    console.log(`service worker ${gzipSync(worker).length} B + offline page ${gzipSync(offlinePage).length} B gzip = ${total} B`);
    expect(total).toBeLessThan(30 * 1024);
  });

  test('a notice opened before reads offline, from the saved copy, with a note saying so', async () => {
    await context.clearCookies();
    await page.goto('/notice');
    await controlled(page);
    const href = await page.getByRole('main').locator('a[href^="/notice/"]').first().getAttribute('href');
    // The listing may predate a change of title (the fault specs before this one change titles): the
    // notice is what its page says, at the address it answers from.
    await page.goto(href ?? '');
    notice = { title: (await page.getByRole('heading', { level: 1 }).innerText()).trim(), path: new URL(page.url()).pathname };
    // An address made before the title changed leads to the notice's own, through the worker too.
    const id = notice.path.slice('/notice/'.length).split('-')[0];
    await page.goto(`/notice/${id}-an-older-title`);
    expect(new URL(page.url()).pathname).toBe(notice.path);
    await untilSaved(page, notice.path);
    expect(await savedPaths(page)).not.toContain(`/notice/${id}-an-older-title`);
    // The listing was loaded before the worker existed; the registration handed it over to be saved.
    await untilSaved(page, '/notice');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.title);
    await expect(note(page)).toHaveText(OFFLINE_NOTE);
    await expect(note(page)).toBeVisible();
    // The saved copy hydrates: Copy link, which only its script makes work, copies the notice's address.
    await page.getByRole('main').getByRole('button', { name: `Copy link: ${notice.title}` }).click();
    await expect(page.getByRole('main').getByText('Link copied')).toBeVisible();
    expect(new URL(await page.evaluate(() => navigator.clipboard.readText())).pathname).toBe(notice.path);

    await page.goto('/notice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notice');
    await expect(page.getByRole('main').locator('a[href^="/notice/"]').first()).toBeVisible();
    await expect(note(page)).toHaveText(OFFLINE_NOTE);
  });

  test('/News reloaded offline hydrates: Read More opens the item over the page; back online, the note leaves with the page', async () => {
    await reloadedOffline(context, page, '/News');
    const card = cardsOf(page, 'News').first();
    const title = await cardTitle(card);
    // Without its script, Read More is a link to the item's own page, never opened here: the offline page.
    await card.getByRole('link', { name: `Read More: ${title}` }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/News\?item=/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(note(page)).toHaveText(OFFLINE_NOTE);

    // Back online, the router shows the home page in this document: it is no saved copy.
    await context.setOffline(false);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(note(page)).toHaveCount(0);
  });

  test("a saved page's island whose code is fetched only when opened works offline: /MediaCoverage's photo viewer", async () => {
    await reloadedOffline(context, page, '/MediaCoverage');
    await page.getByRole('main').getByRole('link', { name: /^Open clipping: / }).first().click();
    await expect(page.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Image viewer' })).toBeHidden();
  });

  test('the page that registered the worker opens offline with the photos it showed online', async ({ browser }) => {
    // A phone of its own, whose first page is this one: it loaded its photos before the worker existed.
    const phone = await browser.newContext();
    try {
      const first = await phone.newPage();
      await first.goto('/MediaCoverage');
      await untilSaved(first, '/MediaCoverage');
      const shown = () =>
        first
          .getByRole('main')
          .locator('img')
          .evaluateAll((images: HTMLImageElement[]) => images.filter((image) => image.complete && image.naturalWidth > 0).map((image) => image.currentSrc).sort());
      const online = await shown();
      expect(online.length).toBeGreaterThan(0);
      await expect.poll(() => first.evaluate(async () => (await (await caches.open('optimised-images')).keys()).length)).toBeGreaterThanOrEqual(online.length);

      await phone.setOffline(true);
      await first.reload();
      await expect(note(first)).toHaveText(OFFLINE_NOTE);
      await expect.poll(shown).toEqual(online);
    } finally {
      await phone.close();
    }
  });

  test('offline, a page never opened shows the offline page, which lists the saved notice', async () => {
    await page.goto('/OurSchool');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    const notices = page.getByRole('region', { name: 'Notices' });
    const saved = notices.getByRole('link', { name: notice.title });
    await expect(saved).toHaveAttribute('href', notice.path);
    await expect(notices.locator('time')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Other saved pages' }).getByRole('link')).not.toHaveCount(0);
    // No script on the offline page: nothing can replace the list while hydrating.
    expect(await page.locator('script[src]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await saved.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.title);
  });

  test('offline, the TC form says so instead of the generic failure and keeps what was typed, also on its saved copy reloaded offline', async () => {
    const form = page.getByRole('form', { name: 'Transfer certificate request' });
    async function requestOffline() {
      await form.getByLabel('Student Full Name').fill('Aarav Sharma');
      await form.getByLabel('Admission Number').fill('2015/0412');
      await form.getByRole('button', { name: 'Request certificate' }).click();
      await expect(form.getByRole('alert')).toHaveText('You are offline. Connect to the internet and send the request again; what you typed is still here.');
      await expect(form.getByLabel('Student Full Name')).toHaveValue('Aarav Sharma');
      await expect(form.getByLabel('Admission Number')).toHaveValue('2015/0412');
    }
    // The connection drops while the page is open.
    await context.setOffline(false);
    await page.goto('/Tc');
    await expect(form).toHaveAttribute('novalidate', '');
    await context.setOffline(true);
    await requestOffline();

    // Opened again offline: the saved copy hydrates (only the script sets novalidate), so the request is the
    // script's, not the browser's own post to /api/tc, which would end on the browser's error page.
    await reloadedOffline(context, page, '/Tc');
    await expect(form).toHaveAttribute('novalidate', '');
    await requestOffline();
  });

  test('back online, a notice published since shows at once, with no saved-copy note', async () => {
    await context.setOffline(false);
    const title = await bumpRevision('Notice');
    // The site regenerates its page within seconds (ISR); the worker never answers with its saved copy.
    await expect
      .poll(async () => {
        await page.goto('/notice');
        return page.getByRole('main').getByRole('link', { name: title }).count();
      }, { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect(note(page)).toHaveCount(0);
  });
});

test.describe('a new build', () => {
  const port = E2E.offlineSitePort;
  const origin = `http://127.0.0.1:${port}`;
  const oldBuild = `${E2E.distDir}-offline-old`;
  const newBuild = `${E2E.distDir}-offline-new`;
  let server: NextProcess | undefined;
  printLogsOnFailure(() => server?.log() ?? '');

  async function serve(distDir: string): Promise<string> {
    server = spawnNext(port, distDir);
    await until(`the site on ${port}`, 60_000, async () => ((await listening(port)) ? true : undefined), 200);
    return (await readFile(path.join(distDir, 'BUILD_ID'), 'utf8')).trim();
  }

  test.afterAll(async () => {
    await stop(server?.child);
    rmSync(oldBuild, { recursive: true, force: true });
    rmSync(newBuild, { recursive: true, force: true });
  });

  test('takes over on the next navigation without a console error; pages saved under the old one still open offline', async ({ browser }) => {
    test.setTimeout(300_000);
    copyBuild(E2E.distDir, oldBuild);
    rmSync(newBuild, { recursive: true, force: true });
    await nextBuild(siteEnv(port, newBuild));

    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    const precached = () =>
      page.evaluate(async () => {
        const names = (await caches.keys()).filter((name) => name.includes('precache'));
        const keys = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)));
        return keys.flat().join(' ');
      });

    const oldId = await serve(oldBuild);
    await page.goto('/Chairman');
    await controlled(page);
    await page.goto('/Library');
    await untilSaved(page, '/Library');
    expect(await precached()).toContain(oldId);
    await stop(server?.child);

    const newId = await serve(newBuild);
    expect(newId).not.toBe(oldId);
    await page.goto('/Chairman');
    // The browser fetched the new worker on that navigation; it installs, and takes over at once.
    await expect.poll(precached, { timeout: 20_000 }).toContain(newId);
    // Once installed it activates, when the old worker has finished the fetches it was handling, and its
    // activation removes the old offline page: over 10 s once, at the end of a full run on two busy cores.
    await expect.poll(precached, { timeout: 30_000 }).not.toContain(oldId);
    await page.goto('/OurSchool');
    expect(await page.content()).toContain(newId);
    expect(problems).toEqual([]);

    await context.setOffline(true);
    await page.goto('/Library');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Library');
    await expect(note(page)).toHaveText(OFFLINE_NOTE);

    // The old build's chunks gone from the phone: the page is served readable, without its scripts.
    await page.evaluate(async () => {
      const cache = await caches.open('static-files');
      for (const request of await cache.keys()) await cache.delete(request);
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/Library');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Library');
    await expect(note(page)).toHaveText(OFFLINE_NOTE);
    expect(await page.locator('script[src^="/_next/static/"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
