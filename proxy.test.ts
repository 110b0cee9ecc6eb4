/** @jest-environment node */
import { NextRequest } from 'next/server';
import nextConfig from './next.config.mjs';
import { isCurrent } from '@/lib/content/current-items';
import { config, proxy } from './proxy';

// The content layer's answer to "is this item published now?": the demo's ids are not loaded here.
jest.mock('@/lib/content/current-items', () => ({ isCurrent: jest.fn() }));
const published = new Set(['66f1c0a2e4b0c1d2e3f4a5b6', 'album-1']);
jest.mocked(isCurrent).mockImplementation(async (_source, slugOrId) => [...published].some((id) => slugOrId === id || slugOrId.startsWith(`${id}-`)));

const MARK = 'x-middleware-request-x-school-names-nothing';

const request = (path: string, init?: { method: string; headers: Record<string, string> }) =>
  new NextRequest(new URL(path, 'https://school.example'), init);

describe('proxy', () => {
  it('redirects another letter case permanently (308) to the canonical route, keeping the query', async () => {
    const response = await proxy(request('/subgallery?id=abc&x=1'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('https://school.example/SubGallery?id=abc&x=1');
  });

  it('lets canonical and unknown paths through', async () => {
    for (const path of ['/SubGallery?id=abc', '/', '/no-such-page']) {
      const response = await proxy(request(path));
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('x-middleware-next')).toBe('1');
    }
  });

  it('answers 404 with the missing-item page of its list and language for an item, album or card that is not there', async () => {
    for (const [path, mark] of [
      ['/News/a%20b', 'en:News'],
      ['/notice/' + 'a'.repeat(126), 'en:notice'],
      ['/Events/abc/def', 'en:Events'],
      ['/News/0123456789abcdef01234567-withdrawn-notice', 'en:News'],
      ['/notice/zzz', 'en:notice'],
      ['/SubGallery?id=zzz', 'en:Gallery'],
      ['/SubActivity?id=a%20b', 'en:Activity'],
      ['/SubBuildingProgram?id=album-1&id=album-1', 'en:BuildingProgram'],
      ['/hi/News/66f1c0a2e4b0c1d2e3f4a5b6', 'hi:News'],
      ['/hi/notice/x', 'hi:notice'],
      ['/hi/Chairman', 'hi:page'],
      ['/hi/no-such-page', 'hi:page'],
      ['/og', 'site'],
      ['/og/Nope', 'site'],
      ['/og/News/a%2Fb', 'site'],
      ['/og/News/1/2', 'site'],
      ['/og/home/x%20y', 'site'],
      ['/missing-item/News', 'site'], ['/hi/missing-item/News', 'hi:page'],
    ] as const) {
      const response = await proxy(request(path));
      expect({ path, status: response.status, mark: response.headers.get(MARK) }).toEqual({ path, status: 404, mark });
      expect(response.headers.get('x-middleware-override-headers')).toContain('x-school-names-nothing');
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    }
  });

  it('lets a published item, album and every Hindi page through', async () => {
    for (const path of ['/News/66f1c0a2e4b0c1d2e3f4a5b6-annual-sports-day', '/notice/66f1c0a2e4b0c1d2e3f4a5b6', '/SubGallery?id=album-1', '/SubGallery', '/hi', '/hi/News', '/hi/Tc', '/og/News/66f1c0a2e4b0c1d2e3f4a5b6', '/og/home']) {
      const response = await proxy(request(path));
      expect({ path, next: response.headers.get('x-middleware-next'), mark: response.headers.get(MARK) }).toEqual({ path, next: '1', mark: null });
    }
  });

  it('asks the content layer nothing for an address whose first segment only an object’s prototype knows', async () => {
    jest.mocked(isCurrent).mockClear();
    for (const path of ['/constructor/abc', '/toString/x', '/og/constructor/abc', '/__proto__/x']) await proxy(request(path));
    expect(isCurrent).not.toHaveBeenCalled();
  });

  it('lets the page decide when the content layer cannot tell (the service down)', async () => {
    jest.mocked(isCurrent).mockResolvedValueOnce(null);
    const response = await proxy(request('/News/0123456789abcdef01234567-any'));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get(MARK)).toBeNull();
  });

  it('sends a marked request to its prerendered document, on exactly the paths the proxy sees', async () => {
    const { rewrites } = nextConfig('phase-production-server');
    const rules = await rewrites?.();
    if (!rules || Array.isArray(rules)) throw new Error('next.config.mjs has beforeFiles rewrites');
    const marked = (rules.beforeFiles ?? []).filter((rule) => rule.has?.some((condition) => condition.type === 'header' && condition.key === 'x-school-names-nothing'));
    expect(marked.map((rule) => [rule.source, rule.destination])).toEqual([
      [config.matcher[0], '/missing-item/:document'],
      [config.matcher[0], '/hi/missing-item/:document'],
      [config.matcher[0], '/_no-such-page'],
    ]);
    const [english, hindi] = marked.map((rule) => new RegExp(`^${String(rule.has?.[0] && 'value' in rule.has[0] ? rule.has[0].value : '')}$`));
    expect(english?.test('en:News') && english.test('en:Gallery') && !english.test('en:Chairman') && !english.test('hi:News')).toBe(true);
    expect(hindi?.test('hi:News') && hindi.test('hi:page') && !hindi.test('hi:Gallery')).toBe(true);
  });

  it('drops a visitor’s own copy of the mark, so a real page stays that page', async () => {
    const response = await proxy(request('/News', { method: 'GET', headers: { 'x-school-names-nothing': '1' } }));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-override-headers')).not.toContain('x-school-names-nothing');
    expect(response.headers.get('x-middleware-request-x-school-names-nothing')).toBeNull();
  });

  it('runs on page paths only', () => {
    const [pattern] = config.matcher;
    if (typeof pattern !== 'string') throw new Error('the first matcher is the page pattern');
    const matches = (path: string) => new RegExp(`^${pattern}$`).test(path);
    expect(matches('/hod')).toBe(true);
    expect(matches('/')).toBe(true);
    expect(matches('/_next/static/chunks/app.js')).toBe(false);
    expect(matches('/api/visit')).toBe(false);
    expect(matches('/icon.svg')).toBe(false);
    expect(matches('/sitemap.xml')).toBe(false);
  });

  it('refuses a request naming a Server Action on any path, before redirecting', async () => {
    for (const path of ['/News', '/hod', '/api/visit']) {
      const response = await proxy(request(path, { method: 'POST', headers: { 'next-action': '0123456789abcdef' } }));
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('x-middleware-next')).toBeNull();
    }
  });

});

