/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PushConfig } from '@/lib/config';
import type { Alert } from './alerts';
import { fileStore } from './file-store';
import { MAX_ATTEMPTS, SEND_CONCURRENCY, retryAfterMs, sendAlerts, verdict, type Attempt, type SendContext } from './send';
import type { StoredSubscription } from './store-shape';

const DAY = 24 * 60 * 60 * 1000;
const push: PushConfig = { publicKey: 'p', privateKey: 'k', contact: 'mailto:office@school.example', serviceOrigins: ['https://push.example'], quietHours: null };
const notice: Alert = { topic: 'notices', item: { id: 'n1', title: 'School closed tomorrow', path: '/notice/n1-school-closed-tomorrow' }, count: 1, titles: [] };
const event: Alert = { topic: 'events', item: { id: 'e1', title: 'Sports day', path: '/Events/e1-sports-day' }, count: 1, titles: [] };

const subscriber = (n: number, extra: Partial<StoredSubscription> = {}): StoredSubscription => ({
  endpoint: `https://push.example/send/${n}`,
  keys: { p256dh: 'key', auth: 'auth' },
  topics: ['notices'],
  locale: 'en',
  createdAt: Date.now(),
  ...extra,
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'push-send-'));
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

/** A context whose requests answer with `answer(endpoint, attemptNo)`, recording each request. */
function context(answer: (endpoint: string, attemptNo: number) => Attempt) {
  const store = fileStore(dir);
  const sent: { endpoint: string; alert: Alert; locale: string }[] = [];
  let active = 0;
  let mostAtOnce = 0;
  const attempt: SendContext['attempt'] = async (subscription, alert) => {
    active += 1;
    mostAtOnce = Math.max(mostAtOnce, active);
    await new Promise((resolve) => setTimeout(resolve, 1));
    active -= 1;
    sent.push({ endpoint: subscription.endpoint, alert, locale: subscription.locale });
    return answer(subscription.endpoint, sent.filter((entry) => entry.endpoint === subscription.endpoint && entry.alert === alert).length);
  };
  return { store, sent, mostAtOnce: () => mostAtOnce, context: { store, push, siteUrl: 'https://school.example', attempt } satisfies SendContext };
}

const created: Attempt = { status: 201, retryAfterMs: null };

describe('what an answer of a push service leads to', () => {
  it('counts 2xx as delivered, deletes on 404 and 410, and fails other refusals without retrying', () => {
    expect(verdict(created, 1, 0)).toEqual({ outcome: 'delivered' });
    expect(verdict({ status: 410, retryAfterMs: null }, 1, 0)).toEqual({ outcome: 'removed' });
    expect(verdict({ status: 404, retryAfterMs: null }, 1, 0)).toEqual({ outcome: 'removed' });
    for (const status of [400, 401, 403, 413]) expect(verdict({ status, retryAfterMs: null }, 1, 0)).toEqual({ outcome: 'failed' });
  });

  it('retries 429, 5xx and no answer: after Retry-After when given, else 10 s doubling (with jitter)', () => {
    expect(verdict({ status: 429, retryAfterMs: 3_000 }, 1, 0)).toEqual({ retryInMs: 3_000 });
    expect(verdict({ status: 503, retryAfterMs: null }, 1, 0, () => 0.5)).toEqual({ retryInMs: 10_000 });
    expect(verdict({ status: 500, retryAfterMs: null }, 3, 0, () => 0.5)).toEqual({ retryInMs: 40_000 });
    expect(verdict({ status: null, retryAfterMs: null }, 2, 0, () => 0)).toEqual({ retryInMs: 16_000 });
    // A Retry-After of days is waited an hour at most.
    expect(verdict({ status: 429, retryAfterMs: 3 * DAY }, 1, 0)).toEqual({ retryInMs: 60 * 60 * 1000 });
  });

  it('gives up after the last attempt, and when the wait would pass the day the push service keeps an alert', () => {
    expect(verdict({ status: 429, retryAfterMs: 1_000 }, MAX_ATTEMPTS, 0)).toEqual({ outcome: 'failed' });
    expect(verdict({ status: 429, retryAfterMs: 60_000 }, 2, DAY - 30_000)).toEqual({ outcome: 'failed' });
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('120')).toBe(120_000);
    expect(retryAfterMs('Sun, 06 Dec 2026 10:00:30 GMT', Date.parse('2026-12-06T10:00:00Z'))).toBe(30_000);
    expect(retryAfterMs(undefined)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });
});

