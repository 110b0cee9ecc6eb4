import { expect, test, type Locator, type Page } from '@playwright/test';
import { HERO_SLIDES, QUICK_LINKS, VIRTUAL_TOUR, ONLINE_REGISTRATION_PORTAL } from '../content/home';
import { site } from '../content/site';
import { axeViolations } from '../test-support/axe';
import { isoDay, kolkataDate, kolkataToday, newestFirst } from '../test-support/calendar';
import { demoJson, homeNewsTitles } from '../test-support/demo';
import { slugOf } from '../test-support/items';
import { carousel, norm, openHome, waitForHydration } from '../test-support/page';
import type { DemoTopper } from '../test-support/vendor';

// The home page against the demo content service, which is up for this whole file (fault modes live in
// home-faults.spec.ts, run serially with the resilience project). What each section should show is worked
// out here from the service's answers, with the home page's rules written out below.

/** The home page shows this many of the newest albums. */
const HOME_ALBUMS = 8;

/** The first year of a session such as '2024-2025'. */
const sessionStart = (session: string) => Number(session.trim().slice(0, 4));

/** A class's toppers on the home page: those of the newest session that has any for the class. */
function newestSessionToppers(toppers: readonly DemoTopper[], className: DemoTopper['class']): DemoTopper[] {
  const ofClass = toppers.filter((topper) => topper.class === className);
  const newest = Math.max(...ofClass.map((topper) => sessionStart(topper.sessionYear)));
  return ofClass.filter((topper) => sessionStart(topper.sessionYear) === newest);
}

const viewportOf = (slides: Locator) => slides.locator('[data-state]').first();

/** The home page on a 412 px phone, its hero playing: the hero and the track embla moves. */
async function openPhoneHero(page: Page): Promise<{ hero: Locator; track: Locator }> {
  await page.setViewportSize({ width: 412, height: 823 });
  await openHome(page);
  const hero = carousel(page, 'Campus photographs');
  await expect(viewportOf(hero)).toHaveAttribute('data-state', 'playing');
  return { hero, track: viewportOf(hero).locator('> div') };
}

