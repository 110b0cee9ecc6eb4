import { expect, test, type Browser, type Page } from '@playwright/test';
import { kolkataDate, kolkataToday, MONTHS, newestFirst } from '../test-support/calendar';
import { demoGallery, demoJson } from '../test-support/demo';
import { cardTitles, hydrationMark, listOf, main, norm, waitForIsland } from '../test-support/page';

// The listings' filters as a visitor without JavaScript uses them: a GET form whose Apply button asks the
// server for the filtered list, at the very address the filter island writes with JavaScript. Expected
// items come from the demo service's own answers, filtered here on the Kolkata calendar; the expected
// addresses are written out by hand, in the island's order (year, month, q; session, q).

const thisYear = () => kolkataToday().year;
const count = (page: Page) => page.getByTestId('listing-count');

async function withoutScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

/** Chooses in the filter form and presses Apply, as a visitor without JavaScript does; waits for the page it loads. */
async function apply(page: Page, choices: { Year?: string; Month?: string; Session?: string; search?: string }): Promise<void> {
  const form = main(page).getByRole('search');
  for (const name of ['Session', 'Year', 'Month'] as const) {
    const choice = choices[name];
    if (choice !== undefined) await form.getByRole('combobox', { name }).selectOption({ label: choice });
  }
  if (choices.search !== undefined) await form.getByRole('searchbox').fill(choices.search);
  await Promise.all([page.waitForEvent('load'), form.getByRole('button', { name: 'Apply' }).click()]);
}

/** The address's path and query as the address bar shows them. */
const address = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** A word of more than four letters from a title, for a search. */
const wordOf = (title: string): string => title.split(/\s+/).find((word) => word.length > 4) ?? title;

