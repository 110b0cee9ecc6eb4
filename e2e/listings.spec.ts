import { expect, test, type Page } from '@playwright/test';
import { dayMonthYear, kolkataDate, kolkataToday, MONTHS, newestFirst, pad2, shortDate } from '../test-support/calendar';
import { demoAlbum, demoGallery, demoJson } from '../test-support/demo';
import { cardTitles, hydrationMark, listOf, norm, waitForIsland } from '../test-support/page';

// The content-service pages on demo data. Expected values come from the demo service's own answers,
// computed here with the Kolkata calendar (the site's calendar), never from the site's own code.

const thisYear = () => kolkataToday().year;
const count = (page: Page) => page.getByTestId('listing-count');

test.describe('/News', () => {
  test('lists every item newest first with the total count', async ({ page }) => {
    const news = newestFirst(await demoJson('/api/news/All/{code}'), (item) => item.fromDate);
    await page.goto('/News');
    await expect(count(page)).toHaveText(String(news.length));
    expect(await cardTitles(page, 'News')).toEqual(news.map((item) => norm(item.title)));
    const first = listOf(page, 'News').getByRole('listitem').first();
    const date = kolkataDate(news[0]!.fromDate);
    await expect(first.locator('time')).toContainText(pad2(date.day));
    await expect(first.locator('time')).toContainText(MONTHS[date.month - 1]!);
  });

  test('year, month and search combine; the state is in the URL and survives reload', async ({ page }) => {
    const news = newestFirst(await demoJson('/api/news/All/{code}'), (item) => item.fromDate);
    const target = news[1]!;
    const { year, month } = kolkataDate(target.fromDate);
    const word = target.title.split(/\s+/).find((w) => w.length > 4)!;
    const expected = news.filter((item) => {
      const date = kolkataDate(item.fromDate);
      return date.year === year && date.month === month && item.title.toLowerCase().includes(word.toLowerCase());
    });

    await page.goto('/News');
    await waitForIsland(page);
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
    await expect(count(page)).toHaveText(String(news.filter((item) => kolkataDate(item.fromDate).year === year).length));
    await main.getByRole('combobox', { name: 'Month' }).selectOption(MONTHS[month - 1]!);
    await main.getByRole('searchbox', { name: 'Search by title' }).fill(word.toUpperCase());
    await expect(count(page)).toHaveText(String(expected.length));
    expect(await cardTitles(page, 'News')).toEqual(expected.map((item) => norm(item.title)));
    await expect(page).toHaveURL(new RegExp(`\\?year=${year}&month=${month}&q=${encodeURIComponent(word.toUpperCase())}$`));

    await page.reload();
    await waitForIsland(page);
    await expect(main.getByRole('combobox', { name: 'Year' })).toHaveValue(String(year));
    await expect(main.getByRole('combobox', { name: 'Month' })).toHaveValue(String(month));
    await expect(main.getByRole('searchbox', { name: 'Search by title' })).toHaveValue(word.toUpperCase());
    expect(await cardTitles(page, 'News')).toEqual(expected.map((item) => norm(item.title)));

    await main.getByRole('searchbox', { name: 'Search by title' }).fill('zzqq-no-such-news');
    await expect(main.getByText('Stay Tunned For More Updates')).toBeVisible();
    await expect(count(page)).toHaveText('0');
  });

  test('a year and a search chosen before the script has run are applied once it runs', async ({ page }) => {
    const news = newestFirst(await demoJson('/api/news/All/{code}'), (item) => item.fromDate);
    const { year } = kolkataDate(news.at(-1)!.fromDate);
    const word = news.at(-1)!.title.split(/\s+/).find((w) => w.length > 4)!;
    const expected = news.filter((item) => kolkataDate(item.fromDate).year === year && item.title.toLowerCase().includes(word.toLowerCase()));
    // The page's scripts are held back until the visitor has chosen, as on a slow network.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await held;
      await route.continue();
    });
    // The HTML is parsed while the scripts are held (they would hold back DOMContentLoaded).
    await page.goto('/News', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
    await main.getByRole('searchbox', { name: 'Search by title' }).fill(word);
    await expect(hydrationMark(page)).toHaveCount(0);
    release();
    await expect(page).toHaveURL(new RegExp(`\\?year=${year}&q=${encodeURIComponent(word)}$`));
    await expect(count(page)).toHaveText(String(expected.length));
    expect(await cardTitles(page, 'News')).toEqual(expected.map((item) => norm(item.title)));
  });

  test('Read More opens a modal by keyboard: focus trapped, Escape closes, focus returns', async ({ page }) => {
    const news = newestFirst(await demoJson('/api/news/All/{code}'), (item) => item.fromDate);
    await page.goto('/News');
    await waitForIsland(page);
    const readMore = page.getByRole('link', { name: `Read More: ${norm(news[0]!.title)}` });
    await readMore.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: norm(news[0]!.title) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(readMore).toBeFocused();

    await readMore.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the paperclip opens the attachment in a new tab', async ({ page }) => {
    const withAttachment = (await demoJson('/api/news/All/{code}')).find((item) => item.attachments.length > 0)!;
    await page.goto('/News');
    const link = page.getByRole('link', { name: `Attachment: ${norm(withAttachment.title)}` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', new RegExp(`/api/image/${withAttachment.attachments[0]!.split('/').map(encodeURIComponent).join('/')}$`));
  });
});

test.describe('/notice', () => {
  test('starts on the current year, newest first; All shows every notice', async ({ page }) => {
    const notices = newestFirst(
      (await demoJson('/api/highlight/all/{code}')).filter((item) => item.category.trim().toLowerCase() === 'notice'),
      (item) => item.fromDate,
    );
    const year = thisYear();
    const current = notices.filter((item) => kolkataDate(item.fromDate).year === year);
    await page.goto('/notice');
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Year' })).toHaveValue(String(year));
    await expect(count(page)).toHaveText(String(current.length));
    if (current.length > 0) expect(await cardTitles(page, 'Notices')).toEqual(current.map((item) => norm(item.title)));
    await waitForIsland(page);
    await page.getByRole('main').getByRole('combobox', { name: 'Year' }).selectOption('All');
    await expect(count(page)).toHaveText(String(notices.length));
    await expect(page).toHaveURL(/\?year=all$/);
    await page.reload();
    await expect(count(page)).toHaveText(String(notices.length));
  });
});

test.describe('/Events', () => {
  test('shows every event with location, date and time', async ({ page }) => {
    const events = newestFirst(await demoJson('/api/events/All/{code}'), (e) => e.date);
    await page.goto('/Events');
    await expect(count(page)).toHaveText(String(events.length));
    expect(await cardTitles(page, 'Events')).toEqual(events.map((item) => norm(item.title)));
    const first = listOf(page, 'Events').getByRole('listitem').first();
    const d = kolkataDate(events[0]!.date);
    await expect(first).toContainText(`Location:${events[0]!.venue}`);
    await expect(first).toContainText(dayMonthYear(d));
    await expect(first).toContainText(events[0]!.time);
  });
});

test.describe('gallery-type pages', () => {
  test('/Gallery starts on the current year (or last year) and opens an album with its viewer', async ({ page }) => {
    const albums = newestFirst(
      await demoGallery('PhotoGallery'),
      (item) => item.date,
    );
    const year = albums.some((item) => kolkataDate(item.date).year === thisYear()) ? thisYear() : thisYear() - 1;
    const shown = albums.filter((item) => kolkataDate(item.date).year === year);
    await page.goto('/Gallery');
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Year' })).toHaveValue(String(year));
    await expect(page.getByRole('main').getByText(/Total Categories/)).toContainText(String(shown.length));
    expect(await cardTitles(page, 'Albums')).toEqual(shown.map((item) => norm(item.title)));
    // The first album's photo is a phone's largest paint: fetched at once at high priority; the rest lazily.
    const covers = page.getByRole('list', { name: 'Albums' }).locator('img');
    await expect(covers.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(covers.first()).toHaveAttribute('loading', 'eager');
    if (shown.length > 1) await expect(covers.nth(1)).toHaveAttribute('loading', 'lazy');

    const album = shown[0]!;
    await page.getByRole('link', { name: `View More: ${norm(album.title)}` }).click();
    await expect(page).toHaveURL(`/SubGallery?id=${album._id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: norm(album.title) })).toBeVisible();
    const d = kolkataDate(album.date);
    const dmy = dayMonthYear(d);
    await expect(main.getByText('Event Date:').locator('..')).toContainText(dmy);
    await expect(main.getByText('Last Update:').locator('..')).toContainText(dmy);
    await expect(main.getByText(`${album.attachments.length} Photos`)).toBeVisible();
    const photos = main.getByRole('list', { name: 'Photos' }).getByRole('link');
    await expect(photos).toHaveCount(album.attachments.length);
    // Without JavaScript each thumbnail is a link to the full image.
    await expect(photos.first()).toHaveAttribute('href', /\/api\/image\//);

    await photos.first().focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(photos.first()).toBeFocused();

    await main.getByRole('link', { name: /Go Back/ }).click();
    await expect(page).toHaveURL('/Gallery');
  });

  test('/BuildingProgram links to /SubBuildingProgram, which goes back', async ({ page }) => {
    const programs = await demoGallery('CapacityBuildingProgram');
    await page.goto('/BuildingProgram');
    await waitForIsland(page);
    await page.getByRole('main').getByRole('combobox', { name: 'Year' }).selectOption('All');
    await expect(page.getByRole('main').getByText(/Total Categories/)).toContainText(String(programs.length));
    const program = programs[0]!;
    await page.getByRole('link', { name: `View More: ${norm(program.title)}` }).click();
    await expect(page).toHaveURL(`/SubBuildingProgram?id=${program._id}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: norm(program.title) })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Go Back/ })).toHaveAttribute('href', '/BuildingProgram');
  });

  test('/Activity has a year dropdown only and View More goes to /SubActivity', async ({ page }) => {
    const activities = newestFirst(
      await demoGallery('Activity'),
      (item) => item.date,
    );
    await page.goto('/Activity');
    const main = page.getByRole('main');
    await expect(main.getByRole('combobox')).toHaveCount(1);
    await expect(main.getByRole('searchbox')).toHaveCount(0);
    expect(await cardTitles(page, 'Activities')).toEqual(activities.map((item) => norm(item.title)));
    const d = kolkataDate(activities[0]!.date);
    await expect(listOf(page, 'Activities').getByRole('listitem').first()).toContainText(shortDate(d));
    await main.getByRole('link', { name: `View More: ${norm(activities[0]!.title)}` }).click();
    await expect(page).toHaveURL(`/SubActivity?id=${activities[0]!._id}`);
    await expect(main.getByRole('link', { name: /Go Back/ })).toHaveAttribute('href', '/Activity');
  });

  for (const [route, back] of [
    ['/SubGallery', '/Gallery'],
    ['/SubBuildingProgram', '/BuildingProgram'],
    ['/SubActivity', '/Activity'],
  ] as const) {
    test(`${route} answers 404 with Go Back for an unknown or malformed id`, async ({ page }) => {
      for (const id of ['ffffffffffffffffffffffff', '..%2Fetc', '%3Cscript%3E', 'a&id=b']) {
        const response = await page.goto(`${route}?id=${id}`);
        expect(response?.status(), id).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toContainText('not found');
        await expect(page.getByRole('main').getByRole('link', { name: /Go Back/ })).toHaveAttribute('href', back);
      }
      const bare = await page.goto(route);
      expect(bare?.status()).toBe(200);
      await expect(page.getByRole('main').getByRole('link', { name: /Go Back/ })).toHaveAttribute('href', back);
    });
  }
});

