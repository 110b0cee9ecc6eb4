import AxeBuilder from '@axe-core/playwright';
import ICAL from 'ical.js';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoJson } from './support/demo';
import { siteUrl } from './support/env';
import { rawGet } from './support/raw-get';

// Issue 12's extras: sharing (WhatsApp, copy link, the news item's own address), Add to calendar, history
// entries for the viewers (Back closes them and stays on the page), ?photo=<n>, and Save-Data.

interface GalleryItem {
  _id: string;
  title: string;
  category: string;
  attachments: string[];
}

const norm = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The page address a card's "Share on WhatsApp" link carries, read from the message it prefills. */
async function sharedAddress(card: Locator): Promise<string> {
  const href = (await card.getByRole('link', { name: /^Share on WhatsApp: / }).getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  const text = new URL(href).searchParams.get('text') ?? '';
  const address = text.split('\n').at(-1) ?? '';
  expect(address.startsWith(`${siteUrl}/`)).toBe(true);
  return address;
}

async function waitForIsland(page: Page) {
  await expect(page.getByRole('main').locator('search select').first()).toBeEnabled();
}

/** The cards of a listing (its list's own items, not the attachment lists inside them). */
function cardsOf(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('list', { name, exact: true }).locator(':scope > li');
}

/** Waits until the page has no script work pending (hydration, router transitions). */
async function idle(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
}

/**
 * Presses Back once the page is idle, as a person would: Next takes in each address change in a React
 * transition, and a Back within the same few milliseconds would race it.
 */
async function goBack(page: Page) {
  await idle(page);
  await page.goBack();
}


test.describe('sharing', () => {
  test('a news item shares its own address, copied with a confirmation; that address opens it and Back closes it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl });
    await page.goto('/News');
    await waitForIsland(page);
    const cards = cardsOf(page, 'News');
    const card = cards.nth(2);
    const title = norm((await card.getByRole('heading', { level: 3 }).textContent()) ?? '');
    const address = await sharedAddress(card);
    expect(address).toMatch(/\/News\?item=[A-Za-z0-9_-]+$/);

    await card.getByRole('button', { name: `Copy link: ${title}` }).click();
    await expect(card.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    // The shared address, opened fresh: the item's Read More is open over the news page.
    await page.goto('/');
    await page.goto(address);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await goBack(page);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/News$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');

    // Read More adds the address itself, and Back closes it again.
    await cards.first().getByRole('button', { name: /^Read More: / }).click();
    await expect(page).toHaveURL(/\/News\?item=/);
    await expect(page.getByRole('dialog')).toBeVisible();
    await goBack(page);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/News$/);
  });

  test('a shared notice from an earlier year opens the notices page with that notice shown and marked', async ({ page }) => {
    await page.goto('/notice?year=all');
    await waitForIsland(page);
    const last = cardsOf(page, 'Notices').last();
    const title = norm((await last.getByRole('heading', { level: 3 }).textContent()) ?? '');
    const address = await sharedAddress(last);
    expect(address).toMatch(/\/notice\?item=/);

    await page.goto(address);
    await waitForIsland(page);
    const shared = page.locator(`li#item-${new URL(address).searchParams.get('item')}`);
    await expect(shared.getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(shared).toBeInViewport();
    await expect(shared).toHaveClass(/ring-gold-500/);
  });

  test('album pages share their own address', async ({ page }) => {
    const album = (await demoJson<GalleryItem[]>('/api/gallery/All/{code}')).find((item) => item.category === 'PhotoGallery')!;
    await page.goto(`/SubGallery?id=${album._id}`);
    expect(await sharedAddress(page.getByRole('main'))).toBe(`${siteUrl}/SubGallery?id=${album._id}`);
    await expect(page.getByRole('button', { name: `Copy link: ${norm(album.title)}` })).toBeVisible();

    // The album page renders on each request: a forged Host still never reaches its sharing links.
    const forged = await rawGet(`/SubGallery?id=${album._id}`, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(forged.body).toContain(encodeURIComponent(`${siteUrl}/SubGallery?id=${album._id}`));
    expect(forged.body).not.toContain('evil.example');
  });
});

test('an event adds to a calendar: its one-event .ics parses, at the card’s Kolkata time, and Google’s link matches', async ({ page, request }) => {
  await page.goto('/Events');
  const card = cardsOf(page, 'Events')
    .filter({ hasText: /Time:\s*\d{1,2}:\d{2}\s*[AP]M/ })
    .first();
  const title = norm((await card.getByRole('heading', { level: 3 }).textContent()) ?? '');
  const [day, month, year] = ((await card.getByText('Date:').locator('..').textContent()) ?? '').match(/(\d{2})\/(\d{2})\/(\d{4})/)!.slice(1).map(Number);
  const [, h, m, half] = ((await card.getByText('Time:').locator('..').textContent()) ?? '').match(/(\d{1,2}):(\d{2})\s*([AP])M/)!;
  const hour = (Number(h) % 12) + (half === 'P' ? 12 : 0);
  // Kolkata is UTC+05:30 all year.
  const start = new Date(Date.UTC(year!, month! - 1, day!, hour, Number(m)) - 330 * 60_000);

  const ics = card.getByRole('link', { name: `Add to calendar: ${title} (.ics file)` });
  const response = await request.get((await ics.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/calendar');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9_-]+\.ics"$/);
  const events = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events).toHaveLength(1);
  expect(events[0]!.summary).toBe(title);
  expect(events[0]!.startDate.toJSDate().toISOString()).toBe(start.toISOString());

  const google = new URL((await card.getByRole('link', { name: `Add to Google Calendar: ${title} (opens in a new tab)` }).getAttribute('href')) ?? '');
  expect(google.origin).toBe('https://calendar.google.com');
  expect(google.searchParams.get('text')).toBe(title);
  expect(google.searchParams.get('ctz')).toBe('Asia/Kolkata');
  expect(google.searchParams.get('dates')?.split('/')[0]).toBe(start.toISOString().replace(/[-:]/g, '').replace('.000', ''));

  expect((await request.get('/feeds/events/no-such-event.ics')).status()).toBe(404);
});

test.describe('viewers and the Back button', () => {
  test('Back closes an open album photo and stays on the album; ?photo=<n> opens it at that photo', async ({ page }) => {
    const album = (await demoJson<GalleryItem[]>('/api/gallery/All/{code}')).find((item) => item.category === 'PhotoGallery' && item.attachments.length >= 3)!;
    const albumUrl = `/SubGallery?id=${album._id}`;
    await page.goto('/Gallery');
    await page.goto(albumUrl);
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });
    const photos = page.getByRole('main').getByRole('list', { name: 'Photos' }).getByRole('link');
    await photos.nth(1).click();
    await expect(viewer).toBeVisible();
    await expect(page).toHaveURL(`${albumUrl}&photo=2`);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(`${albumUrl}&photo=3`);
    await goBack(page);
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(albumUrl);
    await expect(page.getByRole('heading', { level: 2, name: norm(album.title) })).toBeVisible();

    await page.goto(`${albumUrl}&photo=3`);
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img', { name: `${norm(album.title)}, photo 3 of ${album.attachments.length}` }).first()).toBeVisible();
    await goBack(page);
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(albumUrl);
  });

  test('Back closes the media coverage viewer and the fee table viewer, staying on the page', async ({ page }) => {
    await page.goto('/MediaCoverage');
    await waitForIsland(page);
    await page.getByRole('main').getByRole('link', { name: /^Open clipping: / }).first().click();
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(viewer).toBeVisible();
    await goBack(page);
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(/\/MediaCoverage$/);

    await page.goto('/FeeDetails');
    // The thumbnail is a plain link to the image until the page hydrates.
    await idle(page);
    await page.getByRole('link', { name: /View fee table/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Fee table, classes I to X' });
    await expect(dialog).toBeVisible();
    await goBack(page);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/FeeDetails$/);
  });
});

test.describe('Save-Data', () => {
  test('an optimised image asked with Save-Data: on is sent at about half the width, and fewer bytes', async ({ page, request }) => {
    await page.goto('/Gallery');
    const src = (await page.getByRole('main').locator('img[srcset*="/_next/image"]').first().getAttribute('src')) ?? '';
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
});

test('the sharing and calendar controls pass axe (WCAG 2.2 AA) on the pages that carry them', async ({ page }) => {
  const album = (await demoJson<GalleryItem[]>('/api/gallery/All/{code}')).find((item) => item.category === 'PhotoGallery')!;
  for (const path of ['/News', '/notice', '/Events', `/SubGallery?id=${album._id}`]) {
    await page.goto(path);
    await idle(page);
    // The main content only: the header's blinking registration link is another issue's.
    const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(violations.map((violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
