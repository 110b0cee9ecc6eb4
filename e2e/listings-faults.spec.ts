import { expect, test } from '@playwright/test';
import { demoAlbum, demoJson, setFault, type FaultMode } from '../test-support/demo';
import { E2E, siteUrl } from '../test-support/env';
import { coldSite, startSite } from '../test-support/server';

// The content-service pages while the vendor fails or answers malformed data: HTTP 200 and the spec's
// placeholders, never an error page. These tests switch the shared demo service's fault mode, so they
// belong in the serial resilience project.
test.describe.configure({ mode: 'serial' });

const MODES: FaultMode[] = ['error', 'malformed', 'wrong-shape', 'empty'];
const UPDATES = 'Stay Tunned For More Updates';

/** What each page must show with no data (spec sections 2, 8 and 9). */
const PLACEHOLDERS: Record<string, (html: string) => void> = {
  '/News': (html) => expect(html).toContain(UPDATES),
  '/notice': (html) => expect(html.split(UPDATES).length - 1).toBeGreaterThanOrEqual(2),
  '/Events': (html) => {
    expect(html).toContain('Event Title');
    expect(html).toContain('School Campus');
  },
  '/Gallery': (html) => expect(html).toContain(UPDATES),
  '/BuildingProgram': (html) => expect(html).toContain(UPDATES),
  '/Activity': (html) => expect(html).toContain(UPDATES),
  '/VideoGallery': (html) => expect(html).toContain(UPDATES),
  '/EMagazine': (html) => expect(html).toContain(UPDATES),
  '/MediaCoverage': (html) => expect(html.match(/>Title</g)?.length ?? 0).toBe(4),
  '/Toppers': (html) => expect(html).toContain('Student Name'),
  '/ToppersXII': (html) => expect(html).toContain('Student Name'),
  '/OurPrincipal': (html) => expect(html).toContain('Dear Parents and Students,'),
};

test.afterEach(async () => {
  await setFault('ok');
});

test('with the service failing, a sub page of a known album still answers 200 on a warm site', async ({ request }) => {
  const album = await demoAlbum();
  // Warm the caches while the service is up.
  expect((await request.get(`${siteUrl}/SubGallery?id=${album._id}`)).status()).toBe(200);
  for (const mode of MODES) {
    await setFault(mode);
    const response = await request.get(`${siteUrl}/SubGallery?id=${album._id}`);
    expect(response.status(), mode).toBe(200);
    expect(await response.text(), mode).toMatch(/Go Back/);
    const unknown = await request.get(`${siteUrl}/SubGallery?id=ffffffffffffffffffffffff`);
    expect([200, 404], mode).toContain(unknown.status());
  }
});

test('a site built while the service was down shows every listing placeholder with HTTP 200', async ({ request }) => {
  test.setTimeout(420_000);
  const [album] = await demoJson('/api/gallery/All/{code}');
  await setFault('error');
  const distDir = `${E2E.distDir}-cold-listings`;
  await coldSite(distDir);
  const site = await startSite(distDir, E2E.coldSitePort);
  const base = `http://127.0.0.1:${E2E.coldSitePort}`;
  try {
    for (const mode of MODES) {
      await setFault(mode);
      for (const [route, check] of Object.entries(PLACEHOLDERS)) {
        const response = await request.get(`${base}${route}`);
        expect(response.status(), `${mode} ${route}`).toBe(200);
        const html = await response.text();
        check(html);
        expect(html, `${mode} ${route}: no stack trace`).not.toMatch(/\bat .+\(.+:\d+:\d+\)/);
      }
      // An empty list from the service means no album has that id: 404 then, like any unknown id.
      if (mode === 'empty') continue;
      const sub = await request.get(`${base}/SubGallery?id=${album!._id}`);
      expect(sub.status(), `${mode} sub page`).toBe(200);
      const html = await sub.text();
      expect(html).toContain('cannot be shown just now');
      expect(html).toContain('Go Back');
    }
    expect(site.log(), 'no unhandled rejection').not.toMatch(/unhandledRejection|Unhandled Rejection/i);
  } finally {
    await site.stop();
  }
});