test.describe('/MediaCoverage', () => {
  test('cards, filters without a month, and the lightbox by keyboard', async ({ page }) => {
    const media = newestFirst(await demoJson('/api/media/{code}'), (item) => item.date);
    await page.goto('/MediaCoverage');
    const main = page.getByRole('main');
    await expect(count(page)).toHaveText(String(media.length));
    await expect(main.getByRole('combobox', { name: 'Month' })).toHaveCount(0);
    await expect(main.getByRole('combobox', { name: 'Year' }).locator('option').first()).toHaveText('All Years');
    expect(await cardTitles(page, 'Media coverage')).toEqual(media.map((item) => norm(item.title)));
    const withUrl = media.find((item) => item.url)!;
    await expect(main.getByRole('link', { name: `View: ${norm(withUrl.title)}` })).toHaveAttribute('href', withUrl.url!);

    await waitForIsland(page);
    const item = media.find((entry) => entry.attachments.length > 1) ?? media[0]!;
    const opener = main.getByRole('link', { name: `Open clipping: ${norm(item.title)}` });
    await opener.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(viewer).toBeVisible();
    await expect(viewer).toContainText(norm(item.title));
    const d = kolkataDate(item.date);
    await expect(viewer).toContainText(shortDate(d));
    await expect(viewer.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // Page scroll is locked while the viewer is open.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    if (item.attachments.length > 1) {
      for (let i = 1; i < item.attachments.length; i += 1) await page.keyboard.press('ArrowRight');
      await expect(viewer.getByRole('button', { name: 'Next' })).toBeDisabled();
      await page.keyboard.press('ArrowLeft');
      await expect(viewer.getByRole('button', { name: 'Next' })).toBeEnabled();
    }
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await opener.click();
    await expect(viewer).toBeVisible();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
  });

  test('the search narrows by title, case-insensitively', async ({ page }) => {
    const media = await demoJson('/api/media/{code}');
    const word = norm(media[0]!.title).split(' ').find((w) => w.length > 5)!;
    await page.goto('/MediaCoverage');
    await waitForIsland(page);
    await page.getByRole('main').getByRole('searchbox').fill(word.toLowerCase());
    await expect(count(page)).toHaveText(String(media.filter((item) => item.title.toLowerCase().includes(word.toLowerCase())).length));
  });
});

