import { expect, test } from '@playwright/test';
import { siteUrl } from '../test-support/env';
import { demoItems, pathOf, type Listing } from '../test-support/items';
import { rawRequest } from '../test-support/raw-get';

// RFC 9110 allows one Location header. Every kind of redirect the site makes is asked for over raw HTTP and its
// header lines are counted: Node's parsed headers, like fetch's, keep only one of a repeated Location.

/** The values of every Location line of an answer, in order. */
function locations(rawHeaders: string[]): string[] {
  return rawHeaders.filter((_, index) => index % 2 === 1 && rawHeaders[index - 1]!.toLowerCase() === 'location');
}

test('every kind of redirect answers with exactly one Location header', async () => {
  const items = await demoItems();
  const first = (listing: Listing) => {
    const item = items.find((candidate) => candidate.listing === listing);
    if (!item) throw new Error(`the demo service lists nothing under ${listing}`);
    return item;
  };
  const [notice, news, event] = [first('/notice'), first('/News'), first('/Events')];
  // An optimised image of a page, asked at a width that Save-Data halves.
  const gallery = await rawRequest(siteUrl, '/Gallery');
  const image = new URL(/src="(\/_next\/image\?[^"]+)"/.exec(gallery.body)?.[1]?.replace(/&amp;/g, '&') ?? '/missing', siteUrl);
  image.searchParams.set('w', '640');

  const redirects: { kind: string; path: string; method?: string; headers?: Record<string, string>; status: number; to: RegExp | string }[] = [
    { kind: 'a news item under an older title', path: `/News/${news.id}-an-older-title`, status: 308, to: pathOf(news) },
    { kind: 'a notice under an older title', path: `/notice/${notice.id}-an-older-title`, status: 308, to: pathOf(notice) },
    { kind: 'an event by its bare id', path: `/Events/${event.id}`, status: 308, to: pathOf(event) },
    { kind: 'HEAD of a news item under an older title', path: `/News/${news.id}-x`, method: 'HEAD', status: 308, to: pathOf(news) },
    { kind: 'an item listing in another letter case', path: `/NEWS/${news.id}-x`, status: 308, to: `/News/${news.id}-x` },
    { kind: 'an old address in small letters', path: '/hod', status: 308, to: '/Hod' },
    { kind: 'an old address, query kept', path: '/admission?from=old-site', status: 308, to: '/Admission?from=old-site' },
    { kind: 'a Hindi page in another letter case', path: '/HI/tc', status: 308, to: '/hi/Tc' },
    { kind: 'a trailing slash', path: '/Hod/', status: 308, to: '/Hod' },
    { kind: 'a filter form’s empty fields', path: '/notice?year=all&month=&q=', status: 307, to: '/notice?year=all' },
    { kind: 'a filter the listing cannot show', path: '/notice?year=abc', status: 307, to: '/notice?year=all' },
    { kind: 'a Hindi listing’s filter it cannot show', path: '/hi/notice?year=abc', status: 307, to: '/hi/notice?year=all' },
    { kind: 'an image asked with Save-Data', path: `${image.pathname}${image.search}`, headers: { 'save-data': 'on' }, status: 307, to: /^\/_next\/image\?.*w=256/ },
  ];
  for (const { kind, path, method, headers, status, to } of redirects) {
    const answer = await rawRequest(siteUrl, path, { method, headers });
    const lines = locations(answer.rawHeaders);
    // Soft: one run names every kind that fails.
    expect.soft({ kind, status: answer.status, lines: lines.length }).toEqual({ kind, status, lines: 1 });
    if (typeof to === 'string') expect.soft(lines[0], kind).toBe(to);
    else expect.soft(lines[0], kind).toMatch(to);
  }
});
