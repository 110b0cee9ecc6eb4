/** @jest-environment node */
import { NextRequest } from 'next/server';
import nextConfig from './next.config.mjs';
import { config, namesNothing, proxy } from './proxy';

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

  it('marks an item or card address no real one could be for the site’s 404 page', async () => {
    for (const path of [
      '/News/a%20b',
      '/notice/' + 'a'.repeat(126),
      '/Events/abc/def',
      '/og',
      '/og/Nope',
      '/og/News/a%2Fb',
      '/og/News/1/2',
      '/og/home/x%20y',
    ]) {
      const response = await proxy(request(path));
      expect({ path, marked: response.headers.get('x-middleware-request-x-school-names-nothing') }).toEqual({ path, marked: '1' });
      expect(response.headers.get('x-middleware-override-headers')).toContain('x-school-names-nothing');
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    }
  });

  it('sends a marked request to a path no route has, on exactly the paths the proxy sees', async () => {
    const { rewrites } = nextConfig('phase-production-server');
    const rules = await rewrites?.();
    if (!rules || Array.isArray(rules)) throw new Error('next.config.mjs has beforeFiles rewrites');
    expect(rules.beforeFiles).toContainEqual({
      source: config.matcher[0],
      has: [{ type: 'header', key: 'x-school-names-nothing' }],
      destination: '/_no-such-page',
    });
  });

  it('drops a visitor’s own copy of the mark, so a real page stays that page', async () => {
    const response = await proxy(request('/News', { method: 'GET', headers: { 'x-school-names-nothing': '1' } }));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-override-headers')).not.toContain('x-school-names-nothing');
    expect(response.headers.get('x-middleware-request-x-school-names-nothing')).toBeNull();
  });

  it('lets every address a real item or card could have through', () => {
    for (const path of [
      '/News/66f1c0a2e4b0c1d2e3f4a5b6-annual-sports-day',
      '/notice/66f1c0a2e4b0c1d2e3f4a5b6',
      '/Events/42',
      '/Events/a_b-C',
      '/notice/' + 'a'.repeat(125),
      '/og/home',
      '/og/News',
      '/og/News/66f1c0a2e4b0c1d2e3f4a5b6',
      '/og/SubGallery/abc-DEF_1',
      '/News/',
    ]) {
      expect({ path, nothing: namesNothing(path) }).toEqual({ path, nothing: false });
    }
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
    for (const path of ['/_filtered/notice?year=2024', '/_filtered/notice', '/_filtered', '/_filtered/Chairman', '/hi/_filtered/notice?year=2024', '/hi/_filtered']) {
      const response = await proxy(request(path));
      expect({ path, marked: response.headers.get('x-middleware-request-x-school-names-nothing') }).toEqual({ path, marked: '1' });
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
