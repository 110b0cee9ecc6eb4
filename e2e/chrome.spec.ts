import { expect, test, type Page } from '@playwright/test';
import { pageInfo } from '../content/navigation';
import { CANONICAL_ROUTES } from '../content/routes';
import { site } from '../content/site';
import { kolkataToday } from '../test-support/calendar';

// The site chrome of every page: header, menu, ticker, breadcrumb, footer, titles, redirects, 404.

const pageName = (route: (typeof CANONICAL_ROUTES)[number]) => (route === '/' ? 'Home' : pageInfo(route).name);

async function expectChrome(page: Page) {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /, home page$/ })).toHaveAttribute('href', '/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('every route', () => {
  // All of it is in the server's HTML: read it as it arrives, without the page's scripts.
  test.use({ javaScriptEnabled: false });
  for (const route of CANONICAL_ROUTES) {
    test(`${route} has its title, breadcrumb, header and footer without JavaScript`, async ({ page }) => {
      const response = await page.goto(route, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${pageName(route)} - ${site.fullName}`);
      await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', site.fullName);
      await expectChrome(page);

      if (route !== '/') {
        const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
        await expect(crumbs.first().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
        await expect(crumbs.nth(1)).toHaveText(pageInfo(route).group.label);
        await expect(crumbs.last().locator('[aria-current="page"]')).toHaveText(pageName(route));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageName(route));
      }

      const rels = await page.locator('a[target="_blank"]').evaluateAll((links) =>
        links.map((link) => ({ href: link.getAttribute('href'), rel: link.getAttribute('rel') ?? '' })),
      );
      expect(rels.length).toBeGreaterThan(0);
      for (const link of rels) expect(link.rel.split(/\s+/), String(link.href)).toContain('noopener');
    });
  }
});

test.describe('case variants', () => {
  const variants: [string, string][] = [
    ['/hod', '/Hod'],
    ['/admission', '/Admission'],
    ['/scholarship', '/Scholarship'],
    ['/counselling', '/Counselling'],
    ['/achievement', '/Achievement'],
    ['/ourschool', '/OurSchool'],
    ['/NEWS', '/News'],
    ['/Notice', '/notice'],
    ['/subgallery?id=x', '/SubGallery?id=x'],
    ['/SUBACTIVITY?id=42&from=menu', '/SubActivity?id=42&from=menu'],
    ['/Accessibility', '/accessibility'],
    ['/PRIVACY', '/privacy'],
  ];
  for (const [variant, canonical] of variants) {
    test(`${variant} redirects 308 to ${canonical}`, async ({ request, baseURL }) => {
      const response = await request.get(variant, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      const location = new URL(response.headers()['location'] ?? '', baseURL);
      expect(location.pathname + location.search).toBe(canonical);
    });
  }
});

test('an unknown path answers 404 with the styled page inside the chrome', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(`Page not found - ${site.fullName}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'See all pages' })).toHaveAttribute('href', '/sitemap');
  await expectChrome(page);
});

test('the skip link is the first stop and leads to the main content', async ({ page }) => {
  await page.goto('/OurSchool');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});

test.describe('ticker', () => {
  const track = (page: Page) => page.getByTestId('ticker-track');
  const transform = (page: Page) => track(page).evaluate((element) => getComputedStyle(element).transform);

  test('its pause button toggles and stops the scrolling', async ({ page }) => {
    await page.goto('/OurSchool');
    const pause = page.getByRole('button', { name: 'Pause announcements' });
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await expect(track(page)).toHaveCSS('animation-play-state', 'running');

    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect(track(page)).toHaveCSS('animation-play-state', 'paused');
    const before = await transform(page);
    await page.waitForTimeout(400);
    expect(await transform(page)).toBe(before);

    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await expect(track(page)).toHaveCSS('animation-play-state', 'running');
  });

  test('it pauses while the pointer is over it', async ({ page }) => {
    await page.goto('/OurSchool');
    // The track is wider than its window and moving; point at the middle of the visible window.
    const box = await track(page).locator('..').boundingBox();
    if (!box) throw new Error('the ticker window has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(track(page)).toHaveCSS('animation-play-state', 'paused');
  });

  test('it stands still under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/OurSchool');
    await expect(track(page)).toHaveAttribute('data-state', 'still');
    await expect(track(page)).toHaveCSS('animation-name', 'none');
    await expect(page.getByRole('button', { name: 'Pause announcements' })).toHaveCount(0);
  });
});

