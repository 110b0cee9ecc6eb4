/** @jest-environment node */
import { NextRequest } from 'next/server';
import { config, proxy } from './proxy';

const request = (path: string, init?: { method: string; headers: Record<string, string> }) =>
  new NextRequest(new URL(path, 'https://school.example'), init);

describe('proxy', () => {
  it('redirects another letter case permanently (308) to the canonical route, keeping the query', () => {
    const response = proxy(request('/subgallery?id=abc&x=1'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('https://school.example/SubGallery?id=abc&x=1');
  });

  it('lets canonical and unknown paths through', () => {
    for (const path of ['/SubGallery?id=abc', '/', '/no-such-page']) {
      const response = proxy(request(path));
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('x-middleware-next')).toBe('1');
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

  it('refuses a request naming a Server Action on any path, before redirecting', () => {
    for (const path of ['/News', '/hod', '/api/visit']) {
      const response = proxy(request(path, { method: 'POST', headers: { 'next-action': '0123456789abcdef' } }));
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('x-middleware-next')).toBeNull();
    }
  });

});
