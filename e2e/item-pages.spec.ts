import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import Parser from 'rss-parser';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { site } from '../content/site';
import { kolkataDate, shortDate } from '../test-support/calendar';
import { axeViolations } from '../test-support/axe';
import { demoItems, pathOf, slugOf, type DemoItem, type Listing } from '../test-support/items';
import { siteUrl } from '../test-support/env';
import { norm } from '../test-support/page';

// Every notice, news item and event has a page of its own: read without JavaScript, previewed by a link
// preview bot from its own tags and card, and pointed at by everything that names the item. The expected
// slugs, texts and dates are worked out here from the demo service's answers, not with the site's code.

const KIND: Record<Listing, string> = { '/notice': 'Notice', '/News': 'News', '/Events': 'Event' };
const NOUN: Record<Listing, string> = { '/notice': 'notice', '/News': 'news item', '/Events': 'event' };
const ALL: Record<Listing, string> = { '/notice': 'All notices', '/News': 'All news', '/Events': 'All events' };
const WHATSAPP = 'WhatsApp/2.24.22.79 A';
const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
/** WhatsApp shows no thumbnail for a preview image over 300 KB. */
const PREVIEW_IMAGE_MAX_BYTES = 300 * 1024;

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

/** Every element named `tag` under `node`, in document order. */
function elements(node: Node, tag: string): Element[] {
  const found: Element[] = [];
  const children = 'childNodes' in node ? node.childNodes : [];
  if ('tagName' in node && node.tagName === tag) found.push(node);
  for (const child of children) found.push(...elements(child, tag));
  if ('content' in node && node.content) found.push(...elements(node.content, tag));
  return found;
}

const attr = (element: Element, name: string): string | undefined => element.attrs.find((attribute) => attribute.name === name)?.value;
const text = (node: Node): string => ('value' in node && node.nodeName === '#text' ? node.value : 'childNodes' in node ? node.childNodes.map(text).join('') : '');

interface Preview {
  title: string;
  meta: Map<string, string>;
  canonical: string | undefined;
  jsonLd: { '@type': string; [key: string]: unknown }[];
}

