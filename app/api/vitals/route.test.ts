/** @jest-environment node */
import { BlockList } from 'node:net';
import { installClientIpHook } from '@/lib/server/client-address';
import { recordVitals } from '@/lib/vitals/store';
import { setContentEnv } from '@/test/content-env';
import { POST } from './route';

jest.mock('@/lib/vitals/store', () => ({ recordVitals: jest.fn() }));
const recorded = jest.mocked(recordVitals);

const GOOD = { route: '/News/[slug]', connection: '3g', metrics: [{ name: 'LCP', value: 2140.5 }, { name: 'CLS', value: 0.02 }, { name: 'TTFB', value: 380 }, { name: 'INP', value: 96 }] };

/** A beacon as sendBeacon posts it from a page of this site, from `address`; a null header is left out. */
function beacon(body: unknown, address: string, overrides: Record<string, string | null> = {}): Request {
  const headers = new Headers({
    host: 'school.example',
    'sec-fetch-site': 'same-origin',
    origin: 'http://school.example',
    'content-type': 'text/plain;charset=UTF-8',
    'x-forwarded-for': address,
  });
  for (const [name, value] of Object.entries(overrides)) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  return new Request('http://school.example/api/vitals', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

beforeAll(() => {
  setContentEnv('http://127.0.0.1:9');
  installClientIpHook(new BlockList());
});

beforeEach(() => recorded.mockReset());

describe('POST /api/vitals', () => {
  it('counts a beacon of this site’s pages and answers 204, uncached', async () => {
    const response = await POST(beacon(GOOD, '192.0.2.1'));
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(recorded).toHaveBeenCalledWith(GOOD);
  });

  it('takes a beacon sent as application/json too', async () => {
    expect((await POST(beacon(GOOD, '192.0.2.2', { 'content-type': 'application/json' }))).status).toBe(204);
  });

  it.each([
    ['a cross-site page', { 'sec-fetch-site': 'cross-site' }],
    ['an older browser on another site', { 'sec-fetch-site': null, origin: 'https://evil.example' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site', origin: 'https://news.school.example' }],
  ])('refuses a beacon from %s with 403, uncounted', async (_, headers) => {
    const response = await POST(beacon(GOOD, '192.0.2.3', headers));
    expect(response.status).toBe(403);
    expect(recorded).not.toHaveBeenCalled();
  });

  it('refuses a form post or an upload with 415', async () => {
    expect((await POST(beacon(GOOD, '192.0.2.4', { 'content-type': 'application/x-www-form-urlencoded' }))).status).toBe(415);
    expect((await POST(beacon(GOOD, '192.0.2.4', { 'content-type': 'multipart/form-data; boundary=x' }))).status).toBe(415);
    expect(recorded).not.toHaveBeenCalled();
  });

  it('refuses a body over 1 KB with 413, whether declared or not', async () => {
    const padded = JSON.stringify({ ...GOOD, padding: 'x'.repeat(1100) });
    expect((await POST(beacon(padded, '192.0.2.5'))).status).toBe(413);
    expect((await POST(beacon(padded, '192.0.2.5', { 'content-length': '900' }))).status).toBe(413);
    expect(recorded).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{"route": "/"'],
    ['empty', ''],
    ['a list', [GOOD]],
    ['a full address rather than a route', { ...GOOD, route: '/News/annual-day?utm_source=whatsapp' }],
    ['a route the site does not have', { ...GOOD, route: '/admin' }],
    ['an identifier beside the figures', { ...GOOD, visitor: 'b1946ac9' }],
    ['a connection type no browser reports', { ...GOOD, connection: '5g' }],
    ['a metric web-vitals does not measure', { ...GOOD, metrics: [{ name: 'FID', value: 12 }] }],
    ['no metric', { ...GOOD, metrics: [] }],
    ['one metric twice', { ...GOOD, metrics: [{ name: 'LCP', value: 900 }, { name: 'LCP', value: 100_000 }] }],
    ['a negative time', { ...GOOD, metrics: [{ name: 'TTFB', value: -5 }] }],
    ['a page that took an hour', { ...GOOD, metrics: [{ name: 'LCP', value: 3_600_000 }] }],
    ['a number as a string', { ...GOOD, metrics: [{ name: 'CLS', value: '0.1' }] }],
  ])('refuses a beacon that is %s with 400, uncounted', async (_, body) => {
    const response = await POST(beacon(body, '192.0.2.6'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The beacon is not one this site sends.' });
    expect(recorded).not.toHaveBeenCalled();
  });

  it('counts 60 beacons in ten minutes from one address, then refuses with 429 and Retry-After; another address still counts', async () => {
    const statuses = new Set<number>();
    for (let n = 0; n < 60; n += 1) statuses.add((await POST(beacon(GOOD, '198.51.100.7'))).status);
    expect([...statuses]).toEqual([204]);
    const refused = await POST(beacon(GOOD, '198.51.100.7'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(recorded).toHaveBeenCalledTimes(60);
    expect((await POST(beacon(GOOD, '198.51.100.8'))).status).toBe(204);
  });
});
