import { expect, test } from '@playwright/test';
import { guardPage } from '../test-support/browser-guard';
import { demoJson, setFault } from '../test-support/demo';
import { demoUrl, E2E, siteUrl } from '../test-support/env';

// Untrusted vendor content: the demo service's `hostile` mode puts script tags, event handlers,
// javascript:/data: URLs, CR/LF, a 20,000-character word and odd Unicode into every field the site
// renders. Nothing may run, no page may break, and no link may lead anywhere but http(s). These tests
// switch the shared demo service's fault mode, so they run in their own serial project.
test.describe.configure({ mode: 'serial' });

const HOSTILE_MARK = 'hostile-payload-ran';

/** Pages showing vendor content; the ticker in every page's header shows it too. */
const PAGES = ['/', '/News', '/notice', '/Events', '/Gallery', '/BuildingProgram', '/Activity', '/VideoGallery', '/EMagazine', '/MediaCoverage', '/Toppers', '/ToppersXII', '/OurPrincipal'];

async function refreshContent(): Promise<void> {
  const response = await fetch(`${siteUrl}/api/revalidate`, { method: 'POST', headers: { 'x-revalidate-secret': E2E.revalidateSecret } });
  expect(response.status).toBe(200);
}

test.afterAll(async () => {
  await setFault('ok');
  await refreshContent();
});

test('hostile vendor content renders as text: nothing runs, no page breaks, only http(s) links', async ({ page, request }) => {
  test.setTimeout(240_000);
  const [album] = await demoJson('/api/gallery/All/{code}');
  await setFault('hostile');
  await refreshContent();
  // The first visit after the refresh regenerates each page in the background; wait until News shows it.
  await expect
    .poll(async () => (await request.get('/News')).text(), { timeout: 60_000, intervals: [1_000] })
    .toContain('Quoted attribute break-out');
  for (const pathname of PAGES) await request.get(pathname);

  const problems = await guardPage(page);
  await page.addInitScript((mark) => {
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      window[name] = ((message?: unknown) => {
        (window as unknown as { __ran?: string }).__ran = String(message ?? mark);
        return null;
      }) as never;
    }
  }, HOSTILE_MARK);
  const hostileSeen: string[] = [];
  for (const pathname of [...PAGES, `/SubGallery?id=${album!._id}`]) {
    const response = await page.goto(pathname, { waitUntil: 'load' });
    expect(response?.status(), pathname).toBe(200);
    await expect(page.locator('main'), pathname).toBeVisible();
    await expect(page.locator('footer'), pathname).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __ran?: string }).__ran ?? null), pathname).toBeNull();
    expect(await problems.violations(), pathname).toEqual([]);
    // Hostile file paths that are safe to request name files the vendor does not have: a 404 is expected.
    expect(problems.errors.filter((error) => !error.includes('status of 404')), pathname).toEqual([]);

    const unsafe = await page.evaluate(() => {
      const bad: string[] = [];
      for (const element of document.querySelectorAll('[href], [src], [action], [formaction], [data], [poster], [srcset]')) {
        for (const name of ['href', 'src', 'action', 'formaction', 'data', 'poster']) {
          const value = element.getAttribute(name);
          if (value !== null && !/^(https?:|\/|#|mailto:|tel:|blob:)/i.test(value.trim())) bad.push(`${element.tagName} ${name}=${value.slice(0, 80)}`);
        }
      }
      for (const element of document.querySelectorAll('*')) {
        for (const attribute of element.getAttributeNames()) if (/^on/i.test(attribute)) bad.push(`${element.tagName} ${attribute}`);
      }
      // Injected elements: the site's own inline scripts carry vendor text only as escaped JSON data.
      for (const script of document.querySelectorAll('script')) if (/^\s*alert\(/.test(script.textContent ?? '')) bad.push('injected SCRIPT');
      for (const style of document.querySelectorAll('style')) if ((style.textContent ?? '').includes('body{display:none}')) bad.push('injected STYLE');
      return bad;
    });
    expect(unsafe, pathname).toEqual([]);
    if ((await page.content()).includes('Quoted attribute break-out')) hostileSeen.push(pathname);
    problems.errors.length = 0;
  }
  // The hostile texts did reach the pages (as text), or this test would prove nothing.
  expect(hostileSeen.length).toBeGreaterThanOrEqual(5);
});

test('a 20,000-character word stays inside the page width at 375 px', async ({ page }) => {
  await setFault('hostile');
  await refreshContent();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(async () => {
    await page.goto('/News');
    return page.content();
  }, { timeout: 60_000, intervals: [1_000] }).toContain('WWWWWWWWWW');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the image optimiser refuses a vendor image over its 5 MB cap', async ({ request }) => {
  await setFault('ok');
  const [album] = await demoJson('/api/gallery/All/{code}');
  const photo = `${demoUrl}/api/image/${album!.attachments[0]!.replace(/^\/+/, '')}`;
  // A width no page asks for, so the optimiser's cache cannot answer; the photo itself is accepted.
  const url = (width: number) => `/_next/image?url=${encodeURIComponent(photo)}&w=${width}&q=75`;
  expect((await request.get(url(64))).status()).toBe(200);
  await setFault('oversize', '/api/image/');
  const response = await request.get(url(96));
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(response.headers()['content-type'] ?? '').not.toMatch(/^image\//);
});
