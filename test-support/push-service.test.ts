/** @jest-environment node */
// The e2e's local push service (test-support/push-service.ts) against the real `web-push` library, over HTTPS
// with the test's own CA (trusted through an https.Agent's `ca`, as Jest's process has no NODE_EXTRA_CA_CERTS):
// it decrypts what web-push encrypts, records the headers, refuses bad VAPID tokens and bad encryption, and
// answers 410 and 429 on demand.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { generateRequestDetails, generateVAPIDKeys, getVapidHeaders, sendNotification, WebPushError, type PushSubscription, type RequestOptions } from 'web-push';
import { BODY_LIMIT, startPushService, type PushService } from './push-service';
import { makeTestCa, type TestCa } from './test-ca';

const site = generateVAPIDKeys();
const other = generateVAPIDKeys();
const CONTACT = 'mailto:office@school.example';
const payload = { title: 'New notice', body: 'School closed tomorrow (heavy rain)', url: 'https://school.example/notice/closed', lang: 'en', tag: 'notice-1' };

let ca: TestCa;
let service: PushService;
let agent: Agent;

beforeAll(async () => {
  ca = makeTestCa();
  service = await startPushService({ port: 0, tls: ca, vapidPublicKey: site.publicKey });
  agent = new Agent({ ca: readFileSync(ca.caFile) });
});

afterAll(async () => {
  agent.destroy();
  await service.close();
  ca.remove();
});

const options = (extra: RequestOptions = {}): RequestOptions => ({
  vapidDetails: { subject: CONTACT, publicKey: site.publicKey, privateKey: site.privateKey },
  TTL: 86400,
  urgency: 'normal',
  agent,
  ...extra,
});

/** The status web-push's request got: 201, or the WebPushError's. */
async function send(subscription: PushSubscription, body: string, extra: RequestOptions = {}): Promise<number> {
  try {
    return (await sendNotification(subscription, body, options(extra))).statusCode;
  } catch (error) {
    if (error instanceof WebPushError) return error.statusCode;
    throw error;
  }
}

