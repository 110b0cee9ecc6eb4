import { expect, test } from '@playwright/test';
import { demoJson } from './support/demo';
import { norm } from './support/page';

// Site search (issue 12): server-rendered results across pages and the service's notices, with counts,
// marked words and a clear message when nothing matches; reachable from the header search box.

test.describe('site search', () => {
  test('the header box finds a static page by a word of its text, with the word marked', async ({ page }) => {
    await page.goto('/Hod');
    const box = page.getByRole('search', { name: 'Site search' }).getByRole('searchbox', { name: 'Search the site' });
    await box.fill('periodicals');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=periodicals$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    await expect(page.getByRole('main').getByRole('status')).toContainText(/\d+ results? for “periodicals”/);
    const results = page.getByRole('list', { name: 'Search results' });
    const library = results.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Library', exact: true }) });
    await expect(library.locator('mark').first()).toHaveText(/periodicals/i);
    await library.getByRole('link', { name: 'Library', exact: true }).click();
    await expect(page).toHaveURL(/\/Library$/);
  });

  test('finds a notice by its title', async ({ page }) => {
    const notice = (await demoJson('/api/highlight/all/{code}')).find((item) => item.category.trim().toLowerCase() === 'notice');
    expect(notice).toBeDefined();
    const title = norm(notice?.title ?? '');
    await page.goto(`/search?q=${encodeURIComponent(title)}`);
    const hit = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').filter({ hasText: title }).first();
    await expect(hit).toContainText('Notice');
    await expect(hit.getByRole('link')).toHaveAttribute('href', '/notice');
    await expect(page.getByRole('main').getByRole('status')).toContainText(/Notice: \d+/);
  });

  test('says clearly when nothing matches, and works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search?q=xylophonequartz');
    await expect(page.getByRole('main').getByRole('status')).toContainText('No results for “xylophonequartz”.');
    await expect(page.getByRole('main').getByRole('status').getByRole('link', { name: 'sitemap' })).toHaveAttribute('href', '/sitemap');
    await expect(page.getByRole('searchbox', { name: 'Search the site' }).last()).toHaveValue('xylophonequartz');
    await context.close();
  });
});
