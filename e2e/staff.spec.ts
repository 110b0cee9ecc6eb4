import { expect, test, type Browser, type Page } from '@playwright/test';
import { MISSING_ATTACHMENT, OVERSIZED_ATTACHMENT, PLANTED } from '../scripts/demo-service/data/problems';
import { axeViolations } from '../test-support/axe';
import { bumpRevision } from '../test-support/demo';
import { demoUrl, E2E, siteUrl } from '../test-support/env';
import { rawRequest } from '../test-support/raw-get';
import { copyBuild, startSite } from '../test-support/server';

// Issue 39: the school office's private page. Its own instance of the build, with the office password set,
// makes the content report from the demo service, which plants one of each problem a real feed carries
// (scripts/demo-service/data/problems.ts).

const PASSWORD = 'e2e office password 2026';
// A report a second after a refresh, and at least 10 s after the last one (a minute and 5 minutes in production).
const SITE_ENV = { STAFF_PASSWORD: PASSWORD, STAFF_REPORT_TEST_DELAYS_MS: '1000,10000' };
const distDir = `${E2E.distDir}-staff`;
const origin = `http://127.0.0.1:${E2E.staffSitePort}`;
const basic = (password: string) => `Basic ${Buffer.from(`office:${password}`).toString('base64')}`;

let site: Awaited<ReturnType<typeof startSite>> | undefined;

test.describe.configure({ mode: 'serial' });

/** The shared demo service's planted problems (off for the other specs, which count its items). */
async function plantProblems(on: boolean): Promise<void> {
  const answer = await fetch(`${demoUrl}/__demo/problems`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ problems: on }) });
  if (!answer.ok) throw new Error(`/__demo/problems answered ${answer.status}`);
}

test.beforeAll(async () => {
  await plantProblems(true);
  copyBuild(E2E.distDir, distDir);
  site = await startSite(distDir, E2E.staffSitePort, SITE_ENV);
});

test.afterAll(async () => {
  await site?.stop();
  await plantProblems(false);
});

