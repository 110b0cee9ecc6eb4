import { expect, test, type Locator, type Page } from '@playwright/test';
import { CANONICAL_ROUTES } from '../content/routes';
import { axeViolations } from '../test-support/axe';
import { demoAlbum } from '../test-support/demo';
import { dismissNotices, main, waitForHydration } from '../test-support/page';

// axe-core (WCAG 2.0-2.2 A and AA rules) on every route at a desktop and a phone width, with the phone
// menu and a desktop dropdown open, and with each modal, overlay and lightbox open. Any violation fails the
// test with the rule, its impact, its help text and the elements it found.

const WIDTHS = [1280, 375] as const;

// The map and video frames come from Google and YouTube, out of reach here: they get an empty page of
// their own (their content is not ours to check), so axe does not wait for frames that never load.
test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/(www\.google\.com|www\.youtube-nocookie\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Embedded frame</title></html>' }),
  );
});

/** Runs axe on the page, or only inside `include` (a CSS selector), and expects no violation at all. */
async function expectNoViolations(page: Page, include?: string): Promise<void> {
  const violations = await axeViolations(page, include);
  expect(violations, violations.join('\n')).toEqual([]);
}

/** Opens a page at a width and waits until the header's islands have hydrated. */
async function open(page: Page, width: number, path: string): Promise<void> {
  await page.setViewportSize({ width, height: width > 1000 ? 900 : 740 });
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('every route', () => {
  for (const route of CANONICAL_ROUTES) {
    for (const width of WIDTHS) {
      test(`${route} at ${width} px`, async ({ page }) => {
        await open(page, width, route);
        // The home page opens its notices popup on load; the page behind it is checked here, the popup below.
        if (route === '/') await dismissNotices(page);
        await expectNoViolations(page);
      });
    }
  }
});

test.describe('menus open', () => {
  test('the phone menu with a group expanded, at 375 px', async ({ page }) => {
    await open(page, 375, '/OurSchool');
    await page.getByRole('button', { name: 'Menu' }).click();
    const group = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'School', exact: true });
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expectNoViolations(page);
  });

  test('a desktop dropdown, at 1280 px', async ({ page }) => {
    await open(page, 1280, '/OurSchool');
    const group = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Academics', exact: true });
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    // The open panel lies over the top of the page by design, and axe would count the breadcrumb links
    // under it as obscured targets; the page itself is checked closed above, so here only the menu is.
    await expectNoViolations(page, 'nav[aria-label="Main"]');
  });
});

interface Overlay {
  name: string;
  path: () => Promise<string>;
  /** What opens it; none for the home page's notices popup, which opens by itself on load. */
  opener?: (page: Page) => Locator;
}

const firstAlbumPath = async () => `/SubGallery?id=${(await demoAlbum())._id}`;

const OVERLAYS: readonly Overlay[] = [
  { name: 'the notices popup (home)', path: async () => '/' },
  { name: 'a news Read More modal', path: async () => '/News', opener: (page) => main(page).getByRole('link', { name: /^Read More:/ }).first() },
  {
    name: 'the Career Guidance document overlay',
    path: async () => '/CareerGuidance',
    opener: (page) => main(page).getByRole('list', { name: 'Reference documents' }).getByRole('link').first(),
  },
  { name: 'the fee table image viewer', path: async () => '/FeeDetails', opener: (page) => main(page).getByRole('link', { name: /View fee table/ }) },
  { name: 'the media coverage lightbox', path: async () => '/MediaCoverage', opener: (page) => main(page).getByRole('link', { name: /^Open clipping:/ }).first() },
  { name: 'the album photo viewer', path: firstAlbumPath, opener: (page) => main(page).getByRole('list', { name: 'Photos' }).getByRole('link').first() },
  {
    name: 'an ErpSoftware screen modal',
    path: async () => '/ErpSoftware',
    opener: (page) => main(page).getByRole('list', { name: 'Screens of the software' }).getByRole('link').first(),
  },
];

test.describe('overlays open', () => {
  for (const overlay of OVERLAYS) {
    for (const width of WIDTHS) {
      test(`${overlay.name} at ${width} px`, async ({ page }) => {
        await open(page, width, await overlay.path());
        if (overlay.opener) await overlay.opener(page).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoViolations(page);
      });
    }
  }
});