test.describe('without JavaScript', () => {
  test('/News: another year and month, then a search, each from the form; the server lists them', async ({ browser }) => {
    const news = newestFirst(await demoJson('/api/news/All/{code}'), (item) => item.fromDate);
    const target = news.at(-1)!;
    const { year, month } = kolkataDate(target.fromDate);
    const inMonth = news.filter((item) => kolkataDate(item.fromDate).year === year && kolkataDate(item.fromDate).month === month);
    const word = wordOf(target.title);
    const found = inMonth.filter((item) => item.title.toLowerCase().includes(word.toLowerCase()));

    const page = await withoutScript(browser);
    await page.goto('/News');
    await expect(listOf(page, 'News').getByRole('listitem')).toHaveCount(news.length);
    await apply(page, { Year: String(year), Month: MONTHS[month - 1]! });
    // The form sent `q=` too; the server answered with the island's address for this view.
    expect(address(page)).toBe(`/News?year=${year}&month=${month}`);
    await expect(count(page)).toHaveText(String(inMonth.length));
    expect(await cardTitles(page, 'News')).toEqual(inMonth.map((item) => norm(item.title)));
    await expect(main(page).getByRole('combobox', { name: 'Year' })).toHaveValue(String(year));
    await expect(main(page).getByRole('combobox', { name: 'Month' })).toHaveValue(String(month));

    await apply(page, { search: word.toUpperCase() });
    expect(address(page)).toBe(`/News?year=${year}&month=${month}&q=${encodeURIComponent(word.toUpperCase())}`);
    expect(await cardTitles(page, 'News')).toEqual(found.map((item) => norm(item.title)));
    await expect(main(page).getByRole('searchbox', { name: 'Search by title' })).toHaveValue(word.toUpperCase());

    await apply(page, { Year: 'All', Month: 'All', search: 'zzqq-no-such-news' });
    expect(address(page)).toBe('/News?q=zzqq-no-such-news');
    await expect(count(page)).toHaveText('0');
    await expect(main(page).getByText('Nothing matches these filters.')).toBeVisible();
    await expect(main(page).getByText('Stay Tunned For More Updates')).toBeVisible();
    await page.context().close();
  });

  test('/notice: an earlier year, All, and back to this year, which is the static page again', async ({ browser }) => {
    const notices = newestFirst(
      (await demoJson('/api/highlight/all/{code}')).filter((item) => item.category.trim().toLowerCase() === 'notice'),
      (item) => item.fromDate,
    );
    const earlier = notices.map((item) => kolkataDate(item.fromDate).year).find((year) => year < thisYear())!;
    const ofYear = (year: number) => notices.filter((item) => kolkataDate(item.fromDate).year === year).map((item) => norm(item.title));

    const page = await withoutScript(browser);
    await page.goto('/notice');
    await expect(main(page).getByRole('combobox', { name: 'Year' })).toHaveValue(String(thisYear()));
    await apply(page, { Year: String(earlier) });
    expect(address(page)).toBe(`/notice?year=${earlier}`);
    expect(await cardTitles(page, 'Notices')).toEqual(ofYear(earlier));

    await apply(page, { Year: 'All' });
    expect(address(page)).toBe('/notice?year=all');
    await expect(count(page)).toHaveText(String(notices.length));

    const response = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/notice' && answer.status() === 200);
    await apply(page, { Year: String(thisYear()) });
    expect(address(page)).toBe('/notice');
    expect((await (await response).allHeaders())['cache-control']).toContain('s-maxage');
    expect(await cardTitles(page, 'Notices')).toEqual(ofYear(thisYear()));
    await page.context().close();
  });

  test('/Gallery: another year from the form shows that year’s albums', async ({ browser }) => {
    const albums = newestFirst(await demoGallery('PhotoGallery'), (item) => item.date);
    const start = albums.some((item) => kolkataDate(item.date).year === thisYear()) ? thisYear() : thisYear() - 1;
    const other = albums.map((item) => kolkataDate(item.date).year).find((year) => year !== start)!;
    const shown = albums.filter((item) => kolkataDate(item.date).year === other);

    const page = await withoutScript(browser);
    await page.goto('/Gallery');
    await apply(page, { Year: String(other) });
    expect(address(page)).toBe(`/Gallery?year=${other}`);
    await expect(main(page).getByText(/Total Categories/)).toContainText(String(shown.length));
    expect(await cardTitles(page, 'Albums')).toEqual(shown.map((item) => norm(item.title)));
    await page.context().close();
  });

  test('/ToppersXII: every session and a name from the form', async ({ browser }) => {
    const toppers = (await demoJson('/api/topper/{code}')).filter((topper) => topper.class === 'XII');
    const name = toppers[0]!.name.split(' ')[0]!;
    const found = toppers.filter((topper) => topper.name.toLowerCase().includes(name.toLowerCase()));

    const page = await withoutScript(browser);
    await page.goto('/ToppersXII');
    await apply(page, { Session: 'Select Years', search: name });
    expect(address(page)).toBe(`/ToppersXII?session=all&q=${encodeURIComponent(name)}`);
    expect((await cardTitles(page, 'Toppers')).sort()).toEqual(found.map((topper) => norm(topper.name)).sort());
    await page.context().close();
  });

  test('/EMagazine and /VideoGallery: a year from the form', async ({ browser }) => {
    const magazines = (await demoJson('/api/circular/all/{code}')).filter((item) => item.category === 'Magazine');
    const videos = await demoJson('/api/video/All/{code}');
    const page = await withoutScript(browser);
    for (const { route, list, dates } of [
      { route: '/EMagazine', list: 'Magazines', dates: magazines.map((item) => item.date) },
      { route: '/VideoGallery', list: 'Videos', dates: videos.map((item) => item.date) },
    ]) {
      const years = dates.map((date) => kolkataDate(date).year);
      const year = Math.min(...years);
      await page.goto(route);
      await apply(page, { Year: String(year) });
      expect(address(page)).toBe(`${route}?year=${year}`);
      await expect(listOf(page, list).getByRole('link')).toHaveCount(years.filter((one) => one === year).length);
    }
    await page.context().close();
  });

  test('the form is labelled and works from the keyboard: Enter in the search box applies it', async ({ browser }) => {
    const events = await demoJson('/api/events/All/{code}');
    const word = wordOf(events[0]!.title);
    const page = await withoutScript(browser);
    await page.goto('/Events');
    const form = main(page).getByRole('search', { name: 'Filter events' });
    for (const name of ['Year', 'Month']) await expect(form.getByRole('combobox', { name })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Apply' })).toBeVisible();
    await form.getByRole('searchbox', { name: 'Search by title' }).focus();
    await page.keyboard.type(word);
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    expect(address(page)).toBe(`/Events?q=${encodeURIComponent(word)}`);
    await expect(count(page)).toHaveText(String(events.filter((item) => item.title.toLowerCase().includes(word.toLowerCase())).length));
    // Apply is reached by Tab from the search box, and shows where the focus is.
    await form.getByRole('searchbox').focus();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Apply' })).toBeFocused();
    await page.context().close();
  });
});

test.describe('a filtered view for search engines', () => {
  test('is noindex, with the listing as its canonical URL; the listing itself is indexed', async ({ request }) => {
    const filtered = await (await request.get('/News?year=2025')).text();
    expect(filtered).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
    expect(filtered).toMatch(/<link rel="canonical" href="[^"]*\/News"\/>/);
    const plain = await (await request.get('/News')).text();
    expect(plain).not.toContain('noindex');
    expect(plain).toMatch(/<link rel="canonical" href="[^"]*\/News"\/>/);
  });

  test('robots.txt asks crawlers to leave the listings’ filtered addresses alone', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    for (const route of ['/notice', '/News', '/Events', '/Gallery', '/MediaCoverage', '/VideoGallery', '/EMagazine', '/Toppers', '/ToppersXII']) {
      expect(robots).toContain(`Disallow: ${route}?\n`);
    }
    expect(robots).not.toMatch(/Disallow: \/News\n/);
  });
});

