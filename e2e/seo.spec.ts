import { expect, test, type APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import Parser from 'rss-parser';
import sharp from 'sharp';
import { pageInfo } from '../content/navigation';
import { CANONICAL_ROUTES, type CanonicalRoute } from '../content/routes';
import { site } from '../content/site';
import { isoDay, kolkataDate } from '../test-support/calendar';
import { siteUrl } from '../test-support/env';

// What crawlers and link previews read, fetched without JavaScript: every route's head, the structured
// data, /sitemap.xml, /robots.txt, the feeds and an Open Graph image.

const DETAIL_ROUTES = ['/SubGallery', '/SubActivity', '/SubBuildingProgram'] as const;
const LISTING_OF: Record<(typeof DETAIL_ROUTES)[number], CanonicalRoute> = {
  '/SubGallery': '/Gallery',
  '/SubActivity': '/Activity',
  '/SubBuildingProgram': '/BuildingProgram',
};

const decode = (value: string) =>
  value.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

interface Head {
  title: string;
  meta: Map<string, string>;
  links: { rel: string; href: string; type?: string; title?: string }[];
  jsonLd: { '@type': string; [key: string]: unknown }[];
}

function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : decode(value);
}

function parseHead(html: string): Head {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const key = attribute(tag, 'property') ?? attribute(tag, 'name');
    const content = attribute(tag, 'content');
    if (key && content !== undefined) meta.set(key, content);
  }
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => ({
    rel: attribute(tag, 'rel') ?? '',
    href: attribute(tag, 'href') ?? '',
    type: attribute(tag, 'type'),
    title: attribute(tag, 'title'),
  }));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, json]) => {
    const data: unknown = JSON.parse(json ?? 'null');
    return (Array.isArray(data) ? data : [data]) as Head['jsonLd'];
  });
  return { title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''), meta, links, jsonLd };
}

async function head(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return parseHead(await response.text());
}

/** One id of each detail route, from its listing page. */
async function detailPaths(request: APIRequestContext): Promise<string[]> {
  const paths: string[] = [];
  for (const route of DETAIL_ROUTES) {
    const html = await (await request.get(LISTING_OF[route])).text();
    const id = new RegExp(`${route}\\?id=([A-Za-z0-9_-]+)`).exec(html)?.[1];
    expect(id, `a ${route} link on ${LISTING_OF[route]}`).toBeTruthy();
    paths.push(`${route}?id=${id}`);
  }
  return paths;
}

function expectCompleteHead(path: string, { title, meta, links }: Head, pageTitle: string) {
  const url = new URL(path, siteUrl).href;
  const description = meta.get('description') ?? '';
  expect(title, path).toBe(`${pageTitle} - ${site.fullName}`);
  expect(description.length, `${path} description`).toBeGreaterThan(40);
  // Next writes the root URL without its trailing slash; both spell the same URL, so URLs are compared parsed.
  const normalise = (value: string | undefined) => (value && URL.canParse(value) ? new URL(value).href : value);
  expect(links.filter((link) => link.rel === 'canonical').map((link) => normalise(link.href)), path).toEqual([url]);
  expect(
    Object.fromEntries(
      ['og:title', 'og:description', 'og:url', 'og:type', 'og:site_name', 'og:locale'].map((key) => [key, key === 'og:url' ? normalise(meta.get(key)) : meta.get(key)]),
    ),
    path,
  ).toEqual({
    'og:title': title,
    'og:description': description,
    'og:url': url,
    'og:type': 'website',
    'og:site_name': site.fullName,
    'og:locale': 'en_IN',
  });
  const image = meta.get('og:image') ?? '';
  expect(image, path).toMatch(new RegExp(`^${siteUrl}/og/`));
  expect([meta.get('og:image:width'), meta.get('og:image:height')], path).toEqual(['1200', '630']);
  expect(
    Object.fromEntries(['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image'].map((key) => [key, meta.get(key)])),
    path,
  ).toEqual({ 'twitter:card': 'summary_large_image', 'twitter:title': title, 'twitter:description': description, 'twitter:image': image });
}

test('every route has its title, description, canonical URL, Open Graph, Twitter card and structured data', async ({ request }) => {
  test.setTimeout(120_000);
  for (const route of CANONICAL_ROUTES) {
    const parsed = await head(request, route);
    expectCompleteHead(route, parsed, route === '/' ? 'Home' : pageInfo(route).name);
    const types = parsed.jsonLd.map((data) => data['@type']);
    if (route === '/') {
      expect(types).toContain('School');
    } else {
      const crumbs = parsed.jsonLd.find((data) => data['@type'] === 'BreadcrumbList')?.itemListElement as { item: string }[];
      expect(crumbs[0]?.item, route).toBe(`${siteUrl}/`);
      expect(crumbs.at(-1)?.item, route).toBe(`${siteUrl}${route}`);
    }
  }
});

test('albums, activities and programs describe themselves and show their cover photo in previews', async ({ request }) => {
  for (const path of await detailPaths(request)) {
    const html = await (await request.get(path)).text();
    const parsed = parseHead(html);
    const name = parsed.title.replace(` - ${site.fullName}`, '');
    expect(name, path).not.toMatch(/^(Photo Album|Activity Details|Program Details)$/);
    // The title is the item's own, as its heading on the page shows it.
    expect(decode(html), path).toContain(`>${name}</h2>`);
    expectCompleteHead(path, parsed, name);
    const [route, id] = path.split('?id=');
    expect(parsed.meta.get('og:image')).toBe(`${siteUrl}/og${route}/${id}`);
  }
});

