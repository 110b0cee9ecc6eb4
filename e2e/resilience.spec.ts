import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CANONICAL_ROUTES } from '../content/routes';
import { bumpRevision, demoRequests, homeNewsTitles, setFault, type FaultMode } from '../test-support/demo';
import { E2E, demoUrl, siteUrl } from '../test-support/env';
import { loadUntilRefused } from '../test-support/load-until-refused';
import { coldSite, startSite } from '../test-support/server';

// Drives the shared demo service through its fault modes: one test at a time, after the site project.
test.describe.configure({ mode: 'serial' });

const FAULTS: FaultMode[] = ['error', 'malformed', 'wrong-shape', 'empty', 'oversize', 'unauthorized', 'slow', 'hang'];
const PLACEHOLDER = 'Stay Tunned For More Updates';
/** The ticker's stand-in announcement: in the header of every page while the highlights never loaded. */
const TICKER_PLACEHOLDER = 'Stay tuned for more updates from the school';
const STACK_TRACE = /^\s*at .+:\d+:\d+\)?$/m;

/** A page as a visitor sees it: the RSC payload in script tags also carries client islands' empty states. */
const visible = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
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

interface Answer {
  route: string;
  status: number;
  body: string;
  ms: number;
}

/** Requests every route of the route table once, three at a time; each must answer within 10 s. */
async function sweep(request: APIRequestContext, base: string): Promise<Answer[]> {
  const queue: string[] = [...CANONICAL_ROUTES];
  const answers: Answer[] = [];
  const worker = async () => {
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      const started = Date.now();
      try {
        const response = await request.get(`${base}${route}`, { timeout: 10_000, maxRedirects: 0 });
        answers.push({ route, status: response.status(), body: await response.text(), ms: Date.now() - started });
      } catch {
        // No complete answer within 10 s: status 0, reported with the other offenders of its fault mode.
        answers.push({ route, status: 0, body: '', ms: Date.now() - started });
      }
    }
  };
  await Promise.all(Array.from({ length: 3 }, worker));
  return answers;
}