test.describe('/EMagazine', () => {
  test('shows only Magazine items, each linking to its first attachment', async ({ page }) => {
    const magazines = newestFirst(
      (await demoJson('/api/circular/all/{code}')).filter((item) => item.category === 'Magazine'),
      (item) => item.date,
    );
    await page.goto('/EMagazine');
    const main = page.getByRole('main');
    await expect(count(page)).toHaveText(String(magazines.length));
    await expect(main.getByRole('combobox', { name: 'Month' })).toHaveCount(0);
    await expect(main.getByRole('combobox', { name: 'Year' }).locator('option').first()).toHaveText('All Years');
    const cards = listOf(page, 'Magazines').getByRole('link');
    await expect(cards).toHaveCount(magazines.length);
    await expect(cards.first()).toHaveAttribute('target', '_blank');
    await expect(cards.first()).toHaveAttribute('href', new RegExp(`/api/image/${magazines[0]!.attachments[0]!.split('/').map(encodeURIComponent).join('/')}$`));

    await waitForIsland(page);
    const year = kolkataDate(magazines[0]!.date).year;
    await main.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
    await expect(count(page)).toHaveText(String(magazines.filter((item) => kolkataDate(item.date).year === year).length));
  });
});

test.describe('/VideoGallery', () => {
  test('a year dropdown and videos opening in a new tab', async ({ page }) => {
    const videos = await demoJson('/api/video/All/{code}');
    await page.goto('/VideoGallery');
    const main = page.getByRole('main');
    const year = main.getByRole('combobox', { name: 'Year' });
    await expect(year.locator('option').first()).toHaveText('All');
    const links = listOf(page, 'Videos').getByRole('link');
    await expect(links).toHaveCount(videos.length);
    await expect(links.first()).toHaveAttribute('target', '_blank');
    await waitForIsland(page);
    const y = kolkataDate(newestFirst(videos, (v) => v.date)[0]!.date).year;
    await year.selectOption(String(y));
    await expect(links).toHaveCount(videos.filter((v) => kolkataDate(v.date).year === y).length);
  });
});