/** The staff page with the office password, once the first report is made: without JavaScript unless asked (axe needs it). */
async function openReport(browser: Browser, javaScriptEnabled = false): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled, httpCredentials: { username: 'office', password: PASSWORD } });
  const page = await context.newPage();
  // The first report is made 5 s after the server starts, then it asks the demo for every list and file.
  await expect(async () => {
    await page.goto(`${origin}/staff`);
    await expect(page.getByText('Last made')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  return { page, close: () => context.close() };
}

/** Every finding of the report as [problem, title] pairs, from the page's sections. */
async function findingsOnPage(page: Page): Promise<string[][]> {
  return page.locator('section[aria-labelledby^="problem-"]').evaluateAll((sections) =>
    sections.flatMap((section) => {
      const problem = (section.querySelector('h2')?.firstChild?.textContent ?? '').trim();
      return [...section.querySelectorAll('tbody tr')].map((row) => [problem, (row.querySelector('th, td')?.textContent ?? '').trim()]);
    }),
  );
}

// What the demo plants, and nothing else: its clean items give no finding.
const PLANTED_FINDINGS = [
  ['Not shown at all', PLANTED.malformed],
  ['No date', PLANTED.undatedNotice],
  ['Title says nothing', PLANTED.linkTitle],
  ['Published twice', PLANTED.duplicate],
  ['File does not open', PLANTED.missingAttachment],
  ['Large file', PLANTED.oversizedAttachment],
  ['Scanned PDF without text', PLANTED.oversizedAttachment],
];

test('the staff page does not exist on a site without STAFF_PASSWORD', async () => {
  for (const path of ['/staff', '/staff/report']) {
    const answer = await rawRequest(siteUrl, path, { headers: { authorization: basic(PASSWORD) } });
    expect({ path, status: answer.status }).toEqual({ path, status: 404 });
  }
});

test('it asks for the office password, and makes an address that sent 10 wrong ones wait, with a clear 429', async () => {
  const asked = await rawRequest(origin, '/staff', { localAddress: '127.0.0.21' });
  expect(asked.status).toBe(401);
  expect(asked.headers['www-authenticate']).toBe('Basic realm="School office", charset="UTF-8"');
  expect(asked.headers['cache-control']).toBe('no-store');
  expect(asked.body).toContain('office password');

  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const wrong = await rawRequest(origin, '/staff', { localAddress: '127.0.0.22', headers: { authorization: basic(`guess ${attempt}`) } });
    expect({ attempt, status: wrong.status }).toEqual({ attempt, status: 401 });
  }
  const waiting = await rawRequest(origin, '/staff', { localAddress: '127.0.0.22', headers: { authorization: basic(PASSWORD) } });
  expect(waiting.status).toBe(429);
  expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(500);
  expect(waiting.body).toMatch(/Too many wrong passwords from your address\. Try again in 10 minutes\./);
  // A forged X-Forwarded-For from a client that is not the front changes nothing.
  const forged = await rawRequest(origin, '/staff/report', { localAddress: '127.0.0.22', headers: { authorization: basic(PASSWORD), 'x-forwarded-for': '198.51.100.7' } });
  expect(forged.status).toBe(429);

  const office = await rawRequest(origin, '/staff', { localAddress: '127.0.0.23', headers: { authorization: basic(PASSWORD) } });
  expect(office.status).toBe(200);
  expect(office.headers['cache-control']).toMatch(/no-store/);
  expect(office.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(office.body).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/);
});

test('the staff page is in no sitemap, menu or search result', async () => {
  for (const path of ['/sitemap.xml', '/', '/sitemap', '/search?q=staff', '/search?q=office', '/api/search?q=staff']) {
    const answer = await rawRequest(origin, path);
    expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    expect({ path, names: /["'(>]\/staff|\/staff["'<?]/.test(answer.body) }).toEqual({ path, names: false });
  }
});

test('the report shows every problem the demo plants, and nothing for its clean items, without JavaScript', async ({ browser }) => {
  const { page, close } = await openReport(browser);
  expect((await findingsOnPage(page)).sort()).toEqual([...PLANTED_FINDINGS].sort());

  const row = (title: string) => page.locator('tbody tr', { hasText: title });
  await expect(row(PLANTED.malformed)).toContainText('Not shown on the site: its field "images" is malformed.');
  await expect(row(PLANTED.undatedNotice)).toContainText('No date: the Notices page cannot show it under any year.');
  await expect(row(PLANTED.missingAttachment)).toContainText('The attachment does not open for parents: the vendor’s server answers 404');
  await expect(row(PLANTED.missingAttachment)).toContainText(MISSING_ATTACHMENT);
  await expect(page.locator('section[aria-labelledby="problem-large-file"] tbody tr')).toContainText(/The attachment is \d\.\d MB: about \d+ seconds on a slow phone connection/);
  await expect(row(PLANTED.oversizedAttachment).first()).toContainText(OVERSIZED_ATTACHMENT);
  await expect(page.locator('section[aria-labelledby="problem-scanned-pdf"] tbody tr')).toContainText('The attachment is a scan with no text in it');
  // Each row links to the item's page on the site, which opens.
  const href = await row(PLANTED.linkTitle).getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/News\/[0-9a-f]{24}-click-here$/);
  // The build's cached news list predates the planted items; the page answers once the list has refreshed (ISR, 2 s).
  await expect(async () => expect((await rawRequest(origin, href!)).status).toBe(200)).toPass({ timeout: 30_000, intervals: [1_000] });
  await close();
});

test('the CSV download holds the same rows', async ({ browser }) => {
  const { page, close } = await openReport(browser);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download these rows/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^content-report-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  const lines = readFileSync(path, 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toBe('"List","Title","Date","Problem","Details","Page on the site","First seen"');
  const rows = lines.slice(1).map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replace(/""/g, '"')));
  expect(rows.map((cells) => [cells[3], cells[1]]).sort()).toEqual([...PLANTED_FINDINGS].sort());
  expect(rows.find((cells) => cells[1] === PLANTED.linkTitle)?.[5]).toMatch(new RegExp(`^${origin}/News/[0-9a-f]{24}-click-here$`));
  await close();
});

test('axe finds no WCAG 2.2 AA violation on the staff page, at a phone’s width too', async ({ browser }) => {
  const { page, close } = await openReport(browser, true);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  await close();
});

test('the report survives a restart: the same report, its problems first seen when they were', async ({ browser }) => {
  const before = await openReport(browser);
  const made = await before.page.getByText('Last made').textContent();
  const seen = await before.page.locator('section[aria-labelledby^="problem-"] tbody tr td:last-child').allTextContents();
  await before.close();

  await site?.stop();
  site = await startSite(distDir, E2E.staffSitePort, SITE_ENV);
  const after = await openReport(browser);
  expect(await after.page.getByText('Last made').textContent()).toBe(made);
  expect(await after.page.locator('section[aria-labelledby^="problem-"] tbody tr td:last-child').allTextContents()).toEqual(seen);
  await after.close();
});

test('a refresh right after a report still leads to one with what it published, once the least gap has passed', async ({ browser }) => {
  const { page, close } = await openReport(browser);
  const news = page.getByRole('region', { name: 'The lists' }).getByRole('listitem').filter({ has: page.getByText('News', { exact: true }) });
  const newsShown = async () => Number(/(\d+) shown/.exec((await news.textContent()) ?? '')?.[1]);
  const before = await newsShown();
  expect(before).toBeGreaterThan(0);
  const refresh = async () => {
    const answer = await rawRequest(origin, '/api/revalidate', { method: 'POST', headers: { 'x-revalidate-secret': E2E.revalidateSecret } });
    expect(answer.status).toBe(200);
  };

  // The vendor publishes and announces it; a report follows a second later.
  await bumpRevision('News');
  await refresh();
  await expect(async () => {
    await page.reload();
    expect(await newsShown()).toBe(before + 1);
  }).toPass({ timeout: 15_000, intervals: [500] });
  // Published again within the least gap after that report: the next one is made when the gap ends, not skipped.
  await bumpRevision('News');
  await refresh();
  await expect(async () => {
    await page.reload();
    expect(await newsShown()).toBe(before + 2);
  }).toPass({ timeout: 30_000, intervals: [500] });
  await close();
});

/** The visits behind a figure of the speed section's table `table`, in the row named `row`: 0 while the row is not there. */
async function visitsIn(page: Page, table: string, row: RegExp, column: 'Page shown' | 'Server answer'): Promise<number> {
  const rows = page.getByRole('table', { name: table }).getByRole('row', { name: row });
  if ((await rows.count()) === 0) return 0;
  const text = await rows.first().locator(`td[data-label="${column}"]`).textContent();
  return Number(/(\d+) visits?/.exec(text ?? '')?.[1] ?? 0);
}

/** The staff page's speed figures as they are now (the report's first run is not needed for them). */
async function speedFigures(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false, httpCredentials: { username: 'office', password: PASSWORD } });
  const page = await context.newPage();
  await page.goto(`${origin}/staff`);
  await expect(page.getByRole('heading', { name: 'How fast the site is on parents’ own phones' })).toBeVisible();
  return { page, close: () => context.close() };
}