/** Sweeps every route repeatedly for `durationMs` (a pause between sweeps) and returns every answer. */
async function sample(request: APIRequestContext, base: string, durationMs: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  const end = Date.now() + durationMs;
  while (Date.now() < end) {
    answers.push(...(await sweep(request, base)));
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return answers;
}

/** The slowest answer and the routes that broke a rule, for one readable failure message. */
function offenders(answers: Answer[], broken: (answer: Answer) => boolean): string[] {
  return [...new Set(answers.filter(broken).map((answer) => `${answer.route} (${answer.status}, ${answer.ms} ms)`))];
}

test('the footer registers the visit with the vendor before it reads the count', async ({ page }) => {
  // Another visitor, as the front proxy (loopback, trusted) names it: the suite's browsers all come from
  // 127.0.0.1, whose visits the per-client limit (a few a minute) stopped counting long before this test.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.20' });
  await fetch(`${demoRequestsUrl}/clear`, { method: 'POST' });
  await page.goto(`${siteUrl}/OurSchool`);
  await expect(page.getByRole('contentinfo').getByRole('status')).not.toHaveText('0');
  const visitorCalls = (await demoRequests()).filter((entry) => entry.path.startsWith('/api/visitor'));
  expect(visitorCalls.map((entry) => `${entry.method} ${entry.path}`)).toEqual(['POST /api/visitor', `GET /api/visitor/${E2E.schoolCode}`]);
});

test('every page built while the service was up keeps its content through every fault, and refreshes after', async ({ request }) => {
  test.setTimeout(300_000);
  const [newest] = await homeNewsTitles();
  expect(newest).toBeTruthy();
  expect(await (await request.get(`${siteUrl}/`)).text()).toContain(newest);
  // Reading /healthz refreshes lists older than the ISR window (as a page visit would), so it turns 200 at once.
  await expect.poll(async () => (await request.get(`${siteUrl}/healthz`)).status(), { timeout: 10_000, intervals: [500] }).toBe(200);
  const health = await request.get(`${siteUrl}/healthz`);
  expect(health.headers()['cache-control']).toBe('no-store');
  const report = (await health.json()) as { status: string; resources: Record<string, { ageSeconds: number }> };
  expect(Object.keys(report.resources)).toEqual(expect.arrayContaining(['news/all', 'events/all', 'highlights/ticker', 'toppers']));
  expect(JSON.stringify(report)).not.toContain(E2E.token);
  expect(JSON.stringify(report)).not.toContain(demoUrl);

  // wrong-items keeps one good item among broken ones: a valid answer, shown as such.
  let sampled = 0;
  for (const mode of [...FAULTS, 'wrong-items' as const]) {
    await setFault(mode);
    // A publish webhook arriving during the outage marks every page and feed stale: they must still be served.
    expect((await request.post(`${siteUrl}/api/revalidate`, { headers: { 'x-revalidate-secret': E2E.revalidateSecret } })).status()).toBe(200);
    // Long enough for the pages and their data to go stale and regenerate against the failing service.
    const answers = await sample(request, siteUrl, windowMs * 2 + 6_000);
    sampled += answers.length;
    expect(offenders(answers, (answer) => answer.status !== 200), `${mode}: every answer 200`).toEqual([]);
    // wrong-items is a valid answer: a listing whose one good item is of another category rightly shows its placeholder.
    if (mode !== 'wrong-items') {
      expect(offenders(answers, (answer) => visible(answer.body).includes(TICKER_PLACEHOLDER) || visible(answer.body).includes(PLACEHOLDER)), `${mode}: no placeholders`).toEqual([]);
    }
    expect(answers.filter((answer) => answer.route === '/').every((answer) => answer.body.includes(newest ?? '-')), `${mode}: last good news kept`).toBe(true);
  }
  console.log(`warm: ${sampled} answers sampled across ${CANONICAL_ROUTES.length} routes and ${FAULTS.length + 1} fault modes`);

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

test('every page of a site built while the service was down answers 200 with placeholders in every fault mode', async ({ page, request }) => {
  test.setTimeout(480_000);
  await setFault('error');
  const coldDistDir = `${E2E.distDir}-cold`;
  await coldSite(coldDistDir);
  const site = await startSite(coldDistDir, E2E.coldSitePort);
  const base = `http://127.0.0.1:${E2E.coldSitePort}`;
  try {
    let sampled = 0;
    for (const mode of FAULTS) {
      await setFault(mode);
      const answers = await sample(request, base, windowMs + 6_000);
      sampled += answers.length;
      expect(offenders(answers, (answer) => answer.status !== 200), `${mode}: every answer 200`).toEqual([]);
      expect(offenders(answers, (answer) => !visible(answer.body).includes(TICKER_PLACEHOLDER)), `${mode}: placeholders`).toEqual([]);
      expect(offenders(answers, (answer) => STACK_TRACE.test(answer.body)), `${mode}: no stack trace`).toEqual([]);
      const home = answers.filter((answer) => answer.route === '/');
      expect(home.every((answer) => visible(answer.body).includes(PLACEHOLDER)), `${mode}: home placeholders`).toBe(true);
      console.log(`cold ${mode}: ${answers.length} answers, slowest ${Math.max(...answers.map((answer) => answer.ms))} ms`);
    }
    console.log(`cold: ${sampled} answers sampled`);

    await setFault('error');
    await expectFailedChrome(page, base);
    const health = await request.get(`${base}/healthz`);
    expect(health.status(), 'a monitor sees list resources without a good fetch for longer than the limit').toBe(503);
    expect(((await health.json()) as { stale: string[] }).stale).toEqual(expect.arrayContaining(['news/all', 'highlights/ticker']));

    // The visitor counter and the TC request fail fast once the vendor's breaker has opened.
    await setFault('hang');
    const visit = () => request.post(`${base}/api/visit`, { timeout: 10_000 });
    await Promise.all([visit(), visit(), visit()]);
    const started = Date.now();
    const fast = await visit();
    expect(Date.now() - started, 'the visit answers at once while the breaker is open').toBeLessThan(1_000);
    expect(await fast.json()).toEqual({ count: 0, label: '0' });
    await page.goto(`${base}/Tc`);
    await page.getByLabel('Student Full Name').fill('Aarav Sharma');
    await page.getByLabel('Admission Number').fill('2015/0412');
    const asked = Date.now();
    await page.getByRole('button', { name: 'Request certificate' }).click();
    await expect(page.getByRole('form', { name: 'Transfer certificate request' }).getByRole('alert')).toHaveText(
      'Failed to process your request. Please try again later.',
      { timeout: 2_000 },
    );
    expect(Date.now() - asked, 'the TC form shows its failure at once').toBeLessThan(2_000);

    await setFault('ok');
    const [newest] = await homeNewsTitles();
    await expect
      .poll(async () => (await (await request.get(`${base}/`)).text()).includes(newest ?? '-'), { timeout: 15_000, intervals: [500] })
      .toBe(true);
    await expect.poll(async () => (await request.get(`${base}/healthz`)).status(), { timeout: 15_000, intervals: [1_000] }).toBe(200);

    const log = site.log();
    expect(log, 'no unhandled rejection').not.toMatch(/unhandledRejection|Unhandled Rejection/i);
    expect(log, 'no stack trace').not.toMatch(STACK_TRACE);
    const failures = log.split('\n').filter((line) => line.includes('"msg":"content-api"') && line.includes('"level":"warn"'));
    expect(failures.length, 'failed calls are logged').toBeGreaterThan(0);
    for (const line of failures) {
      expect(JSON.parse(line) as { resource: string; error: string }, 'one line naming the feed and the failure').toMatchObject({ resource: expect.any(String), error: expect.any(String) });
    }
  } finally {
    await site.stop();
  }
});

test('on SIGTERM under load the server finishes every request in flight, keeps answering while it drains, and exits within 30 s', async () => {
  test.setTimeout(120_000);
  const site = await startSite(E2E.distDir, E2E.coldSitePort);
  const base = `http://127.0.0.1:${E2E.coldSitePort}`;
  // A hanging vendor keeps each visit in flight for its 5 s timeout.
  await setFault('hang', '/api/visitor');
  const outcomes: { sentMs: number; outcome: string }[] = [];
  let signalled = Number.POSITIVE_INFINITY;
  const pages = loadUntilRefused(`${base}/News`, 8, (sentAt, outcome) => outcomes.push({ sentMs: sentAt - signalled, outcome }));
  const visits = Promise.all(Array.from({ length: 4 }, () => fetch(`${base}/api/visit`, { method: 'POST' }).then((response) => response.status)));
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  signalled = Date.now();
  await site.stop();
  const exitMs = Date.now() - signalled;
  await pages.stop();
  expect(await visits, 'visits in flight at SIGTERM complete').toEqual([200, 200, 200, 200]);
  const before = outcomes.filter((entry) => entry.sentMs < 0);
  expect(before.length).toBeGreaterThan(20);
  expect(before.filter((entry) => entry.outcome !== '200'), 'every request sent before SIGTERM answered').toEqual([]);
  // Keep-alive connections are not cut at SIGTERM: for 2 s the server still answers (with Connection: close).
  const draining = outcomes.filter((entry) => entry.sentMs >= 0 && entry.sentMs < 1_500);
  expect(draining.length).toBeGreaterThan(0);
  expect(draining.filter((entry) => entry.outcome !== '200'), 'every request sent while draining answered').toEqual([]);
  expect(exitMs, 'the process exits within 30 s').toBeLessThan(30_000);
  const late = outcomes.filter((entry) => entry.sentMs >= 1_500 && entry.outcome !== '200');
  console.log(`shutdown: ${outcomes.length} page requests, ${draining.length} answered while draining, exit ${exitMs} ms after SIGTERM; after the drain: ${late.map((entry) => entry.outcome).join(', ') || 'none failed'}`);
});