test.describe('toppers', () => {
  for (const [route, klass] of [
    ['/Toppers', 'X'],
    ['/ToppersXII', 'XII'],
  ] as const) {
    test(`${route} starts on last year-this year, shows class ${klass} only, and searches names`, async ({ page }) => {
      const toppers = (await demoJson('/api/topper/{code}')).filter((t) => t.class === klass);
      const session = `${thisYear() - 1}-${thisYear()}`;
      const start = toppers.some((t) => t.sessionYear === session) ? session : '2021-2022';
      const inSession = toppers.filter((t) => t.sessionYear === start);
      await page.goto(route);
      const main = page.getByRole('main');
      const select = main.getByRole('combobox', { name: 'Session' });
      await expect(select).toHaveValue(start);
      await expect(select.locator('option').first()).toHaveText('Select Years');
      await expect(main.getByRole('searchbox', { name: 'Search by name' })).toHaveAttribute('placeholder', 'Search Here..');
      expect((await cardTitles(page, 'Toppers')).sort()).toEqual(inSession.map((t) => t.name).sort());
      await expect(listOf(page, 'Toppers').getByRole('listitem').first()).toContainText(inSession[0]!.stream);

      await waitForIsland(page);
      await select.selectOption('Select Years');
      await expect(listOf(page, 'Toppers').getByRole('listitem')).toHaveCount(toppers.length);
      const name = toppers[0]!.name.split(' ')[0]!;
      await main.getByRole('searchbox').fill(name.toUpperCase());
      const expected = toppers.filter((t) => t.name.toLowerCase().includes(name.toLowerCase()));
      await expect(listOf(page, 'Toppers').getByRole('listitem')).toHaveCount(expected.length);
      await expect(page).toHaveURL(new RegExp(`session=all&q=${name.toUpperCase()}$`));
      await page.reload();
      await expect(listOf(page, 'Toppers').getByRole('listitem')).toHaveCount(expected.length);
      await main.getByRole('searchbox').fill('zzqq');
      await expect(main.getByText('Student Name')).toBeVisible();
    });
  }
});