/** web-push's request for `subscription` with headers changed (a header set to undefined is left out); its status. */
function sendChanged(subscription: PushSubscription, headers: Record<string, string | undefined>, body?: Buffer): Promise<number> {
  const details = generateRequestDetails(subscription, JSON.stringify(payload), options());
  const merged = Object.fromEntries(Object.entries({ ...details.headers, ...headers }).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return new Promise((resolve, reject) => {
    const outgoing = request(details.endpoint, { method: 'POST', headers: merged, agent }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', reject);
    outgoing.end(body ?? details.body);
  });
}

/** A VAPID authorization for this service signed by `keys`, naming `k` as its key. */
function authorization(keys: { publicKey: string; privateKey: string }, k = keys.publicKey, aud = service.origin, exp?: number): string {
  const signed = getVapidHeaders(aud, CONTACT, keys.publicKey, keys.privateKey, 'aes128gcm', exp).Authorization;
  return signed.replace(/k=[^,]+$/, `k=${k}`);
}

test('decrypts what web-push sends with the subscription\'s private key, and records TTL, Urgency and Topic', async () => {
  const subscription = service.newSubscription('parent-1');
  expect(subscription.endpoint).toBe(`${service.origin}/push/parent-1`);

  expect(await send(subscription, JSON.stringify(payload), { topic: 'notice-1' })).toBe(201);

  const [message] = await service.waitForMessages('parent-1', 1, 5_000);
  expect(message?.payload).toEqual(payload);
  expect(message?.headers).toEqual({ ttl: 86400, urgency: 'normal', topic: 'notice-1' });
  expect(message?.bytes).toBeGreaterThan(JSON.stringify(payload).length);
});

test('each of many cheap subscriptions decrypts its own messages', async () => {
  const many = service.newSubscriptions('bulk', 3);
  expect(new Set(many.map((subscription) => subscription.endpoint)).size).toBe(3);
  for (const [n, subscription] of many.entries()) expect(await send(subscription, JSON.stringify({ n }))).toBe(201);
  expect(service.messages('bulk-2').map((message) => message.payload)).toEqual([{ n: 2 }]);
});

test('refuses a JWT signed with another key than its k (401), one signed with another site\'s key (403), an expired one and another audience (401)', async () => {
  const subscription = service.newSubscription('parent-2');
  const now = Math.floor(Date.now() / 1000);

  expect(await sendChanged(subscription, { Authorization: authorization(other, site.publicKey) })).toBe(401);
  expect(await send(subscription, JSON.stringify(payload), { vapidDetails: { subject: CONTACT, ...other } })).toBe(403);
  expect(await sendChanged(subscription, { Authorization: authorization(site, site.publicKey, service.origin, now - 60) })).toBe(401);
  expect(await sendChanged(subscription, { Authorization: authorization(site, site.publicKey, 'https://127.0.0.1:1') })).toBe(401);
  expect(await sendChanged(subscription, { Authorization: undefined })).toBe(401);
  expect(service.answers('parent-2').map((answer) => answer.reason)).toEqual([
    'bad JWT signature',
    'signed with another VAPID key',
    'JWT expired',
    'aud https://127.0.0.1:1 is not ' + service.origin,
    'no vapid authorization',
  ]);

  // The same request, rightly signed, is accepted: what was refused was the token alone.
  expect(await sendChanged(subscription, { Authorization: authorization(site) })).toBe(201);
  expect(service.messages('parent-2')).toHaveLength(1);
});

test('refuses a body encrypted for another subscription, no TTL, another encoding, and an oversized body (400, 400, 400, 413)', async () => {
  const subscription = service.newSubscription('parent-3');
  const stranger = service.newSubscription('stranger');

  expect(await send({ endpoint: subscription.endpoint, keys: stranger.keys }, JSON.stringify(payload))).toBe(400);
  expect(await sendChanged(subscription, { TTL: undefined })).toBe(400);
  expect(await sendChanged(subscription, { 'Content-Encoding': 'aesgcm' })).toBe(400);
  expect(await sendChanged(subscription, { 'Content-Length': undefined }, Buffer.alloc(BODY_LIMIT + 1))).toBe(413);
  expect(service.answers('parent-3').map((answer) => answer.reason)).toEqual([
    'the record does not decrypt with this subscription\'s keys',
    'no TTL',
    'Content-Encoding is not aes128gcm',
    'body over the limit',
  ]);
  expect(service.messages('parent-3')).toEqual([]);
});

test('answers 410 and 404 on demand, and 429 with Retry-After for the next N requests, then 201', async () => {
  const subscription = service.newSubscription('parent-4');
  const body = JSON.stringify(payload);

  service.setMode('parent-4', 'gone');
  expect(await send(subscription, body)).toBe(410);
  service.setMode('parent-4', 'not-found');
  expect(await send(subscription, body)).toBe(404);

  service.setMode('parent-4', 'busy', 2);
  const busy = await sendNotification(subscription, body, options()).catch((error: unknown) => error);
  expect(busy).toBeInstanceOf(WebPushError);
  expect(busy).toMatchObject({ statusCode: 429, headers: expect.objectContaining({ 'retry-after': '1' }) });
  expect(await send(subscription, body)).toBe(429);
  expect(await send(subscription, body)).toBe(201);

  service.setMode('parent-4', 'error', 1);
  expect(await send(subscription, body)).toBe(500);
  expect(await send(subscription, body)).toBe(201);

  expect(service.answers('parent-4').map((answer) => answer.status)).toEqual([410, 404, 429, 429, 201, 500, 201]);
  expect(service.messages('parent-4')).toHaveLength(2);
  expect(await send({ ...subscription, endpoint: `${service.origin}/push/never-made` }, body)).toBe(404);
});

test('waitForMessages rejects, naming what the subscription was answered, when too few arrive', async () => {
  const subscription = service.newSubscription('parent-5');
  service.setMode('parent-5', 'gone');
  await send(subscription, JSON.stringify(payload));
  await expect(service.waitForMessages('parent-5', 1, 200)).rejects.toThrow('its answers: 410 gone, as asked');
});
