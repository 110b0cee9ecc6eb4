/** @jest-environment node */
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { BlockList } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig, type Config } from '@/lib/config';
import { fileStore } from '@/lib/push/file-store';
import type { PushStore } from '@/lib/push/store-shape';
import { installClientIpHook } from '@/lib/server/client-address';

const env = {
  CONTENT_API_URL: 'http://127.0.0.1:9',
  SCHOOL_CODE: 'SAMS042',
  CONTENT_API_TOKEN: 'test-token-abcdef',
  SITE_URL: 'https://school.example',
  REVALIDATE_SECRET: 'test-revalidate-secret-123',
  PUSH_VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
  PUSH_VAPID_PRIVATE_KEY: 'k'.repeat(43),
  PUSH_CONTACT: 'mailto:office@school.example',
};
let config: Config = parseConfig(env);
let store: PushStore;
jest.mock('@/lib/config', () => ({ ...jest.requireActual('@/lib/config'), getConfig: () => config }));
jest.mock('@/lib/push/store', () => ({ ...jest.requireActual('@/lib/push/store'), pushStore: () => store }));

// After the mocks above.
import { DELETE, POST } from './route';

/** A browser's subscription at Chrome's push service, with a real P-256 key and auth secret. */
function subscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

/** A same-site request from `address`; a null header is left out. */
function request(method: 'POST' | 'DELETE', body: unknown, address: string, overrides: Record<string, string | null> = {}): Request {
  const headers = new Headers({ host: 'school.example', 'sec-fetch-site': 'same-origin', origin: 'https://school.example', 'content-type': 'application/json', 'x-forwarded-for': address });
  for (const [name, value] of Object.entries(overrides)) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  return new Request('https://school.example/api/push/subscription', { method, headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

let dir: string;
let client = 0;
/** A new client address per request, so the per-client limit stays out of tests about other refusals. */
const nextAddress = () => `198.51.100.${(client += 1) % 250}`;

beforeAll(() => installClientIpHook(new BlockList()));
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'push-route-'));
  store = fileStore(dir);
  config = parseConfig(env);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('/api/push/subscription', () => {
  it('keeps a subscription with its topics and language (201), and turning off deletes it at once (204)', async () => {
    const sub = subscription();
    const on = await POST(request('POST', { subscription: sub, topics: ['notices', 'events', 'notices'], locale: 'hi' }, nextAddress()));
    expect(on.status).toBe(201);
    expect(on.headers.get('cache-control')).toBe('no-store');
    expect(await on.json()).toEqual({ topics: ['notices', 'events'], locale: 'hi' });
    expect(await store.find(sub.endpoint)).toMatchObject({ keys: sub.keys, topics: ['notices', 'events'], locale: 'hi' });
    expect((await DELETE(request('DELETE', { endpoint: sub.endpoint }, nextAddress()))).status).toBe(204);
    expect(await store.find(sub.endpoint)).toBeNull();
  });

  it("moves a renewed subscription's topics and language over from the one it replaces", async () => {
    const old = subscription();
    await POST(request('POST', { subscription: old, topics: ['news'], locale: 'hi' }, nextAddress()));
    const renewed = subscription();
    const moved = await POST(request('POST', { subscription: renewed, replaces: old.endpoint }, nextAddress()));
    expect(moved.status).toBe(201);
    expect(await store.find(renewed.endpoint)).toMatchObject({ topics: ['news'], locale: 'hi' });
    expect(await store.find(old.endpoint)).toBeNull();
    expect((await POST(request('POST', { subscription: subscription(), replaces: 'https://fcm.googleapis.com/fcm/send/unknown' }, nextAddress()))).status).toBe(404);
  });

  it('refuses another site (403) and a body over 4 KB (413), keeping nothing', async () => {
    const sub = subscription();
    const body = { subscription: sub, topics: ['notices'], locale: 'en' };
    expect((await POST(request('POST', body, nextAddress(), { 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
    expect((await POST(request('POST', body, nextAddress(), { 'sec-fetch-site': null, origin: 'https://evil.example' }))).status).toBe(403);
    expect((await DELETE(request('DELETE', { endpoint: sub.endpoint }, nextAddress(), { 'sec-fetch-site': 'same-site' }))).status).toBe(403);
    expect((await POST(request('POST', { ...body, padding: 'x'.repeat(4096) }, nextAddress()))).status).toBe(413);
    expect(await store.find(sub.endpoint)).toBeNull();
  });

  it.each([
    ['not JSON', '{"subscription":'],
    ['no keys', { subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/x' }, topics: ['news'], locale: 'en' }],
    ['a key that is no P-256 point', { subscription: { ...subscription(), keys: { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'), auth: randomBytes(16).toString('base64url') } }, topics: ['news'], locale: 'en' }],
    ['an unknown topic', { subscription: subscription(), topics: ['exams'], locale: 'en' }],
    ['no topic', { subscription: subscription(), topics: [], locale: 'en' }],
    ['another language', { subscription: subscription(), topics: ['news'], locale: 'fr' }],
    ['a plain http: endpoint', { subscription: subscription('http://fcm.googleapis.com/fcm/send/x'), topics: ['news'], locale: 'en' }],
    ['an endpoint at no allowed push service', { subscription: subscription('https://10.0.0.5/admin'), topics: ['news'], locale: 'en' }],
  ])('refuses %s with 400 and a message', async (_, body) => {
    const response = await POST(request('POST', body, nextAddress()));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toEqual(expect.any(String));
  });

  it('lets one client make 10 changes a minute, then answers 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) statuses.push((await POST(request('POST', { subscription: subscription(), topics: ['news'], locale: 'en' }, '203.0.113.7'))).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const refused = await POST(request('POST', { subscription: subscription(), topics: ['news'], locale: 'en' }, '203.0.113.7'));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not held back.
    expect((await POST(request('POST', { subscription: subscription(), topics: ['news'], locale: 'en' }, '203.0.113.8'))).status).toBe(201);
  });

  it('answers 404 to everything when the site has no VAPID keys', async () => {
    config = parseConfig({ ...env, PUSH_VAPID_PUBLIC_KEY: '', PUSH_VAPID_PRIVATE_KEY: '', PUSH_CONTACT: '' });
    expect((await POST(request('POST', { subscription: subscription(), topics: ['news'], locale: 'en' }, nextAddress()))).status).toBe(404);
    expect((await DELETE(request('DELETE', { endpoint: 'https://fcm.googleapis.com/fcm/send/x' }, nextAddress()))).status).toBe(404);
  });
});
