import { expect, test } from '@playwright/test';
import { siteUrl } from '../test-support/env';
import { main } from '../test-support/page';
import { rawGet } from '../test-support/raw-get';

// A browser that asks to save data (the Save-Data header, or Data Saver on a phone) gets smaller images
// and no carousel that moves by itself.

test('an optimised image asked with Save-Data: on is sent at about half the width, and fewer bytes', async ({ page, request }) => {
  await page.goto('/Gallery');
  const src = (await main(page).locator('img[srcset*="/_next/image"]').first().getAttribute('src')) ?? '';
  const url = new URL(src, siteUrl);
  url.searchParams.set('w', '640');
  const full = await request.get(url.pathname + url.search);
  const redirect = await request.get(url.pathname + url.search, { headers: { 'Save-Data': 'on' }, maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  expect(redirect.headers()['vary']).toBe('Save-Data');
  expect(redirect.headers()['location']).toMatch(/^\/_next\/image\?/);
  const forged = await rawGet(url.pathname + url.search, { host: 'evil.example', 'save-data': 'on' });
  expect(forged.headers.location).toMatch(/^\/_next\/image\?/);
  const location = new URL(redirect.headers()['location'] ?? '', siteUrl);
  expect(location.searchParams.get('w')).toBe('256');
  const small = await request.get(url.pathname + url.search, { headers: { 'Save-Data': 'on' } });
  expect(small.status()).toBe(200);
  expect((await small.body()).length).toBeLessThan((await full.body()).length / 2);
});

test('carousels do not autoplay when the browser asks to save data', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
  // Headless Chromium has no data-saver switch: give the page the Network Information answer a phone
  // with Data Saver gives.
  await context.addInitScript(() => {
    const connection = Object.assign(new EventTarget(), { saveData: true });
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => connection });
  });
  const page = await context.newPage();
  await page.goto('/');
  const hero = page.locator('[data-carousel] [data-state]').first();
  await expect(hero).toHaveAttribute('data-state', 'paused');
  await expect(page.getByRole('button', { name: /^Play/ }).first()).toBeVisible();
  await context.close();
});
