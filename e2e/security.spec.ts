import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CANONICAL_ROUTES } from '../content/routes';
import { guardPage } from '../test-support/browser-guard';
import { demoJson } from '../test-support/demo';
import { demoUrl, E2E, siteUrl } from '../test-support/env';
import { rawGet } from '../test-support/raw-get';
import type { DemoGalleryCategory } from '../test-support/vendor';

// Security headers on every response class, a CSP that every page keeps, no token in anything a browser
// can get, a refresh webhook that needs its secret, a locked-down image optimiser, and framework probes
// that change nothing.

const SECRETS = [E2E.token, 'Bearer '];

/** Every page: the route table, one detail page of each kind, and a missing page. */
async function allPages(): Promise<string[]> {
  const items = await demoJson('/api/gallery/All/{code}');
  const first = (category: DemoGalleryCategory) => items.find((item) => item.category === category)?._id;
  return [
    ...CANONICAL_ROUTES,
    `/SubGallery?id=${first('PhotoGallery')}`,
    `/SubBuildingProgram?id=${first('CapacityBuildingProgram')}`,
    `/SubActivity?id=${first('Activity')}`,
    '/no-such-page',
  ];
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  expect(headers['content-security-policy'], what).toContain("object-src 'none'");
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'self'");
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(headers['x-powered-by'], what).toBeUndefined();
  // No layer adds COOP: a visitor arriving from elsewhere would start in a new renderer process (lib/server/security-headers.mjs).
  expect(headers['cross-origin-opener-policy'], what).toBeUndefined();
  // The e2e site runs on http://: HSTS there would be ignored by browsers and is not sent.
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

async function staticChunk(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const chunk = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
  if (!chunk) throw new Error('the home page names no /_next/static script');
  return chunk;
}

test('every response class carries the security headers', async ({ request }) => {
  const responses = {
    page: await request.get('/News'),
    'not found': await request.get('/no-such-page'),
    'route handler': await request.get('/api/visit'),
    'static file': await request.get(await staticChunk(request)),
    'RSC request': await request.get('/News?_rsc=probe', { headers: { RSC: '1' } }),
    'public file': await request.get('/icon.svg'),
  };
  expect(responses['not found'].status()).toBe(404);
  expect(responses['static file'].status()).toBe(200);
  expect(responses['RSC request'].headers()['content-type']).toContain('text/x-component');
  for (const [what, response] of Object.entries(responses)) expectSecurityHeaders(response.headers(), what);
});

const PARTS = 3;
for (let part = 0; part < PARTS; part += 1) {
  test(`every page loads in Chromium with no CSP violation and no console error (part ${part + 1} of ${PARTS})`, async ({ page }) => {
    test.setTimeout(180_000);
    const pages = (await allPages()).filter((_, index) => index % PARTS === part);
    const problems = await guardPage(page);
    for (const pathname of pages) {
      const response = await page.goto(pathname, { waitUntil: 'load' });
      expect(response?.status(), pathname).toBe(pathname === '/no-such-page' ? 404 : 200);
      // Hydration errors and late CSP reports surface after load; give the islands a moment.
      await page.waitForTimeout(300);
      expect(await problems.violations(), pathname).toEqual([]);
      // A missing page answers 404, which Chromium logs as a failed resource load; nothing else may.
      const errors = problems.errors.filter((error) => !(pathname === '/no-such-page' && error.includes('404')));
      expect(errors, pathname).toEqual([]);
      problems.errors.length = 0;
    }
  });
}

test('the content service token never reaches a browser: build output and served pages', async ({ request }) => {
  test.setTimeout(120_000);
  const hits: string[] = [];
  const search = (where: string, text: string) => {
    for (const secret of SECRETS) if (text.includes(secret)) hits.push(`${where} contains "${secret}"`);
  };
  const distDir = path.resolve(E2E.distDir);
  const staticFiles = await filesUnder(path.join(distDir, 'static'));
  const prerendered = (await filesUnder(path.join(distDir, 'server', 'app'))).filter((file) => /\.(html|rsc|body|meta|json)$/.test(file));
  expect(staticFiles.length).toBeGreaterThan(10);
  expect(prerendered.filter((file) => file.endsWith('.html')).length).toBeGreaterThanOrEqual(40);
  for (const file of [...staticFiles, ...prerendered]) search(path.relative(distDir, file), await readFile(file, 'latin1'));
  for (const pathname of await allPages()) {
    search(pathname, await (await request.get(pathname)).text());
    search(`${pathname} (RSC)`, await (await request.get(pathname, { headers: { RSC: '1' } })).text());
  }
  expect(hits).toEqual([]);
});

test('the home page HTML carries no content service token', async ({ request }) => {
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

test.describe('the image optimiser', () => {
  const image = (url: string, width = 640, quality = 75) => `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=${quality}`;

  async function vendorImage(request: APIRequestContext): Promise<string> {
    const html = await (await request.get('/Gallery')).text();
    const encoded = /\/_next\/image\?url=([^&"]+)/.exec(html)?.[1];
    if (!encoded) throw new Error('the gallery shows no optimised vendor image');
    return decodeURIComponent(encoded.replace(/&amp;/g, '&'));
  }

  test('serves vendor photos as attachments under a script-free policy', async ({ request }) => {
    const response = await request.get(image(await vendorImage(request)));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/(webp|avif|jpeg|png)$/);
    expect(response.headers()['content-disposition']).toMatch(/^attachment/);
  });

  test('refuses other hosts, loopback, other paths of the vendor, and sizes or qualities not on its list', async ({ request }) => {
    const vendor = await vendorImage(request);
    const { pathname } = new URL(vendor);
    const refused = {
      'another host': image(`https://evil.example${pathname}`),
      'the site itself on loopback': image(`${siteUrl}${pathname}`),
      'loopback under another name': image(`http://localhost:${E2E.demoPort}${pathname}`),
      'loopback on another port': image(`http://127.0.0.1:9${pathname}`),
      'the vendor outside /api/image/': image(`${demoUrl}/api/news/All/${E2E.schoolCode}`),
      'a width not on the list': image(vendor, 123),
      'a huge width': image(vendor, 100_000),
      'a quality not on the list': image(vendor, 640, 50),
    };
    for (const [what, url] of Object.entries(refused)) {
      const response = await request.get(url);
      expect(response.status(), what).toBe(400);
      expect(response.headers()['content-type'] ?? '', what).not.toMatch(/^image\//);
    }
  });
});

test.describe('framework probes', () => {
  test('a forged Host or X-Forwarded-Host is never reflected in a body, a Location or the cache', async () => {
    const forged = 'evil.example';
    const probes: Record<string, string>[] = [{ host: forged }, { 'x-forwarded-host': forged }, { host: forged, 'x-forwarded-host': forged, 'x-forwarded-proto': 'https' }];
    for (const headers of probes) {
      for (const pathname of ['/', '/News', '/hod', '/no-such-page', '/api/visit']) {
        const response = await rawGet(pathname, headers);
        expect(response.body, `${pathname} ${JSON.stringify(headers)}`).not.toContain(forged);
        expect(String(response.headers.location ?? ''), pathname).not.toContain(forged);
      }
    }
    expect((await rawGet('/hod', { host: forged })).headers.location).toBe('/Hod');
    // What the forged requests may have cached is what an honest visitor gets next.
    for (const pathname of ['/', '/News']) expect((await rawGet(pathname, {})).body).not.toContain(forged);
  });

  test('x-middleware-subrequest changes nothing: the proxy still runs', async () => {
    for (const value of ['proxy', 'proxy:proxy:proxy:proxy:proxy', 'middleware:middleware:middleware:middleware:middleware', 'src/middleware']) {
      const redirect = await rawGet('/hod', { 'x-middleware-subrequest': value });
      expect(redirect.status, value).toBe(308);
      expect(redirect.headers.location, value).toBe('/Hod');
    }
  });

  test('RSC and HTML answers for the same URL never mix', async ({ request }) => {
    const rscFirst = await request.get('/News', { headers: { RSC: '1' }, maxRedirects: 5 });
    const html = await request.get('/News');
    const rscAgain = await request.get('/News?_rsc=probe', { headers: { RSC: '1' } });
    expect(html.headers()['content-type']).toContain('text/html');
    expect(await html.text()).toMatch(/^<!DOCTYPE html>/i);
    for (const rsc of [rscFirst, rscAgain]) {
      expect(rsc.headers()['content-type']).toContain('text/x-component');
      expect(await rsc.text()).not.toMatch(/^<!DOCTYPE/i);
    }
    for (const response of [html, rscAgain]) expect(response.headers().vary?.toLowerCase()).toContain('rsc');
  });

  test('a Next-Action POST is refused at once, on pages and route handlers alike', async ({ request }) => {
    for (const pathname of ['/', '/News', '/hod', '/api/visit', '/api/revalidate']) {
      const started = Date.now();
      const response = await request.post(pathname, { headers: { 'Next-Action': '7f3c9a0b1d2e', 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' }, data: '[]' });
      expect(response.status(), pathname).toBe(400);
      expect(await response.text(), pathname).toBe('This site accepts no Server Actions.\n');
      expect(Date.now() - started, pathname).toBeLessThan(2_000);
    }
  });

  test('the build contains zero Server Actions', async () => {
    const manifest = JSON.parse(await readFile(path.resolve(E2E.distDir, 'server', 'server-reference-manifest.json'), 'utf8')) as {
      node: Record<string, unknown>;
      edge: Record<string, unknown>;
    };
    expect(Object.keys(manifest.node)).toEqual([]);
    expect(Object.keys(manifest.edge)).toEqual([]);
  });
});
