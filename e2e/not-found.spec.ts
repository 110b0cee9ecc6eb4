import { expect, test } from '@playwright/test';
import { demoItems, pathOf } from '../test-support/items';

// An address that names nothing is answered 404 with a whole page in the HTML itself: the frame (header, menu,
// breadcrumb, footer), what happened, and the way to the list the item would have been in. Read here without
// JavaScript, as a phone that has not loaded the scripts yet sees it. Expected words are the site's copy,
// written out.

test.use({ javaScriptEnabled: false });

const UNKNOWN_ID = 'ffffffffffffffffffffffff';

const CASES = [
  { path: `/News/${UNKNOWN_ID}-no-such-news`, lang: 'en-IN', crumbs: 'Breadcrumb', heading: 'News not found', list: { name: 'Go to News', href: '/News' } },
  { path: `/notice/${UNKNOWN_ID}`, lang: 'en-IN', crumbs: 'Breadcrumb', heading: 'Notice not found', list: { name: 'Go to Notice', href: '/notice' } },
  { path: `/Events/${UNKNOWN_ID}-sports-day/extra`, lang: 'en-IN', crumbs: 'Breadcrumb', heading: 'Event not found', list: { name: 'Go to Events', href: '/Events' } },
  { path: `/SubGallery?id=${UNKNOWN_ID}`, lang: 'en-IN', crumbs: 'Breadcrumb', heading: 'Album not found', list: { name: 'Go to School Gallery', href: '/Gallery' } },
  { path: '/SubActivity?id=a&id=b', lang: 'en-IN', crumbs: 'Breadcrumb', heading: 'Activity not found', list: { name: 'Go to Activity', href: '/Activity' } },
  { path: `/hi/News/${UNKNOWN_ID}`, lang: 'hi', crumbs: 'आप यहाँ हैं', heading: 'नहीं मिला', list: { name: 'समाचार पर जाएँ', href: '/hi/News' } },
  { path: `/hi/notice/${UNKNOWN_ID}-x`, lang: 'hi', crumbs: 'आप यहाँ हैं', heading: 'नहीं मिला', list: { name: 'सूचनाएँ (नोटिस) पर जाएँ', href: '/hi/notice' } },
] as const;

for (const { path, lang, crumbs, heading, list } of CASES) {
  test(`${path} answers 404 with a whole page in the HTML: the frame, "${heading}" and the way to its list`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('navigation')).toBeAttached();
    await expect(page.getByRole('navigation', { name: crumbs }).getByRole('listitem').last()).toHaveText(heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('main').getByRole('link', { name: list.name })).toHaveAttribute('href', list.href);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${heading} - `));
  });
}

test('a card or feed address that names no page answers 404 with the site’s whole 404 page', async ({ page }) => {
  for (const path of ['/og/Nope', '/og/News/a%2Fb', `/og/News/${UNKNOWN_ID}`, '/feeds/no-such-feed', '/missing-item/News']) {
    const response = await page.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
});

test('published items and albums keep their pages, and every answer for an invented address is the same document', async ({ page, request }) => {
  const [item] = await demoItems();
  expect((await request.get(pathOf(item!))).status()).toBe(200);
  const first = await request.get(`/News/${UNKNOWN_ID}-one`);
  const second = await request.get(`/News/${UNKNOWN_ID.replace(/f/g, 'e')}-two`);
  expect([first.status(), second.status()]).toEqual([404, 404]);
  // One prerendered document per list, answered from Next's cache: nothing is rendered for an invented address.
  expect([first.headers()['x-nextjs-cache'], second.headers()['x-nextjs-cache']]).toEqual([expect.stringMatching(/^(HIT|STALE)$/), expect.stringMatching(/^(HIT|STALE)$/)]);
  await page.goto('/Gallery');
  const album = page.getByRole('main').getByRole('link', { name: /View More/ }).first();
  const href = await album.getAttribute('href');
  expect((await request.get(href!)).status()).toBe(200);
});
