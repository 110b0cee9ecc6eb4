import { expect, test } from '@playwright/test';
import { homeNewsTitles } from './support/demo';
import { E2E } from './support/env';

test('the home page is server-rendered with demo news read through the getters', async ({ request }) => {
  const titles = await homeNewsTitles();
  expect(titles.length).toBeGreaterThan(0);
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(escapeHtml(titles[0] ?? ''));
  expect(html).not.toContain('Stay Tunned For More Updates');
});

test('the content service token never reaches the browser', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toContain(E2E.token);
  expect(html).not.toContain('Bearer ');
});

test('the refresh webhook needs the secret', async ({ request }) => {
  expect((await request.post('/api/revalidate')).status()).toBe(401);
  expect((await request.post('/api/revalidate', { headers: { 'x-revalidate-secret': 'wrong' } })).status()).toBe(401);
  const ok = await request.post('/api/revalidate', { headers: { 'x-revalidate-secret': E2E.revalidateSecret } });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toMatchObject({ revalidated: true });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}