/** What a link-preview bot reads of a page: the document's head, parsed by an HTML parser, fetched without scripts. */
async function preview(request: APIRequestContext, path: string, userAgent: string): Promise<Preview> {
  const response = await request.get(path, { headers: { 'user-agent': userAgent }, maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  const document = parse(await response.text());
  const [head] = elements(document, 'head');
  expect(head, `${path} has a head`).toBeDefined();
  const meta = new Map<string, string>();
  for (const tag of elements(head!, 'meta')) {
    const key = attr(tag, 'property') ?? attr(tag, 'name');
    const content = attr(tag, 'content');
    if (key && content !== undefined) meta.set(key, content);
  }
  const canonical = elements(head!, 'link').find((link) => attr(link, 'rel') === 'canonical');
  const jsonLd = elements(document, 'script')
    .filter((script) => attr(script, 'type') === 'application/ld+json')
    .flatMap((script) => {
      const data: unknown = JSON.parse(text(script));
      return (Array.isArray(data) ? data : [data]) as Preview['jsonLd'];
    });
  return { title: text(elements(head!, 'title')[0]!), meta, canonical: canonical && attr(canonical, 'href'), jsonLd };
}

/** Opens every item's page without JavaScript and checks what it shows. */
async function readWithoutScripts(browser: Browser, items: readonly DemoItem[]): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  for (const item of items) {
    const path = pathOf(item);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(item.title);
    await expect(page.locator('h1 + div + div'), path).toHaveText(`${KIND[item.listing]} · ${item.date ? shortDate(kolkataDate(item.date)) : 'Date to be announced'}`);
    if (item.description) await expect(main.getByText(norm(item.description).slice(0, 40)), path).toBeVisible();
    const attachments = main.getByRole('link', { name: /^Attachment( \d+)? \(/ });
    await expect(attachments, path).toHaveCount(item.attachments);
    for (const link of await attachments.all()) await expect(link).toHaveAccessibleName(/\((PDF|JPEG image|PNG image), \d+(\.\d)? (KB|MB|bytes)\)/);
    if (item.event) {
      await expect(main.getByText('Location:').locator('..'), path).toContainText(item.event.venue || 'School Campus');
      await expect(main.getByText('Time:').locator('..'), path).toContainText(item.event.time);
      await expect(main.getByRole('link', { name: `Add to calendar: ${item.title} (.ics file)` }), path).toHaveAttribute('href', `/feeds/events/${item.id}.ics`);
    }
    await expect(main.getByRole('link', { name: ALL[item.listing] }), path).toHaveAttribute('href', item.listing);
    const whatsApp = (await main.getByRole('link', { name: `Share on WhatsApp: ${item.title} (opens in a new tab)` }).getAttribute('href')) ?? '';
    expect(new URL(whatsApp).searchParams.get('text'), path).toBe(`${item.title}\n${siteUrl}${path}`);
  }
  await context.close();
}

/** Runs axe (WCAG 2.0-2.2 A and AA) on items' pages at a phone's width; any violation fails, with its rule and page. */
async function passAxe(browser: Browser, items: readonly DemoItem[]): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  // The footer's map frame comes from Google, out of reach here: an empty page of its own, so axe does not
  // wait for a frame that never loads (as in e2e/a11y.spec.ts).
  await page.route(/^https:\/\/www\.google\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Embedded frame</title></html>' }),
  );
  const violations: string[] = [];
  for (const item of items) {
    // The server's HTML is what axe reads here; the page's scripts and pictures change nothing it checks.
    await page.goto(pathOf(item), { waitUntil: 'domcontentloaded' });
    violations.push(...(await axeViolations(page)).map((violation) => `${pathOf(item)}: ${violation}`));
  }
  expect(violations).toEqual([]);
  await context.close();
}

test.describe.configure({ timeout: 180_000 });

for (const listing of ['/notice', '/News', '/Events'] as const) {
  test(`every ${NOUN[listing]} of the demo service has its own page, complete without JavaScript`, async ({ browser }) => {
    const items = (await demoItems()).filter((item) => item.listing === listing);
    expect(items.length).toBeGreaterThan(5);
    await readWithoutScripts(browser, items);
  });

  test(`every ${NOUN[listing]}'s page passes axe`, async ({ browser }) => {
    const items = (await demoItems()).filter((item) => item.listing === listing);
    expect(items.length).toBeGreaterThan(5);
    await passAxe(browser, items);
  });

  test(`a link-preview bot sees each ${NOUN[listing]}'s own title, description, image and structured data`, async ({ request }) => {
    const items = (await demoItems()).filter((item) => item.listing === listing);
    for (const [index, item] of items.entries()) {
      const path = pathOf(item);
      const url = `${siteUrl}${path}`;
      const { title, meta, canonical, jsonLd } = await preview(request, path, index % 2 === 0 ? WHATSAPP : FACEBOOK);
      expect(title, path).toBe(`${item.title} - ${site.fullName}`);
      expect(canonical, path).toBe(url);
      expect(meta.get('og:type'), path).toBe('article');
      expect(meta.get('og:title'), path).toBe(`${item.title} - ${site.fullName}`);
      expect(meta.get('og:url'), path).toBe(url);
      const description = meta.get('description') ?? '';
      expect(description.length, path).toBeGreaterThan(20);
      expect(description.length, path).toBeLessThanOrEqual(160);
      expect(description, path).not.toMatch(/[<>]/);
      expect(meta.get('og:description'), path).toBe(description);
      if (item.description) expect(norm(item.description).startsWith(description.replace(/…$/, '')), path).toBe(true);
      if (!item.event) expect(new Date(meta.get('article:published_time') ?? '').toISOString(), path).toBe(new Date(item.date).toISOString());

      const image = meta.get('og:image') ?? '';
      expect(image, path).toBe(`${siteUrl}/og${item.listing}/${item.id}`);
      expect([meta.get('og:image:width'), meta.get('og:image:height')], path).toEqual(['1200', '630']);
      const card = await request.get(image, { headers: { 'user-agent': WHATSAPP } });
      expect(card.status(), image).toBe(200);
      const body = await card.body();
      expect(body.length, image).toBeLessThan(PREVIEW_IMAGE_MAX_BYTES);
      const { format, width, height } = await sharp(body).metadata();
      expect([card.headers()['content-type'], format, width, height], image).toEqual([format === 'png' ? 'image/png' : 'image/jpeg', format, 1200, 630]);

      const types = jsonLd.map((data) => data['@type']);
      expect(types, path).toContain(item.event ? 'Event' : 'NewsArticle');
      const article = jsonLd.find((data) => data['@type'] === (item.event ? 'Event' : 'NewsArticle'))!;
      expect(article.url, path).toBe(url);
      const breadcrumb = jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] } | undefined;
      expect(breadcrumb?.itemListElement.map((step) => step.item).slice(-2), path).toEqual([`${siteUrl}${item.listing}`, url]);
      expect(breadcrumb?.itemListElement.at(-1)?.name, path).toBe(item.title);
    }
  });
}

