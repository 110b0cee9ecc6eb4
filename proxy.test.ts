/** @jest-environment node */
import { NextRequest } from 'next/server';
import { config, proxy } from './proxy';

const request = (path: string) => new NextRequest(new URL(path, 'https://school.example'));

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
    const matches = (path: string) => new RegExp(`^${pattern}$`).test(path);
    expect(matches('/hod')).toBe(true);
    expect(matches('/')).toBe(true);
    expect(matches('/_next/static/chunks/app.js')).toBe(false);
    expect(matches('/api/visit')).toBe(false);
    expect(matches('/icon.svg')).toBe(false);
    expect(matches('/sitemap.xml')).toBe(false);
  });
});
