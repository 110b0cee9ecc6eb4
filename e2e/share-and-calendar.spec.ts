import ICAL from 'ical.js';
import { expect, test, type Locator } from '@playwright/test';
import { axeViolations } from '../test-support/axe';
import { kolkataInstant } from '../test-support/calendar';
import { demoAlbum, demoJson } from '../test-support/demo';
import { siteUrl } from '../test-support/env';
import { cardsOf, cardTitle, goBack, idle, main, norm, waitForIsland } from '../test-support/page';
import { rawGet } from '../test-support/raw-get';

// Taking an item elsewhere: sharing a news item, a notice or an album by its own address (WhatsApp, copy
// link), and adding an event to a calendar (.ics file, Google Calendar).

/** The page address a card's "Share on WhatsApp" link carries, read from the message it prefills. */
async function sharedAddress(card: Locator): Promise<string> {
  const href = (await card.getByRole('link', { name: /^Share on WhatsApp: / }).getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  const text = new URL(href).searchParams.get('text') ?? '';
  const address = text.split('\n').at(-1) ?? '';
  expect(address.startsWith(`${siteUrl}/`)).toBe(true);
  return address;
}

test.describe('sharing', () => {
  test("a news item shares its own page's address, copied with a confirmation; Read More opens it in a modal that Back closes", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl });
    await page.goto('/News');
    await waitForIsland(page);
    const cards = cardsOf(page, 'News');
    const card = cards.nth(2);
    const title = await cardTitle(card);
    const address = await sharedAddress(card);
    expect(address).toMatch(/\/News\/[0-9a-f]+-[a-z0-9-]+$/);
    // Read More is a link to that page, so it works without scripts and opens in a new tab when asked.
    await expect(card.getByRole('link', { name: `Read More: ${title}` })).toHaveAttribute('href', new URL(address).pathname);

    await card.getByRole('button', { name: `Copy link: ${title}` }).click();
    await expect(card.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    // The shared address, opened fresh: the item's own page.
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // On the listing, Read More opens the item over the page under `?item=`, and Back closes it again.
    await page.goto('/News');
    await waitForIsland(page);
    await cards.first().getByRole('link', { name: /^Read More: / }).click();
    await expect(page).toHaveURL(/\/News\?item=/);
    await expect(page.getByRole('dialog')).toBeVisible();
    await goBack(page);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/News$/);
  });

  test('a link shared before items had pages (`/News?item=<id>`) still opens that item, and Back closes it', async ({ page }) => {
    const [item] = await demoJson('/api/news/All/{code}');
    await page.goto('/');
    await page.goto(`/News?item=${item!._id}`);
    const dialog = page.getByRole('dialog', { name: norm(item!.title) });
    await expect(dialog).toBeVisible();
    await goBack(page);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/News$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  });

  test("a notice shares its own page's address; an older `?item=` link shows it on the notices page, marked, whatever its year", async ({ page }) => {
    await page.goto('/notice?year=all');
    await waitForIsland(page);
    const last = cardsOf(page, 'Notices').last();
    const title = await cardTitle(last);
    const address = await sharedAddress(last);
    expect(address).toMatch(/\/notice\/[0-9a-f]+-[a-z0-9-]+$/);
    await expect(last.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', new URL(address).pathname);

    const notice = (await demoJson('/api/highlight/all/{code}')).find((item) => norm(item.title) === title);
    await page.goto(`/notice?item=${notice!._id}`);
    await waitForIsland(page);
    const shared = page.locator(`li#item-${notice!._id}`);
    await expect(shared.getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(shared).toBeInViewport();
    await expect(shared).toHaveClass(/ring-gold-500/);
  });

  test('album pages share their own address', async ({ page }) => {
    const album = await demoAlbum();
    await page.goto(`/SubGallery?id=${album._id}`);
    expect(await sharedAddress(main(page))).toBe(`${siteUrl}/SubGallery?id=${album._id}`);
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
  const title = await cardTitle(card);
  const [day, month, year] = ((await card.getByText('Date:').locator('..').textContent()) ?? '').match(/(\d{2})\/(\d{2})\/(\d{4})/)!.slice(1).map(Number);
  const [, h, m, half] = ((await card.getByText('Time:').locator('..').textContent()) ?? '').match(/(\d{1,2}):(\d{2})\s*([AP])M/)!;
  const hour = (Number(h) % 12) + (half === 'P' ? 12 : 0);
  const start = kolkataInstant({ year: year!, month: month!, day: day! }, hour, Number(m));

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

test('the sharing and calendar controls pass axe (WCAG 2.2 AA) on the pages that carry them', async ({ page }) => {
  const album = await demoAlbum();
  for (const path of ['/News', '/notice', '/Events', `/SubGallery?id=${album._id}`]) {
    await page.goto(path);
    await idle(page);
    // The main content only: the header's blinking registration link is another issue's.
    expect((await axeViolations(page, 'main')).map((violation) => `${path}: ${violation}`)).toEqual([]);
  }
});