test.describe('with JavaScript', () => {
  test('the island still filters at once and writes the address the form sends', async ({ page }) => {
    const news = newestFirst(await demoJson('/api/news/All/{code}'), (item) => item.fromDate);
    const { year, month } = kolkataDate(news.at(-1)!.fromDate);
    await page.goto('/News');
    await waitForIsland(page);
    // Loads of the page itself: the footer's map, a lazy frame, loads its own document once the filtered
    // list is short enough to bring it near the viewport.
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents += 1;
    });
    await main(page).getByRole('combobox', { name: 'Year' }).selectOption(String(year));
    await main(page).getByRole('combobox', { name: 'Month' }).selectOption(String(month));
    await expect(page).toHaveURL(new RegExp(`/News\\?year=${year}&month=${month}$`));
    await main(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`/News\\?year=${year}&month=${month}$`));
    expect(documents).toBe(0);
  });

  test('a filtered address hydrates with its list, and the island takes over from there', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const notices = newestFirst(
      (await demoJson('/api/highlight/all/{code}')).filter((item) => item.category.trim().toLowerCase() === 'notice'),
      (item) => item.fromDate,
    );
    await page.goto('/notice?year=all');
    await expect(hydrationMark(page)).toBeAttached();
    await expect(count(page)).toHaveText(String(notices.length));
    await main(page).getByRole('combobox', { name: 'Year' }).selectOption(String(thisYear()));
    await expect(page).toHaveURL(/\/notice$/);
    await expect(count(page)).toHaveText(String(notices.filter((item) => kolkataDate(item.fromDate).year === thisYear()).length));
    expect(errors).toEqual([]);
  });
});

test.describe('junk in a listing’s address', () => {
  const junk = [
    '/News?year=abc',
    '/News?year=99999',
    '/News?month=13&year=-1',
    `/News?q=${'x'.repeat(5000)}`,
    '/News?year=2024&year=2023&month=1&month=2',
    '/News?q=%E0%A4',
    '/notice?year=0000',
    '/Gallery?year=abc&q=%3Cscript%3E',
    `/Toppers?session=${'9'.repeat(3000)}`,
    '/ToppersXII?session=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/EMagazine?month=5',
    '/VideoGallery?q=x&fbclid=1',
  ];

  test('answers a clean page, never a server error, at one bounded address', async ({ request }) => {
    for (const path of junk) {
      const response = await request.get(path);
      const url = new URL(response.url());
      expect({ path, status: response.status() }).toEqual({ path, status: 200 });
      const html = await response.text();
      expect(html).toContain('<h1');
      expect(html).not.toContain('<script>alert(1)');
      expect({ path, length: url.search.length <= 120 }).toEqual({ path, length: true });
    }
  });

  test('falls back to the view such a value means: year=abc is every year, a long search is cut', async ({ request }) => {
    expect(new URL((await request.get('/notice?year=abc')).url()).search).toBe('?year=all');
    expect(new URL((await request.get('/News?year=99999')).url()).search).toBe('');
    expect(new URL((await request.get(`/News?q=${'x'.repeat(5000)}`)).url()).search).toBe(`?q=${'x'.repeat(100)}`);
    expect(new URL((await request.get('/News?year=2024&year=2023')).url()).search).toBe('?year=2024');
    expect(new URL((await request.get('/ToppersXII?session=abc')).url()).search).toBe('?session=all');
  });

  test('the twin cannot be addressed directly', async ({ request }) => {
    expect((await request.get('/_filtered/News?year=2024')).status()).toBe(404);
  });
});