test.describe('main menu on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('opens by keyboard, moves with Tab, and Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/OurSchool');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const school = nav.getByRole('button', { name: 'School' });
    await expect(school).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Our Church' })).toBeHidden();

    await school.focus();
    await page.keyboard.press('Enter');
    await expect(school).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Our Church' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Our School' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Our Church' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(school).toHaveAttribute('aria-expanded', 'false');
    await expect(school).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Our Church' })).toBeHidden();
  });

  test('ArrowDown opens a group onto its first link and a chosen link navigates and closes it', async ({ page }) => {
    await page.goto('/OurSchool');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const academics = nav.getByRole('button', { name: 'Academics' });
    await academics.focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Fee Details' })).toBeFocused();
    await nav.getByRole('link', { name: 'Counsellor' }).click();
    await expect(page).toHaveURL(/\/Counselling$/);
    await expect(page).toHaveTitle(`Counsellor - ${site.fullName}`);
    await expect(academics).toHaveAttribute('aria-expanded', 'false');
  });

  test('external items open in a new tab and say so', async ({ page }) => {
    await page.goto('/OurSchool');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'School' }).click();
    const cbse = nav.getByRole('link', { name: 'CBSE website (opens in a new tab)' });
    await expect(cbse).toHaveAttribute('href', 'https://www.cbse.gov.in/');
    await expect(cbse).toHaveAttribute('target', '_blank');
    const admission = nav.getByRole('link', { name: 'Admission (opens in a new tab)' });
    await expect(admission).toHaveAttribute('href', site.portals.admission.href);
  });
});