test('real Chromium visits appear in the speed figures, each under its page’s pattern, never its address', async ({ browser }) => {
  const before = await speedFigures(browser);
  const admission = () => visitsIn(before.page, 'Last 7 days', /^Admission/, 'Server answer');
  const newsItem = () => visitsIn(before.page, 'Last 7 days', /^News: one item’s page/, 'Server answer');
  const [admissionBefore, newsItemBefore] = [await admission(), await newsItem()];

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`${origin}/Admission`);
  // The measuring code comes once the page is idle after loading; then leaving the page sends the beacon.
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).click();
  await page.goto(`${origin}/News`);
  const item = await page.locator('main a[href^="/News/"]').first().getAttribute('href');
  await page.goto(`${origin}${item}`);
  await page.waitForLoadState('networkidle');
  await visitor.close();

  await expect(async () => {
    await before.page.reload();
    expect(await admission()).toBeGreaterThan(admissionBefore);
    expect(await newsItem()).toBeGreaterThan(newsItemBefore);
    expect(await visitsIn(before.page, 'Last 7 days', /^Admission/, 'Page shown')).toBeGreaterThan(0);
  }).toPass({ timeout: 20_000, intervals: [1_000] });
  // A page's address is never a route of its own: only the pattern is counted.
  await expect(before.page.getByRole('row', { name: new RegExp(item!.replace(/[/]/g, '\\/')) })).toHaveCount(0);
  await expect(before.page.getByRole('img', { name: /Page shown \(LCP\), 75th percentile by day/ })).toBeVisible();
  await before.close();
});

test('a cross-site, malformed or oversized beacon is refused and counts nothing', async ({ browser }) => {
  const figures = await speedFigures(browser);
  const total = () => visitsIn(figures.page, 'The whole site', /^Last 7 days/, 'Server answer');
  const counted = await total();
  const beacon = JSON.stringify({ route: '/Tc', connection: '4g', metrics: [{ name: 'TTFB', value: 300 }] });
  const post = (headers: Record<string, string>, body = beacon) =>
    rawRequest(origin, '/api/vitals', { method: 'POST', body, localAddress: '127.0.0.31', headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } });

  expect((await post({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).status).toBe(403);
  expect((await post({ 'sec-fetch-site': 'same-origin' }, beacon.replace('/Tc', '/Tc?name=Ramesh'))).status).toBe(400);
  expect((await post({ 'sec-fetch-site': 'same-origin' }, '{"route":')).status).toBe(400);
  expect((await post({ 'sec-fetch-site': 'same-origin' }, beacon.replace('}]}', `}],"pad":"${'x'.repeat(2000)}"}`))).status).toBe(413);
  expect((await post({ 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
  await figures.page.reload();
  expect(await total()).toBe(counted);
  // The same beacon from this site's page is counted.
  expect((await post({ 'sec-fetch-site': 'same-origin', origin })).status).toBe(204);
  await figures.page.reload();
  expect(await total()).toBe(counted + 1);
  await figures.close();
});

test('the measuring code is fetched only after the page has loaded, in a chunk no page starts with', async ({ browser }) => {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`${origin}/notice`);
  await page.waitForLoadState('networkidle');
  const { loaded, scripts } = await page.evaluate(() => ({
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(`${location.origin}/_next/static/`) && entry.name.endsWith('.js'))
      .map((entry) => ({ url: entry.name, start: entry.startTime })),
  }));
  await visitor.close();
  // web-vitals observes this entry type by name; no other code of the site does.
  const measuring = await Promise.all(scripts.map(async (script) => ((await (await fetch(script.url)).text()).includes('largest-contentful-paint') ? script : null)));
  const chunks = measuring.filter((script) => script !== null);
  expect(chunks).toHaveLength(1);
  expect(chunks[0]!.start).toBeGreaterThanOrEqual(loaded);
});
