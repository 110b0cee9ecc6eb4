import { expect, test, type Page, type Request } from '@playwright/test';
import { demoJson } from '../test-support/demo';
import { slugOf } from '../test-support/items';
import { norm, waitForHydration } from '../test-support/page';

// Site search (issue 12): server-rendered results across pages and the service's notices, with counts,
// marked words and a clear message when nothing matches; reachable from the header search box.
// Instant results (issue 20): on /search the results follow the typing without loading a page.

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
    await expect(hit.getByRole('link')).toHaveAttribute('href', `/notice/${slugOf(notice!._id, title)}`);
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

/** Opens a search page and waits until its islands have hydrated (the header's menu marks itself). */
async function openSearch(page: Page, query: string): Promise<void> {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await waitForHydration(page);
}

const pageBox = (page: Page) => page.getByRole('search', { name: 'Search again' }).getByRole('searchbox', { name: 'Search the site' });
const answerQuery = (request: Request) => (new URL(request.url()).pathname === '/api/search' ? new URL(request.url()).searchParams.get('q') : null);

test.describe('instant results on /search', () => {
  test('typing shows the results without loading a page, asks once typing pauses, and the address can be shared', async ({ page }) => {
    await openSearch(page, 'periodicals');
    const documents: string[] = [];
    const answers: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
      const query = answerQuery(request);
      if (query !== null) answers.push(query);
    });
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

    const box = pageBox(page);
    await box.selectText();
    await box.pressSequentially('fee details', { delay: 30 });
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toContainText(/\d+ results? for “fee details”/);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link', { name: 'Fee Details', exact: true })).toHaveAttribute('href', '/FeeDetails');
    await expect(results.locator('mark').first()).toHaveText(/fee|details/i);
    await expect(page).toHaveURL(/\/search\?q=fee%20details$/);
    await expect(box).toBeFocused();

    expect(documents, 'no page was loaded').toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(answers.length, `answers asked for: ${answers.join(', ')}`).toBeLessThan('fee details'.length);
    expect(answers.at(-1)).toBe('fee details');

    // The address is the server's page of the same results.
    await page.reload();
    await expect(status).toContainText(/\d+ results? for “fee details”/);
    await expect(pageBox(page)).toHaveValue('fee details');
  });

  test('the results shown stay while the next ones load, then are replaced', async ({ page }) => {
    await openSearch(page, 'periodicals');
    const box = pageBox(page);
    const status = page.getByRole('main').getByRole('status');
    const results = page.getByRole('list', { name: 'Search results' });
    const loading = page.getByRole('main').locator('[aria-busy]');
    await box.selectText();
    await box.pressSequentially('fee details');
    await expect(status).toContainText('for “fee details”');

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked = new Promise<void>((resolve) =>
      page.route(
        (url) => url.pathname === '/api/search' && url.searchParams.get('q') === 'library',
        async (route) => {
          resolve();
          await held;
          await route.continue();
        },
      ),
    );
    await box.selectText();
    await box.pressSequentially('library');
    await asked;
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(status).toContainText('for “fee details”');
    await expect(results.getByRole('link', { name: 'Fee Details', exact: true })).toBeVisible();
    release();
    await expect(status).toContainText(/\d+ results? for “library”/);
    await expect(results.getByRole('link', { name: 'Library', exact: true })).toBeVisible();
    await expect(loading).toHaveAttribute('aria-busy', 'false');
  });

  test('back from a result, the page shows the words typed and their results', async ({ page }) => {
    await openSearch(page, 'periodicals');
    const box = pageBox(page);
    const status = page.getByRole('main').getByRole('status');
    await box.selectText();
    await box.pressSequentially('fee details');
    await expect(status).toContainText('for “fee details”');
    await page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'Fee Details', exact: true }).click();
    await expect(page).toHaveURL(/\/FeeDetails$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=fee%20details$/);
    await expect(pageBox(page)).toHaveValue('fee details');
    await expect(status).toContainText(/\d+ results? for “fee details”/);
  });

  test('without JavaScript the search form still submits to the server page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search?q=periodicals');
    const box = pageBox(page);
    await box.fill('fee details');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=fee\+details$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText(/\d+ results? for “fee details”/);
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'Fee Details', exact: true })).toBeVisible();
    await context.close();
  });
});