/** Where embla has put a track, in CSS pixels along it, from the transform it writes; 0 before its first. */
function trackX(transform: string): number {
  return Number(/translate3d\((-?[\d.]+)px/.exec(transform)?.[1] ?? 0);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

test.describe('home page content', () => {
  test('every section is in the server HTML and readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Home - ${site.fullName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.fullName);
    // The notices popup is open in the HTML with focus on Close, and Escape and Close close it.
    const [first] = await demoJson('/api/notification/{code}');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: first?.title })).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close notices' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await close.click();
    await expect(dialog).toBeHidden();
    // Notices could not open the popup again without the script, so it is not offered.
    await expect(page.getByRole('button', { name: /^Notices/ })).toBeHidden();
    for (const name of [
      'Latest News',
      `Welcome to ${site.shortName}`,
      'Mission, Vision, Motto and Aim',
      'Our Top Achievers',
      'Class X Toppers',
      'Class XII Toppers',
      'Happy Birthday!',
      'Messages',
      'Upcoming Events',
      'Photo Gallery',
      'A campus built for learning',
    ]) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    for (const panel of ['Mission', 'Vision', 'Motto', 'Aim']) {
      await expect(page.getByRole('heading', { name: panel, exact: true, level: 3 })).toBeVisible();
    }
    // Carousels are scrollable lists of server-rendered slides, the first ones in view, with no dead controls.
    const hero = carousel(page, 'Campus photographs');
    await expect(hero.getByRole('group')).toHaveCount(HERO_SLIDES.length);
    await expect(hero.getByRole('img').first()).toBeVisible();
    await expect(viewportOf(hero)).toHaveCSS('overflow-x', 'auto');
    await expect(page.locator('#main-content').getByRole('button', { name: /^Pause / })).toHaveCount(0);
    const events = carousel(page, 'Upcoming Events');
    await expect(events.getByRole('group').first()).toBeVisible();
    await context.close();
  });

  test('the home page is server-rendered with the demo service\'s news', async ({ request }) => {
    const titles = await homeNewsTitles();
    expect(titles.length).toBeGreaterThan(0);
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(escapeHtml(titles[0] ?? ''));
    expect(html).not.toContain('Stay Tunned For More Updates');
  });

  test('latest news shows only News-category items, and none of the placeholder', async ({ page }) => {
    const news = await demoJson('/api/news/{code}');
    const wanted = news.filter((item) => item.category === 'News');
    const others = news.filter((item) => item.category !== 'News');
    expect(wanted.length).toBeGreaterThan(2);
    expect(others.length).toBeGreaterThan(0);
    await openHome(page);
    const section = page.getByRole('region', { name: 'Latest News' });
    for (const item of wanted) await expect(section.getByRole('heading', { name: item.title, level: 3 })).toBeAttached();
    for (const item of others) await expect(section.getByRole('heading', { name: item.title })).toHaveCount(0);
    await expect(page.getByText('Stay Tunned For More Updates')).toHaveCount(0);
    await expect(section.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/News');
  });

  test('toppers of the newest session of X and XII, today birthdays, events and albums come from the service', async ({ page }) => {
    const [toppers, events, albums, birthdays] = await Promise.all([
      demoJson('/api/topper/{code}'),
      demoJson('/api/events/{code}'),
      demoJson('/api/gallery/{code}'),
      demoJson('/api/birthdays/{code}'),
    ]);
    await openHome(page);
    for (const className of ['X', 'XII'] as const) {
      const expected = newestSessionToppers(toppers, className);
      expect(expected.length).toBeGreaterThan(0);
      const toppersCarousel = carousel(page, `Class ${className} toppers`);
      await expect(toppersCarousel.getByRole('group')).toHaveCount(expected.length);
      for (const topper of expected) await expect(toppersCarousel.getByRole('heading', { name: topper.name })).toBeAttached();
    }

    // Birthdays: the students whose day and month are today's in Kolkata.
    const now = kolkataToday();
    const todays = birthdays.filter((birthday) => {
      const date = kolkataDate(birthday.date);
      return date.day === now.day && date.month === now.month;
    });
    expect(todays.length).toBeGreaterThan(0);
    const birthdayCarousel = carousel(page, "Today's birthdays");
    await expect(birthdayCarousel.getByRole('heading')).toHaveText(todays.map((birthday) => birthday.name));

    // Events: those from today on (Kolkata days), soonest first. The demo always has some ahead.
    const dayOf = (event: { date: string }) => isoDay(kolkataDate(event.date));
    const upcoming = events.filter((event) => dayOf(event) >= isoDay(now));
    expect(upcoming.length).toBeGreaterThan(0);
    const eventHeadings = carousel(page, 'Upcoming Events').getByRole('heading');
    await expect(eventHeadings).toHaveCount(upcoming.length);
    const shownEvents = (await eventHeadings.allTextContents()).map(norm);
    expect([...shownEvents].sort()).toEqual(upcoming.map((event) => norm(event.title)).sort());
    // Events of the same day may come in either order; the days must not go back.
    const shownDays = shownEvents.map((title) => dayOf(upcoming.find((event) => norm(event.title) === title)!));
    expect(shownDays).toEqual([...shownDays].sort());

    // Albums: the newest ones, newest first (albums of the same instant in either order); a tile opens its album.
    const newest = newestFirst(albums, (album) => album.date).slice(0, HOME_ALBUMS);
    expect(newest.length).toBeGreaterThan(0);
    const tiles = carousel(page, 'Photo albums').getByRole('link');
    await expect(tiles).toHaveCount(newest.length);
    const hrefs = await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const albumAt = new Map(albums.map((album) => [`/SubGallery?id=${album._id}`, album]));
    const shownTimes = hrefs.map((href) => Date.parse(albumAt.get(href)?.date ?? 'not an album of the service'));
    expect(shownTimes).toEqual(newest.map((album) => Date.parse(album.date)));
    const firstHref = hrefs[0] ?? '';
    await tiles.first().focus();
    await tiles.first().press('Enter');
    await expect(page).toHaveURL(firstHref);
  });

  test('the principal message is the service one, sanitised; the other messages link to their pages', async ({ page }) => {
    const [principal] = await demoJson('/api/PrincipalMessage/{code}');
    await openHome(page);
    const messages = page.getByRole('region', { name: 'Messages' });
    await expect(messages.getByRole('heading', { name: principal?.name ?? '-' })).toBeVisible();
    await expect(messages.getByTestId('principal-message').locator('script, [style], [onclick]')).toHaveCount(0);
    for (const [name, href] of [
      ["Read the principal's message", '/OurPrincipal'],
      ['Message from the chairman', '/Chairman'],
      ['Message from the founder', '/Founder'],
      ['Message from the patron', '/OurPatron'],
    ] as const) {
      await expect(messages.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});

test.describe('home page links', () => {
  test('quick links, registration badge, social and 360° links; portals open in a new tab', async ({ page }) => {
    await openHome(page);
    const quick = page.getByRole('navigation', { name: 'Quick links' });
    await expect(quick.getByRole('link')).toHaveCount(QUICK_LINKS.length);
    for (const link of QUICK_LINKS) {
      const anchor = quick.getByRole('link', { name: new RegExp(`^${link.label}`) });
      await expect(anchor).toHaveAttribute('href', link.href);
      if (link.external) {
        await expect(anchor).toHaveAttribute('target', '_blank');
        await expect(anchor).toHaveAttribute('rel', /noopener/);
      } else {
        await expect(anchor).not.toHaveAttribute('target', /.*/);
      }
    }
    const badge = page.getByTestId('registration-badge');
    await expect(badge).toContainText('Online Registration Open');
    await expect(badge).toHaveAttribute('href', ONLINE_REGISTRATION_PORTAL.href);
    await expect(badge).toHaveAttribute('target', '_blank');

    const connect = page.getByRole('region', { name: 'See the campus from anywhere' });
    await expect(connect.getByRole('link', { name: new RegExp(VIRTUAL_TOUR.label) })).toHaveAttribute('target', '_blank');
    for (const social of site.social) {
      const link = connect.getByRole('link', { name: new RegExp(`on ${social.label}`) });
      await expect(link).toHaveAttribute('href', social.href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });

  test('links to the full lists and pages', async ({ page }) => {
    await openHome(page);
    const main = page.locator('#main-content');
    for (const href of ['/Toppers', '/ToppersXII', '/Events', '/News', '/Gallery', '/Chairman', '/Founder', '/OurPatron', '/OurPrincipal']) {
      await expect(main.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
    await main.getByRole('link', { name: 'View all Class XII toppers' }).click();
    await expect(page).toHaveURL('/ToppersXII');
  });
});

test.describe('home items and their own pages', () => {
  // The server's HTML: the links are there before any script, and the news list stands still without one.
  test.use({ javaScriptEnabled: false });

  test("each latest news title and event title links to the item's own page, when its full list has it", async ({ page }) => {
    const [homeNews, allNews, homeEvents, allEvents] = await Promise.all([
      demoJson('/api/news/{code}'),
      demoJson('/api/news/All/{code}'),
      demoJson('/api/events/{code}'),
      demoJson('/api/events/All/{code}'),
    ]);
    const pathOf = (listing: string, item: { _id: string; title: string }) => `${listing}/${slugOf(item._id, norm(item.title))}`;
    await page.goto('/', { waitUntil: 'domcontentloaded' });

    const news = page.getByRole('region', { name: 'Latest News' }).getByRole('list').first();
    const shownNews = homeNews.filter((item) => item.category === 'News');
    expect(shownNews.length).toBeGreaterThan(2);
    for (const item of shownNews) {
      const link = news.getByRole('link', { name: norm(item.title), exact: true });
      if (allNews.some((listed) => listed._id === item._id)) await expect(link).toHaveAttribute('href', pathOf('/News', item));
      else await expect(link).toHaveCount(0);
    }

    const events = page.getByRole('region', { name: /^(Upcoming|Recent) Events$/ });
    const eventLinks = await events.getByRole('link').evaluateAll((links) => links.map((link) => ({ title: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' })));
    const titled = eventLinks.filter((link) => link.href.startsWith('/Events/'));
    expect(titled.length).toBeGreaterThan(0);
    for (const { title, href } of titled) {
      const event = homeEvents.find((item) => norm(item.title) === title);
      expect(event, title).toBeDefined();
      expect(allEvents.some((listed) => listed._id === event?._id)).toBe(true);
      expect(href).toBe(pathOf('/Events', event!));
    }

    const first = shownNews.find((item) => allNews.some((listed) => listed._id === item._id))!;
    await page.goto(pathOf('/News', first), { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(norm(first.title));
  });
});

test.describe('notices popup', () => {
  test('opens on load with the first notice, moves between notices, closes with Escape and its button', async ({ page }) => {
    const notifications = await demoJson('/api/notification/{code}');
    const [first, second] = notifications;
    if (!first || !second) throw new Error('the demo service needs two notifications');
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The hero keeps moving under the notice: a blurred backdrop would be redrawn for every frame of every
    // move, and on a slow phone those frames are dropped (docs/performance.md).
    await expect(dialog).toHaveCSS('backdrop-filter', 'none');
    await expect(dialog.getByRole('heading', { name: first.title })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close notices' })).toBeFocused();
    await expect(dialog.getByRole('link', { name: /^Attachment/ })).toHaveAttribute('target', '_blank');
    await expect(dialog.getByRole('link', { name: /^Click Here/ })).toHaveAttribute('href', first.url);
    // Once the script runs (the header's menu marks itself), focus stays in the modal dialog both ways.
    const reopen = page.getByRole('button', { name: `Notices (${notifications.length})` });
    await waitForHydration(page);
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // The page behind does not take the pointer: a click beside the notice closes it.
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
    await reopen.click();
    await expect(dialog.getByRole('button', { name: 'Close notices' })).toBeFocused();

    await dialog.getByRole('button', { name: 'Next notice' }).click();
    await expect(dialog.getByRole('heading', { name: second.title })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^Click Here/ })).toHaveCount(second.url ? 1 : 0);
    await dialog.getByRole('button', { name: 'Previous notice' }).click();
    await expect(dialog.getByRole('heading', { name: first.title })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(reopen).toBeFocused();
    await reopen.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close notices' }).click();
    await expect(dialog).toBeHidden();
    await expect(reopen).toBeFocused();
  });
});

test.describe('motion', () => {
  test('the hero advances every 3 s and every carousel has a working pause button', async ({ page }) => {
    await openHome(page);
    await page.mouse.move(5, 5);
    const hero = carousel(page, 'Campus photographs');
    await expect(hero.getByText('1 / 8')).toBeVisible();
    await expect(hero.getByText('2 / 8')).toBeVisible({ timeout: 4_500 });

    // Carousels further down start only as they come near the viewport: until then, no controls.
    await expect(carousel(page, 'Photo albums').getByRole('button', { name: 'Pause Photo albums' })).toHaveCount(0);
    for (const name of ['Campus photographs', 'Class X toppers', 'Class XII toppers', 'Upcoming Events', 'Photo albums']) {
      const region = carousel(page, name);
      await region.scrollIntoViewIfNeeded();
      const pause = region.getByRole('button', { name: `Pause ${name}` });
      await expect(pause).toBeVisible();
      await expect(viewportOf(region)).toHaveAttribute('data-state', 'playing');
      await pause.click();
      await expect(viewportOf(region)).toHaveAttribute('data-state', 'paused');
      await region.getByRole('button', { name: `Play ${name}` }).click();
      await page.mouse.move(5, 5);
      await expect(viewportOf(region)).toHaveAttribute('data-state', 'playing');
    }
    await hero.getByRole('button', { name: 'Pause Campus photographs' }).click();
    await page.mouse.move(5, 5);
    await expect(viewportOf(hero)).toHaveAttribute('data-state', 'paused');
    const heroCount = await hero.getByText(/^\d \/ 8$/).textContent();
    await page.waitForTimeout(3_500);
    await expect(hero.getByText(/^\d \/ 8$/)).toHaveText(heroCount ?? '');
  });

  test('a hero move on a phone lands on its slide once within half a pixel of it, instead of creeping there frame by frame', async ({ page }) => {
    const { hero, track } = await openPhoneHero(page);
    // Every position embla writes to the track from now on, until it has been still for a second: the rest
    // of a move already under way, or the next one.
    const transforms = await track.evaluate(
      (element: HTMLElement) =>
        new Promise<string[]>((resolve) => {
          const written: string[] = [];
          let still = 0;
          const observer = new MutationObserver(() => {
            written.push(element.style.transform);
            window.clearTimeout(still);
            still = window.setTimeout(() => {
              observer.disconnect();
              resolve(written);
            }, 1_000);
          });
          observer.observe(element, { attributes: true, attributeFilter: ['style'] });
        }),
    );
    const positions = transforms.map(trackX);
    expect(positions.length).toBeGreaterThan(5);
    const last = positions.at(-1) ?? Number.NaN;
    // Embla on its own creeps on for dozens of frames, each moving the track by a fraction of a pixel, once
    // it is within half a pixel of its slide. The hero lands with the next write, or the one after when a
    // frame is late and the speed is still above half a pixel.
    const firstWithinHalfAPixel = positions.findIndex((position) => Math.abs(position - last) < 0.5);
    expect(positions.length - 1 - firstWithinHalfAPixel).toBeLessThanOrEqual(2);
    const slideWidth = await viewportOf(hero).evaluate((element) => element.clientWidth);
    expect(Math.abs(last - Math.round(last / slideWidth) * slideWidth)).toBeLessThan(0.01);
  });

  test('a hero held mid-drag stays where the pointer holds it', async ({ page }) => {
    const { hero, track } = await openPhoneHero(page);
    const position = async () => trackX(await track.evaluate((element: HTMLElement) => element.style.transform));
    const box = await viewportOf(hero).boundingBox();
    if (!box) throw new Error('the hero has no box');
    const y = box.y + box.height / 3;
    await page.mouse.move(box.x + 300, y);
    await expect(viewportOf(hero)).toHaveAttribute('data-state', 'paused');
    const before = await position();
    await page.mouse.down();
    await page.mouse.move(box.x + 200, y, { steps: 10 });
    // Held still: the track has come to rest under the pointer, 100 px along, and must stay there.
    await page.waitForTimeout(1_000);
    expect(Math.abs((await position()) - before)).toBeGreaterThan(80);
    await page.mouse.up();
  });

  test('carousels pause on hover and on focus, and resume on leave', async ({ page }) => {
    await openHome(page);
    const events = carousel(page, 'Upcoming Events');
    const viewport = viewportOf(events);
    await events.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    await expect(viewport).toHaveAttribute('data-state', 'playing');
    await viewport.hover();
    await expect(viewport).toHaveAttribute('data-state', 'paused');
    await page.mouse.move(5, 5);
    await expect(viewport).toHaveAttribute('data-state', 'playing');
    await viewport.focus();
    await expect(viewport).toHaveAttribute('data-state', 'paused');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(viewport).toHaveAttribute('data-state', 'playing');
  });

  test('the news list scrolls, pauses on hover, focus and its button, and resumes', async ({ page }) => {
    await openHome(page);
    const track = page.getByTestId('news-track');
    const playState = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
    await expect(track).toHaveAttribute('data-state', 'running');
    await page.mouse.move(5, 5);
    await expect.poll(playState).toBe('running');
    await page.getByTestId('news-viewport').hover();
    await expect.poll(playState).toBe('paused');
    await page.mouse.move(5, 5);
    await expect.poll(playState).toBe('running');
    const button = page.getByRole('button', { name: 'Pause latest news' });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(5, 5);
    await expect.poll(playState).toBe('paused');
  });

  test('nothing autoplays under prefers-reduced-motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await openHome(page);
    const hero = carousel(page, 'Campus photographs');
    await expect(viewportOf(hero)).toHaveAttribute('data-state', 'paused');
    await expect(hero.getByRole('button', { name: 'Play Campus photographs' })).toBeVisible();
    await page.waitForTimeout(3_500);
    await expect(hero.getByText('1 / 8')).toBeVisible();
    await expect(page.getByTestId('news-track')).toHaveAttribute('data-state', 'still');
    await context.close();
  });
});

test.describe('images and accessibility', () => {
  test('the first hero image is the preloaded, high-priority paint; the rest load lazily', async ({ page }) => {
    await openHome(page);
    const images = carousel(page, 'Campus photographs').locator('img');
    await expect(images).toHaveCount(HERO_SLIDES.length);
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.first()).not.toHaveAttribute('loading', 'lazy');
    for (let i = 1; i < HERO_SLIDES.length; i += 1) await expect(images.nth(i)).toHaveAttribute('loading', 'lazy');
    await expect(page.locator('link[rel="preload"][as="image"]').first()).toHaveAttribute('imagesrcset', /hero%2F01-morning-assembly/);
  });

  test('a birthday photo that fails to load gives way to the trophy', async ({ page }) => {
    await page.route(/students%2F/, (route) => route.fulfill({ status: 404, body: '' }));
    await openHome(page);
    const birthdays = carousel(page, "Today's birthdays");
    // The photos load lazily, once the section is near the viewport.
    await birthdays.scrollIntoViewIfNeeded();
    await expect(birthdays.getByRole('img', { name: 'Trophy' }).first()).toBeVisible();
  });

  test('has no axe violations', async ({ page }) => {
    await openHome(page);
    // Let the finite attention animations (the blinking Admission items) end: mid-blink they are faded.
    await page.evaluate(() =>
      Promise.all(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished)),
    );
    const violations = await axeViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);
  });
});