describe('proxy and the listings’ filters', () => {
  it('leaves a listing without filters, and any other page with such parameters, to its static page', async () => {
    for (const path of ['/notice', '/News?item=abc', '/News?fbclid=1&Year=2024', '/Chairman?year=2024', '/search?q=exam', '/SubGallery?id=a&q=b']) {
      const response = await proxy(request(path));
      expect({ path, next: response.headers.get('x-middleware-next') }).toEqual({ path, next: '1' });
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    }
  });

  it('redirects another letter case first, query kept, and marks the twin addressed directly for the 404 page', async () => {
    const redirected = await proxy(request('/news?year=2024'));
    expect(redirected.status).toBe(308);
    expect(redirected.headers.get('location')).toBe('https://school.example/News?year=2024');
    for (const [path, mark] of [
      ['/_filtered/notice?year=2024', 'site'],
      ['/_filtered/notice', 'site'],
      ['/_filtered', 'site'],
      ['/_filtered/Chairman', 'site'],
      ['/hi/_filtered/notice?year=2024', 'hi:page'],
      ['/hi/_filtered', 'hi:page'],
    ] as const) {
      const response = await proxy(request(path));
      expect({ path, mark: response.headers.get(MARK) }).toEqual({ path, mark });
    }
  });

  it('has next.config.mjs send a listing’s address with any filter parameter to its twin', async () => {
    const rules = await nextConfig('phase-production-server').rewrites?.();
    if (!rules || Array.isArray(rules)) throw new Error('next.config.mjs has beforeFiles rewrites');
    for (const [source, key] of [['/notice', 'year'], ['/Gallery', 'month'], ['/EMagazine', 'q'], ['/ToppersXII', 'session']]) {
      expect(rules.beforeFiles).toContainEqual({ source, has: [{ type: 'query', key, value: '.*' }], destination: `/_filtered${source}` });
    }
    for (const [source, key, destination] of [['/hi/notice', 'year', '/hi/_filtered/notice'], ['/hi/News', 'q', '/hi/_filtered/News'], ['/hi/Events', 'month', '/hi/_filtered/Events']]) {
      expect(rules.beforeFiles).toContainEqual({ source, has: [{ type: 'query', key, value: '.*' }], destination });
    }
    expect((rules.beforeFiles ?? []).filter((rule) => rule.source === '/hi/Gallery')).toEqual([]);
    expect((rules.beforeFiles ?? []).filter((rule) => rule.source === '/Chairman' || rule.source === '/search')).toEqual([]);
  });
});

describe('proxy and Save-Data', () => {
  const image = '/_next/image?url=%2Fapi%2Fimage%2Fa.jpg&w=640&q=75';

  it('redirects an optimised image asked with Save-Data: on to a smaller width, kept apart from the full one', async () => {
    const response = await proxy(request(image, { method: 'GET', headers: { 'save-data': 'on' } }));
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('w')).toBe('256');
    expect(location.searchParams.get('sd')).toBe('1');
    expect(response.headers.get('vary')).toBe('Save-Data');
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
  });

  it('lets the image through without Save-Data, with Save-Data off, and once reduced', async () => {
    for (const [path, saveData] of [
      [image, 'off'],
      [`${image}&sd=1`, 'on'],
    ] as const) {
      const response = await proxy(request(path, { method: 'GET', headers: { 'save-data': saveData } }));
      expect(response.headers.get('x-middleware-next')).toBe('1');
    }
    expect((await proxy(request(image))).headers.get('x-middleware-next')).toBe('1');
  });

  it('runs on /_next/image only when the request carries Save-Data', () => {
    const entry = config.matcher.find((matcher) => typeof matcher !== 'string' && matcher.source === '/_next/image');
    expect(entry).toEqual({ source: '/_next/image', has: [{ type: 'header', key: 'save-data' }] });
  });
});