describe('sending alerts', () => {
  it('sends each alert once to each subscription of its topic, in its language, and records the counts', async () => {
    const run = context(() => created);
    await run.store.save(subscriber(1));
    await run.store.save(subscriber(2, { topics: ['notices', 'events'], locale: 'hi' }));
    await run.store.save(subscriber(3, { topics: ['news'] }));
    const records = await sendAlerts([notice, event], run.context);
    expect(run.sent.map((entry) => `${entry.endpoint.slice(-1)}:${entry.alert.topic}:${entry.locale}`).sort()).toEqual(['1:notices:en', '2:events:hi', '2:notices:hi']);
    expect(records.map(({ item, delivered, failed, removed }) => ({ item, delivered, failed, removed }))).toEqual([
      { item: 'School closed tomorrow', delivered: 2, failed: 0, removed: 0 },
      { item: 'Sports day', delivered: 1, failed: 0, removed: 0 },
    ]);
    expect((await run.store.lastSends()).map((send) => send.item)).toEqual(['Sports day', 'School closed tomorrow']);
  });

  it('deletes a subscription its push service says is gone, and tries a busy one again', async () => {
    const run = context((endpoint, attemptNo) => (endpoint.endsWith('/1') ? { status: 410, retryAfterMs: null } : attemptNo === 1 ? { status: 429, retryAfterMs: 5 } : created));
    await run.store.save(subscriber(1));
    await run.store.save(subscriber(2));
    const [record] = await sendAlerts([notice], run.context);
    expect(record).toMatchObject({ delivered: 1, failed: 0, removed: 1 });
    expect(run.sent.filter((entry) => entry.endpoint.endsWith('/2'))).toHaveLength(2);
    expect(await run.store.find(subscriber(1).endpoint)).toBeNull();
    expect(await run.store.find(subscriber(2).endpoint)).not.toBeNull();
    expect((await run.store.deliveredAt([subscriber(2).endpoint])).has(subscriber(2).endpoint)).toBe(true);
  });

  it(`sends to many subscriptions at most ${SEND_CONCURRENCY} at a time`, async () => {
    const run = context(() => created);
    for (let n = 0; n < 200; n += 1) await run.store.save(subscriber(n));
    const [record] = await sendAlerts([notice], run.context);
    expect(record?.delivered).toBe(200);
    expect(run.mostAtOnce()).toBe(SEND_CONCURRENCY);
  });

  it('deletes, without sending, a subscription that has had no alert delivered for a year', async () => {
    const run = context(() => created);
    await run.store.save(subscriber(1, { createdAt: Date.now() - 366 * DAY }));
    await run.store.save(subscriber(2, { createdAt: Date.now() - 366 * DAY }));
    await run.store.delivered([subscriber(2).endpoint], Date.now() - 100 * DAY);
    await sendAlerts([notice], run.context);
    expect(run.sent.map((entry) => entry.endpoint)).toEqual([subscriber(2).endpoint]);
    expect(await run.store.find(subscriber(1).endpoint)).toBeNull();
  });

  it('never sends to an endpoint outside PUSH_SERVICE_ORIGINS, even one stored before they were narrowed', async () => {
    const run = context(() => created);
    await run.store.save(subscriber(1, { endpoint: 'https://169.254.169.254/latest/meta-data' }));
    await run.store.save(subscriber(2));
    await sendAlerts([notice], run.context);
    expect(run.sent.map((entry) => entry.endpoint)).toEqual([subscriber(2).endpoint]);
  });
});
