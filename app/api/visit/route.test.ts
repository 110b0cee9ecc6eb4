/** @jest-environment node */
import { BlockList } from 'node:net';
import { recordVisit } from '@/lib/content/visitor';
import { installClientIpHook } from '@/lib/server/client-address';
import { setContentEnv } from '@/test/content-env';
import { POST } from './route';

jest.mock('@/lib/content/visitor', () => ({ recordVisit: jest.fn() }));
const recorded = jest.mocked(recordVisit);

/** A visit posted by the footer of a page of this site, from `address`; a null header is left out. */
function visit(address: string, overrides: Record<string, string | null> = {}): Request {
  const headers = new Headers({ host: 'school.example', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': address });
  for (const [name, value] of Object.entries(overrides)) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  return new Request('http://school.example/api/visit', { method: 'POST', headers });
}

beforeAll(() => {
  setContentEnv('http://127.0.0.1:9');
  installClientIpHook(new BlockList());
});

beforeEach(() => {
  recorded.mockReset();
  recorded.mockResolvedValue(48214);
});

describe('POST /api/visit', () => {
  it.each([
    [0, '0', '192.0.2.1'],
    [48214, '48,214', '192.0.2.2'],
    [4821473, '48,21,473', '192.0.2.3'],
    [123456789, '12,34,56,789', '192.0.2.4'],
  ])('answers %i with the label %s in Indian digit grouping, uncached', async (count, label, address) => {
    recorded.mockResolvedValueOnce(count);
    const response = await POST(visit(address));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ count, label });
  });

  it('counts a post from an older browser that sends only a same-origin Origin', async () => {
    const response = await POST(visit('192.0.2.5', { 'sec-fetch-site': null, origin: 'http://school.example' }));
    expect(response.status).toBe(200);
    expect(recorded).toHaveBeenCalledTimes(1);
  });

  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': null, origin: 'https://evil.example' }],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://school.example' }],
  ])('refuses a cross-site post %j with 403 and no vendor call', async (headers) => {
    const response = await POST(visit('192.0.2.6', headers));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
    expect(recorded).not.toHaveBeenCalled();
  });

  it('counts 6 visits a minute from one address, then shows the last count without a vendor call; other addresses still count', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await POST(visit('198.51.100.7'))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect(recorded).toHaveBeenCalledTimes(6);

    const uncounted = await POST(visit('198.51.100.7'));
    expect(uncounted.status).toBe(200);
    expect(uncounted.headers.get('cache-control')).toBe('no-store');
    expect(await uncounted.json()).toEqual({ count: 48214, label: '48,214' });
    expect(recorded).toHaveBeenCalledTimes(6);

    const other = await POST(visit('198.51.100.8'));
    expect(other.status).toBe(200);
    expect(recorded).toHaveBeenCalledTimes(7);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    for (let n = 1; n <= 6; n += 1) expect((await POST(visit(`2001:db8:5:5::${n}`))).status).toBe(200);
    expect((await POST(visit('2001:db8:5:5::99'))).status).toBe(200);
    expect(recorded).toHaveBeenCalledTimes(6);
  });

  it('answers 0 over the limit while the vendor has given no count yet, as the footer shows on a failure', async () => {
    recorded.mockResolvedValue(0);
    await jest.isolateModulesAsync(async () => {
      const fresh = (await import('./route')) as typeof import('./route');
      for (let n = 0; n < 6; n += 1) expect((await fresh.POST(visit('203.0.113.9'))).status).toBe(200);
      const uncounted = await fresh.POST(visit('203.0.113.9'));
      expect(uncounted.status).toBe(200);
      expect(await uncounted.json()).toEqual({ count: 0, label: '0' });
      expect(recorded).toHaveBeenCalledTimes(6);
    });
  });
});
