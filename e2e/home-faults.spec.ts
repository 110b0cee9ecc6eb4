import { expect, test } from '@playwright/test';
import { DEFAULT_PRINCIPAL_MESSAGE as SAMPLE_PRINCIPAL_MESSAGE, HOME_PLACEHOLDERS } from '../content/placeholders';
import { demoJson, setFault } from '../test-support/demo';
import { E2E, siteUrl } from '../test-support/env';
import { coldSite, startSite } from '../test-support/server';

// Drives the shared demo service through fault modes: playwright.config.ts runs it in its own project,
// after the site project and alone.

test.describe('home page while the content service fails or has nothing', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterEach(async () => {
    await setFault('ok');
  });

  test('a site built while the service is down answers 200 with every home placeholder', async ({ browser }) => {
    test.setTimeout(420_000);
    await setFault('error');
    // Its own copy of the cold build, so it never meets pages the resilience spec's cold site regenerated.
    const distDir = `${E2E.distDir}-home-cold`;
    const port = E2E.coldSitePort;
    await coldSite(distDir);
    const site = await startSite(distDir, port);
    try {
      const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
      const page = await context.newPage();
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      const { topper, event, news } = HOME_PLACEHOLDERS;

      await expect(page.getByRole('region', { name: 'Latest News' }).getByText(news, { exact: true })).toBeVisible();

      const toppers = page.getByTestId('topper-placeholder');
      await expect(toppers).toHaveCount(2);
      for (const card of await toppers.all()) {
        await expect(card).toContainText(topper.name);
        await expect(card).toContainText(topper.stream);
        await expect(card).toContainText(topper.division);
      }

      const eventCard = page.getByTestId('event-placeholder');
      for (const text of [event.title, event.description, event.date, event.time, event.venue]) await expect(eventCard).toContainText(text);

      await expect(page.getByTestId('gallery-placeholder').getByRole('listitem')).toHaveCount(HOME_PLACEHOLDERS.galleryTiles);
      await expect(page.getByTestId('principal-message')).toContainText(SAMPLE_PRINCIPAL_MESSAGE.paragraphs[0].slice(0, 40));

      // No popup and no registration badge without notifications and registrations.
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Notices/ })).toHaveCount(0);
      await expect(page.getByTestId('registration-badge')).toHaveCount(0);
      await context.close();
    } finally {
      await site.stop();
    }
  });

  test('the popup and the registration badge disappear when the service lists none', async ({ page, request }) => {
    test.setTimeout(120_000);
    const [first] = await demoJson('/api/notification/{code}');
    const [registration] = await demoJson('/api/onlineRegistration/{code}');
    const home = async () => (await request.get(`${siteUrl}/`)).text();
    expect(await home()).toContain(first?.title ?? '-');

    await setFault('empty', '/api/notification/');
    await expect.poll(async () => (await home()).includes(first?.title ?? '-'), { timeout: 30_000, intervals: [1_000] }).toBe(false);
    await page.goto(`${siteUrl}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await setFault('empty', '/api/onlineRegistration/');
    await expect.poll(async () => (await home()).includes(registration?.title ?? '-'), { timeout: 30_000, intervals: [1_000] }).toBe(false);
    await page.goto(`${siteUrl}/`);
    await expect(page.getByTestId('registration-badge')).toHaveCount(0);

    await setFault('ok');
    await expect.poll(async () => (await home()).includes(registration?.title ?? '-'), { timeout: 30_000, intervals: [1_000] }).toBe(true);
  });
});
