import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bumpRevision, demoRequests, homeNewsTitles, setFault, type FaultMode } from './support/demo';
import { E2E, demoUrl, siteUrl } from './support/env';
import { buildSite, startSite } from './support/server';

// Drives the shared demo service through its fault modes: one test at a time, after the site project.
test.describe.configure({ mode: 'serial' });

const FAULTS: FaultMode[] = ['error', 'malformed', 'wrong-shape', 'empty', 'oversize', 'unauthorized', 'slow', 'hang'];
const PLACEHOLDER = 'Stay Tunned For More Updates';
const windowMs = E2E.revalidateSeconds * 1000;
const demoRequestsUrl = `${demoUrl}/__demo/requests`;

/** The ticker's three placeholders and its pause control, and a visitor count of 0, while the service fails. */
async function expectFailedChrome(page: Page, base: string): Promise<void> {
  const visit = page.waitForResponse((response) => response.url().endsWith('/api/visit'));
  await page.goto(`${base}/OurSchool`);
  const ticker = page.getByRole('region', { name: 'Announcements' });
  await expect(ticker.getByRole('listitem')).toContainText([
    "Welcome to St. Andrew's Mission Senior Secondary School",
    'Stay tuned for more updates',
    'Notices and circulars are published',
  ]);
  await expect(ticker.getByRole('listitem')).toHaveCount(3);
  await expect(ticker.getByRole('button', { name: 'Pause announcements' })).toBeVisible();
  await visit;
  await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText('0');
}

test.afterEach(async () => {
  await setFault('ok');
});

/** Requests `/` repeatedly for `durationMs` and returns every answer's status and body. */
async function sample(request: APIRequestContext, base: string, durationMs: number): Promise<{ status: number; body: string }[]> {
  const answers: { status: number; body: string }[] = [];
  const end = Date.now() + durationMs;
  while (Date.now() < end) {
    const started = Date.now();
    const response = await request.get(`${base}/`, { timeout: 10_000 });
    expect(Date.now() - started, 'a page answers within 10 s').toBeLessThan(10_000);
    answers.push({ status: response.status(), body: await response.text() });
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return answers;
}

test('the footer registers the visit with the vendor before it reads the count', async ({ page }) => {
  await fetch(`${demoRequestsUrl}/clear`, { method: 'POST' });
  await page.goto(`${siteUrl}/OurSchool`);
  await expect(page.getByRole('contentinfo').getByRole('status')).not.toHaveText('0');
  const visitorCalls = (await demoRequests()).filter((entry) => entry.path.startsWith('/api/visitor'));
  expect(visitorCalls.map((entry) => `${entry.method} ${entry.path}`)).toEqual(['POST /api/visitor', `GET /api/visitor/${E2E.schoolCode}`]);
});

test('a page built while the service was up keeps its content through every fault, and refreshes after', async ({ request }) => {
  test.setTimeout(300_000);
  const [newest] = await homeNewsTitles();
  expect(newest).toBeTruthy();
  expect(await (await request.get(`${siteUrl}/`)).text()).toContain(newest);

  // wrong-items keeps one good item among broken ones: a valid answer, shown as such.
  for (const mode of [...FAULTS, 'wrong-items' as const]) {
    await setFault(mode);
    // Long enough for the page and its data to go stale and regenerate against the failing service.
    const answers = await sample(request, siteUrl, windowMs * 2 + 6_000);
    for (const answer of answers) {
      expect(answer.status, `${mode}: status`).toBe(200);
      expect(answer.body, `${mode}: last good content kept`).toContain(newest);
      expect(answer.body, `${mode}: no placeholders`).not.toContain(PLACEHOLDER);
    }
  }

  // The vendor hangs, then recovers with new content: it must show within 15 s.
  await setFault('hang');
  await sample(request, siteUrl, windowMs + 1_000);
  const fresh = await bumpRevision();
  await setFault('ok');
  const recovered = Date.now();
  await expect
    .poll(async () => (await (await request.get(`${siteUrl}/`)).text()).includes(fresh), { timeout: 15_000, intervals: [500] })
    .toBe(true);
  console.log(`fresh content ${Date.now() - recovered} ms after the service recovered from hanging`);
});

test('a site built while the service was down answers 200 with placeholders in every fault mode', async ({ page, request }) => {
  test.setTimeout(420_000);
  await setFault('error');
  const coldDistDir = `${E2E.distDir}-cold`;
  await buildSite(coldDistDir, E2E.coldSitePort);
  const site = await startSite(coldDistDir, E2E.coldSitePort);
  const base = `http://127.0.0.1:${E2E.coldSitePort}`;
  try {
    for (const mode of FAULTS) {
      await setFault(mode);
      const answers = await sample(request, base, windowMs + 6_000);
      for (const answer of answers) {
        expect(answer.status, `${mode}: status`).toBe(200);
        expect(answer.body, `${mode}: placeholders`).toContain(PLACEHOLDER);
        expect(answer.body, `${mode}: no stack trace`).not.toMatch(/\bat .+\(.+:\d+:\d+\)/);
      }
    }
    await setFault('error');
    await expectFailedChrome(page, base);
    await setFault('ok');
    const [newest] = await homeNewsTitles();
    await expect
      .poll(async () => (await (await request.get(`${base}/`)).text()).includes(newest ?? '-'), { timeout: 15_000, intervals: [500] })
      .toBe(true);
    expect(site.log(), 'no unhandled rejection').not.toMatch(/unhandledRejection|Unhandled Rejection/i);
  } finally {
    await site.stop();
  }
});