test('home describes the school, and home and the listings advertise the feeds they have', async ({ request, page }) => {
  const home = await head(request, '/');
  const school = home.jsonLd.find((data) => data['@type'] === 'School');
  expect(school).toMatchObject({ name: site.fullName, email: site.email, sameAs: site.social.map((link) => link.href) });
  // The feeds are the alternates with a media type; the language alternates (hreflang, no type) are e2e/hindi.spec.ts's.
  const alternates = (parsed: Head) => parsed.links.filter((link) => link.rel === 'alternate' && link.type).map((link) => `${link.type} ${link.href}`);
  expect(alternates(home)).toEqual([
    `application/rss+xml ${siteUrl}/feeds/news.xml`,
    `application/rss+xml ${siteUrl}/feeds/notices.xml`,
    `text/calendar ${siteUrl}/feeds/events.ics`,
  ]);

  const events = await head(request, '/Events');
  expect(alternates(events)).toEqual([`text/calendar ${siteUrl}/feeds/events.ics`]);
  expect(events.jsonLd.filter((data) => data['@type'] === 'Event').length).toBeGreaterThan(0);

  await page.context().route('**/*.js', (route) => route.abort());
  for (const [path, name, href] of [
    ['/News', 'Subscribe to news', '/feeds/news.xml'],
    ['/notice', 'Subscribe to notices', '/feeds/notices.xml'],
    ['/Events', 'Add events to your calendar', '/feeds/events.ics'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
  }
});

test('the XML sitemap lists every page and every album, activity and program; robots.txt points at it', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);

  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  // Each entry's address and date (a page with a Hindi twin also names its language alternates, e2e/hindi.spec.ts).
  const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<xhtml:link [^>]*\/>)*\s*<lastmod>([^<]+)<\/lastmod>/g)].map(([, loc, lastmod]) => ({
    loc: decode(loc ?? ''),
    lastmod: lastmod ?? '',
  }));
  expect(entries.length).toBe((xml.match(/<url>/g) ?? []).length);
  const locs = new Set(entries.map((entry) => entry.loc));
  for (const route of CANONICAL_ROUTES.filter((route) => !(DETAIL_ROUTES as readonly string[]).includes(route))) {
    // Search result pages are noindex, so the sitemap leaves /search out.
    expect(locs.has(`${siteUrl}${route}`), route).toBe(route !== '/search');
  }
  for (const route of DETAIL_ROUTES) {
    const listing = await (await request.get(LISTING_OF[route])).text();
    const ids = [...new Set([...listing.matchAll(new RegExp(`${route}\\?id=([A-Za-z0-9_-]+)`, 'g'))].map(([, id]) => id))];
    expect(ids.length, route).toBeGreaterThan(0);
    for (const id of ids) expect(locs.has(`${siteUrl}${route}?id=${id}`), `${route}?id=${id}`).toBe(true);
  }
  for (const { loc, lastmod } of entries) {
    expect(Number.isNaN(Date.parse(lastmod)), loc).toBe(false);
    expect(Date.parse(lastmod), loc).toBeLessThanOrEqual(Date.now());
  }
});

test('the news and notices feeds are RSS 2.0 that a feed parser reads', async ({ request }) => {
  const parser = new Parser();
  for (const [path, page, title] of [
    ['/feeds/news.xml', '/News', 'News'],
    ['/feeds/notices.xml', '/notice', 'Notices'],
  ] as const) {
    const response = await request.get(path);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(/<rss[^>]*version="2.0"/);
    const feed = await parser.parseString(xml);
    expect([feed.title, feed.link, Boolean(feed.description)]).toEqual([`${title} - ${site.fullName}`, `${siteUrl}${page}`, true]);
    expect(feed.items.length, path).toBeGreaterThan(0);
    for (const item of feed.items) {
      expect(item.title && item.link?.startsWith(`${siteUrl}${page}/`) && item.guid, path).toBeTruthy();
      expect(Number.isNaN(Date.parse(item.pubDate ?? '')), path).toBe(false);
    }
  }
});

test('the events calendar parses as iCalendar and places events on their Kolkata day', async ({ request }) => {
  const response = await request.get('/feeds/events.ics');
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events.length).toBeGreaterThan(0);
  // Each event's day in Kolkata is the day the Events page shows for it (day/month/year on its card).
  const html = await (await request.get('/Events')).text();
  const listed = parseHead(html)
    .jsonLd.filter((data) => data['@type'] === 'Event')
    .map((data) => ({ name: String(data.name), startDate: String(data.startDate) }));
  for (const event of events) {
    const start = event.startDate.isDate ? event.startDate.toString() : isoDay(kolkataDate(event.startDate.toJSDate()));
    const structured = listed.find((data) => data.name === event.summary);
    expect(structured?.startDate.slice(0, 10), event.summary).toBe(start);
  }
});

test('an Open Graph image answers a 1200x630 picture under 300 KB: a PNG card, or a JPEG when it carries a photo', async ({ request }) => {
  const [album] = await detailPaths(request);
  const [route, id] = (album ?? '').split('?id=');
  for (const [path, type] of [
    ['/og/home', 'image/png'],
    ['/og/OurSchool', 'image/png'],
    [`/og${route}/${id}`, 'image/jpeg'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe(type);
    const body = await response.body();
    expect(body.length, path).toBeLessThan(300 * 1024);
    const { format, width, height } = await sharp(body).metadata();
    expect([format, width, height], path).toEqual([type === 'image/png' ? 'png' : 'jpeg', 1200, 630]);
  }
  expect((await request.get('/og/NoSuchPage')).status()).toBe(404);
});