test('/OurPrincipal shows the name, role, photo and the sanitised message', async ({ page }) => {
  const [principal] = await demoJson('/api/PrincipalMessage/{code}');
  await page.goto('/OurPrincipal');
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: `Photo of ${principal!.name}` })).toBeVisible();
  await expect(main.locator('figcaption')).toContainText(principal!.name);
  await expect(main.locator('figcaption')).toContainText(principal!.category);
  await expect(main.getByText('Dear Parents and Students,')).toBeVisible();
  await expect(main.locator('article li').first()).toBeVisible();
  // The message's markup is sanitised: no scripts, inline styles or handlers survive.
  expect(await main.locator('article :is(p, ul, li, strong, em, a)').first().count()).toBe(1);
  expect(await main.locator('article script, article p[style], article [onclick], article [onerror]').count()).toBe(0);
});

test('the listings read without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const news = await demoJson('/api/news/All/{code}');
  await page.goto('/News');
  await expect(listOf(page, 'News').getByRole('listitem')).toHaveCount(news.length);
  // The filter is a form the server answers (e2e/filters-without-js.spec.ts); Copy link needs the script.
  const filter = page.getByRole('main').getByRole('search');
  await expect(filter.getByRole('combobox', { name: 'Year' })).toBeVisible();
  await expect(filter.getByRole('searchbox', { name: 'Search by title' })).toBeVisible();
  await expect(filter.getByRole('button', { name: 'Apply' })).toBeVisible();
  await expect(count(page)).toHaveText(String(news.length));
  await expect(page.getByRole('button', { name: /^Copy link: / }).first()).toBeHidden();
  // Activity's filter is its year alone, with Apply.
  await page.goto('/Activity');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const filterBox = page.getByRole('main').locator('search');
  await expect(filterBox.getByRole('combobox', { name: 'Year' })).toBeVisible();
  await expect(filterBox.getByRole('button', { name: 'Apply' })).toBeVisible();
  const album = await demoAlbum();
  await page.goto(`/SubGallery?id=${album._id}`);
  await expect(page.getByRole('main').getByRole('list', { name: 'Photos' }).getByRole('link').first()).toHaveAttribute('href', /\/api\/image\//);
  await context.close();
});