test.describe('main menu on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens the panel, an internal item navigates and closes it', async ({ page }) => {
    await page.goto('/OurSchool');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Academics' })).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('button', { name: 'Academics' }).click();
    await nav.getByRole('link', { name: 'Admission', exact: true }).click();
    await expect(page).toHaveURL(/\/Admission$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admission');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('button', { name: 'Academics' })).toBeHidden();
  });

  test('Escape closes the panel and returns focus to the menu button', async ({ page }) => {
    await page.goto('/OurSchool');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'School' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  test('the header stays in view while the page scrolls', async ({ page }) => {
    await page.goto('/sitemap');
    await page.mouse.wheel(0, 1500);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeInViewport();
  });
});

test.describe('narrowest screens', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const route of ['/', '/OurSchool', '/sitemap', '/SubGallery?id=x', '/accessibility', '/privacy', '/no-such-page']) {
    test(`${route} does not scroll sideways at 320 px`, async ({ page }) => {
      await page.goto(route);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(320);
    });
  }

  test('the still ticker of prefers-reduced-motion does not widen the page either', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/OurSchool');
    await expect(page.getByTestId('ticker-track')).toHaveAttribute('data-state', 'still');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe('footer', () => {
  test('shows contacts, the copyright range to the current year and the visitor count', async ({ page }) => {
    await page.goto('/OurSchool');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${site.foundedYear}–${kolkataToday().year} ${site.fullName}`);
    await expect(footer.getByRole('link', { name: site.phones.seniorWing.display })).toHaveAttribute(
      'href',
      `tel:${site.phones.seniorWing.tel}`,
    );
    await expect(footer.getByRole('link', { name: site.phones.primaryWing.display })).toHaveAttribute(
      'href',
      `tel:${site.phones.primaryWing.tel}`,
    );
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(footer.locator('iframe[loading="lazy"][title]')).toHaveCount(1);
    for (const network of ['Instagram', 'Facebook', 'YouTube', 'LinkedIn']) {
      await expect(footer.getByRole('link', { name: new RegExp(`on ${network} \\(opens in a new tab\\)`) })).toBeVisible();
    }
    await expect(footer).toContainText(`Visitors since ${site.visitorCounterSince}`);
    await expect(footer.getByRole('status')).toHaveText(/^\d[\d,]*$/);
  });

  // Issue 21: the accessibility statement and the privacy notice are one click from every page.
  for (const route of ['/OurSchool', '/Tc']) {
    test(`links the accessibility statement and the privacy notice on ${route}`, async ({ page }) => {
      await page.goto(route);
      const statements = page.getByRole('contentinfo').getByRole('list', { name: 'About this website' });
      await expect(statements.getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute('href', '/accessibility');
      await expect(statements.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
      await statements.getByRole('link', { name: 'Privacy notice' }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
    });
  }

  test('the visitor counter registers once through the site, never the vendor', async ({ page }) => {
    const visits: string[] = [];
    const vendorCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/visit')) visits.push(request.method());
      if (request.url().includes('/api/visitor')) vendorCalls.push(request.url());
    });
    await page.goto('/OurSchool');
    await expect.poll(() => visits).toEqual(['POST']);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Notice', exact: true }).click();
    await expect(page).toHaveURL(/\/notice$/);
    expect(visits).toEqual(['POST']);
    expect(vendorCalls).toEqual([]);
  });

  test('/api/visit answers POST with an uncached count and nothing else', async ({ request }) => {
    const response = await request.post('/api/visit');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('no-store');
    expect(await response.json()).toEqual({ count: expect.any(Number), label: expect.stringMatching(/^\d[\d,]*$/) });
    expect((await request.get('/api/visit')).status()).toBe(405);
  });
});

test.describe('prefetching', () => {
  /**
   * Opens `path` at `width` once its islands have hydrated (the visitor count is asked for then), and
   * returns the paths of the RSC payloads the page asks for from its start on, growing as it asks for more.
   */
  async function openRecordingPayloads(page: Page, path: string, width: number): Promise<string[]> {
    await page.setViewportSize({ width, height: 900 });
    const payloads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc') || request.headers()['rsc'] === '1') payloads.push(url.pathname);
    });
    const hydrated = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/visit');
    await page.goto(path);
    await hydrated;
    return payloads;
  }

  // The logo, the Home crumb and the footer's links are on every page; prefetching them fetched five RSC
  // payloads (34 KB) on every page view. They still navigate on the client when followed.
  for (const width of [375, 1280]) {
    test(`the chrome's links prefetch nothing at ${width} px, and still navigate`, async ({ page }) => {
      const payloads = await openRecordingPayloads(page, '/Chairman', width);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.waitForTimeout(1_500);
      const chromeTargets = ['/', '/Admission', '/notice', '/Tc', '/FeeDetails', '/Pphelp', '/sitemap', '/accessibility', '/privacy'];
      expect(payloads.filter((path) => chromeTargets.includes(path))).toEqual([]);

      await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click();
      await expect(page).toHaveURL(/\/sitemap$/);
      expect(payloads).toContain('/sitemap');
    });
  }

  // Beside every inner page's content is the list of its section's pages. At desktop width it is on screen as
  // the page loads, and prefetching it fetched 13 to 25 RSC payloads (50 to 88 KB) on each inner page; on a
  // phone it follows the content, and fetched 5 to 12 once the visitor reached the end of the page.
  for (const width of [375, 1280]) {
    test(`the list of a section's pages prefetches nothing at ${width} px, and still navigates on the client`, async ({ page }) => {
      const payloads = await openRecordingPayloads(page, '/News', width);
      const section = page.getByRole('complementary', { name: 'Media' });
      await section.scrollIntoViewIfNeeded();
      await page.waitForTimeout(1_500);
      await expect(section.getByRole('link')).toHaveText(['Capacity Building Program', 'Activity', 'School Gallery', 'Video Gallery', 'E-Magazine', 'Certificates', 'Media Coverage']);
      const sectionTargets = ['/BuildingProgram', '/Activity', '/Gallery', '/VideoGallery', '/EMagazine', '/Certificates', '/MediaCoverage'];
      expect(payloads.filter((path) => sectionTargets.includes(path))).toEqual([]);

      // A client-side navigation fetches the page's payload instead of reloading the document.
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
      await section.getByRole('link', { name: 'School Gallery' }).click();
      await expect(page).toHaveURL(/\/Gallery$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('School Gallery');
      expect(payloads).toContain('/Gallery');
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    });
  }
});

test.describe('web fonts', () => {
  // Slow 4G as Lighthouse models it: the faces arrive well after the first paint. A face swapped in then
  // re-wraps text already drawn (CLS 0.11 to 0.14 on these pages with display swap).
  for (const route of ['/', '/News']) {
    test(`${route} does not move when its faces arrive late`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 });
      await page.addInitScript(() => {
        const store = window as unknown as { layoutShift: number };
        store.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) store.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // Not 'load': that waits for every eager photo through the throttled link and a cold image optimiser.
      await page.goto(route, { waitUntil: 'domcontentloaded', timeout: 60_000 });
      // Once both faces have been fetched, a swap would have happened.
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).length), { timeout: 30_000 })
        .toBe(2);
      await page.waitForTimeout(1_000);
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThanOrEqual(0.02);
    });
  }

  test('a first visit over a fast connection already draws its headings in the heading face', async ({ page }) => {
    // Merriweather sets a heading wider than its fallback; the reload draws it from the cache, in the face.
    const headingWidth = () =>
      page.evaluate(() => {
        const range = document.createRange();
        range.selectNodeContents(document.querySelector('h1')!);
        return Math.round(range.getBoundingClientRect().width);
      });
    await page.goto('/Chairman');
    const first = await headingWidth();
    await page.reload();
    expect(first).toBe(await headingWidth());
  });
});