test('an item keeps its address: an older title, the bare id and another letter case answer 308 to its page; an unknown one its list’s 404', async ({ request }) => {
  const items = await demoItems();
  const [notice, news, event] = (['/notice', '/News', '/Events'] as const).map((listing) => items.find((item) => item.listing === listing));
  for (const [asked, item] of [
    [`/notice/${notice!.id}-an-older-title`, notice],
    [`/News/${news!.id}`, news],
    [`/events/${slugOf(event!.id, event!.title)}`, event],
    [`/NEWS/${news!.id}-x`, news],
  ] as const) {
    let response = await request.get(asked, { maxRedirects: 0 });
    const seen: string[] = [];
    // A wrong letter case is put right first (by the proxy), then the slug (by the page): at most two steps.
    while (response.status() === 308 && seen.length < 2) {
      const locations = response.headersArray().filter(({ name }) => name.toLowerCase() === 'location').map(({ value }) => value);
      expect(locations, asked).toHaveLength(1);
      seen.push(locations[0]!);
      response = await request.get(seen.at(-1)!, { maxRedirects: 0 });
    }
    expect([asked, response.status(), new URL(seen.at(-1) ?? '', siteUrl).pathname]).toEqual([asked, 200, pathOf(item!)]);
  }
  for (const [unknown, heading, list] of [
    ['/notice/ffffffffffffffffffffffff-no-such-notice', 'Notice not found', '/notice'],
    ['/News/not-a-news-item', 'News not found', '/News'],
    [`/Events/${notice!.id}`, 'Event not found', '/Events'],
  ] as const) {
    const response = await request.get(unknown);
    expect([unknown, response.status()]).toEqual([unknown, 404]);
    const html = await response.text();
    expect(html).toContain(`>${heading}</h1>`);
    expect(html).toContain(`href="${list}"`);
    expect(html).toContain('Go to the home page');
  }
});

test('everything that names an item points at its page: listings, feeds, the calendar, the sitemap and search', async ({ page, request }) => {
  const items = await demoItems();
  const notices = items.filter((item) => item.listing === '/notice');
  const news = items.filter((item) => item.listing === '/News');
  const events = items.filter((item) => item.listing === '/Events');

  await page.goto('/notice?year=all');
  await expect(page.getByRole('main').getByRole('link', { name: notices[0]!.title, exact: true })).toHaveAttribute('href', pathOf(notices[0]!));
  await page.goto('/Events');
  await expect(page.getByRole('main').getByRole('link', { name: events[0]!.title, exact: true })).toHaveAttribute('href', pathOf(events[0]!));
  await page.goto('/News');
  await expect(page.getByRole('main').getByRole('link', { name: `Read More: ${news[0]!.title}` })).toHaveAttribute('href', pathOf(news[0]!));

  const parser = new Parser();
  for (const [feed, list] of [
    ['/feeds/news.xml', news],
    ['/feeds/notices.xml', notices],
  ] as const) {
    const rss = await parser.parseString(await (await request.get(feed)).text());
    expect(rss.items.length, feed).toBeGreaterThan(0);
    for (const entry of rss.items) {
      const item = list.find((candidate) => candidate.title === norm(entry.title ?? ''));
      expect(entry.link, `${feed}: ${entry.title}`).toBe(`${siteUrl}${pathOf(item!)}`);
    }
  }

  const calendar = new ICAL.Component(ICAL.parse(await (await request.get('/feeds/events.ics')).text()));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents.length).toBeGreaterThan(0);
  for (const vevent of vevents) {
    const item = events.find((candidate) => candidate.title === vevent.getFirstPropertyValue('summary'));
    expect(vevent.getFirstPropertyValue('url')).toBe(`${siteUrl}${pathOf(item!)}`);
  }

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const item of items) {
    expect(sitemap, pathOf(item)).toMatch(new RegExp(`<url>\\s*<loc>${siteUrl}${pathOf(item)}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}T`));
  }

  const searched = notices[1]!;
  const results = await request.get(`/search?q=${encodeURIComponent(searched.title)}`);
  expect(await results.text()).toContain(`href="${pathOf(searched)}"`);
});
