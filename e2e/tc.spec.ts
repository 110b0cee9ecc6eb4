import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_TC_STUDENTS } from '../scripts/demo-service/data/constants';
import { demoUrl, siteUrl } from '../test-support/env';

const FAILED = 'Failed to process your request. Please try again later.';

// Each browser test below sends at most one request to /api/tc from 127.0.0.1; the per-address limit
// is 5 per 10 minutes, and the spoofing test uses addresses of its own.

function student(index: number) {
  const found = DEMO_TC_STUDENTS[index];
  if (!found) throw new Error(`no demo student ${index}`);
  return found;
}

async function demoFile(path: string): Promise<Buffer> {
  const response = await fetch(`${demoUrl}/api/image/${path}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Records every URL the page requests, to prove none goes to the content service. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const tcForm = (page: Page) => page.getByRole('form', { name: 'Transfer certificate request' });

async function fill(page: Page, name: string, admission: string) {
  await page.getByLabel('Student Full Name').fill(name);
  await page.getByLabel('Admission Number').fill(admission);
}

/** A POST to /api/tc sent from a chosen loopback address (the socket's peer, whatever the header says). */
function postFrom(localAddress: string, forwardedFor: string): Promise<{ status: number; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${siteUrl}/api/tc`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end('{}');
  });
}

test.describe('transfer certificate request', () => {
  test('an empty field shows the message, and editing clears it', async ({ page }) => {
    await page.goto('/Tc');
    await page.getByLabel('Student Full Name').fill('   ');
    await page.getByRole('button', { name: 'Request certificate' }).click();
    await expect(tcForm(page).getByRole('alert')).toHaveText('Please fill in all fields');
    await expect(page.getByLabel('Admission Number')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Admission Number').fill('2');
    await expect(tcForm(page).getByRole('alert')).toHaveText('');
    await expect(page.getByText('Please fill in all fields')).toHaveCount(0);
    await expect(page.locator('iframe[src$=".pdf"]')).toHaveCSS('height', '500px');
  });

  test("a demo student's pair downloads tc.jpg with the service's bytes, and the browser never calls the service", async ({ page }) => {
    const urls = recordRequests(page);
    const { name, admission, certificate } = student(0);
    await page.goto('/Tc');
    await fill(page, name, admission);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Request certificate' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('tc.jpg');
    expect((await readFile(await file.path())).equals(await demoFile(certificate))).toBe(true);
    await expect(tcForm(page).getByRole('status')).toHaveText('The transfer certificate has been downloaded as tc.jpg.');
    expect(urls.some((url) => url.endsWith('/api/tc'))).toBe(true);
    expect(urls.filter((url) => url.startsWith(demoUrl))).toEqual([]);
  });

  test('an unknown pair shows the failure message', async ({ page }) => {
    const urls = recordRequests(page);
    await page.goto('/Tc');
    await fill(page, student(0).name, student(1).admission);
    await page.getByRole('button', { name: 'Request certificate' }).click();
    await expect(tcForm(page).getByRole('alert')).toHaveText(FAILED);
    expect(urls.filter((url) => url.startsWith(demoUrl))).toEqual([]);
  });

  test('with JavaScript off the form posts natively and the certificate still downloads', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: siteUrl, acceptDownloads: true });
    const page = await context.newPage();
    const { name, admission, certificate } = student(1);
    await page.goto('/Tc');
    await fill(page, name, admission);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Request certificate' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('tc.jpg');
    expect((await readFile(await file.path())).equals(await demoFile(certificate))).toBe(true);
    await context.close();
  });

  test('refuses other methods and cross-site posts', async ({ request }) => {
    expect((await request.get('/api/tc')).status()).toBe(405);
    const crossSite = await request.post('/api/tc', {
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      data: { name: 'Aarav Sharma', admission: '2015/0412' },
    });
    expect(crossSite.status()).toBe(403);
  });

  test('a spoofed X-Forwarded-For gains nothing: the limit follows the socket address', async () => {
    const answers = [];
    for (let n = 0; n < 6; n += 1) answers.push(await postFrom('127.0.0.5', `198.51.100.${n}`));
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[5]?.status).toBe(429);
    expect(Number(answers[5]?.retryAfter)).toBeGreaterThan(0);
    // Another address still has its own allowance, so the 429 came from the address, not the header.
    expect((await postFrom('127.0.0.6', '198.51.100.0')).status).toBe(400);
  });
});
