/** @jest-environment node */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileStore } from './file-store';
import { MAX_SUBSCRIPTIONS, type StoredSubscription } from './store-shape';

const subscription = (n: number, topics: StoredSubscription['topics'] = ['notices'], locale: StoredSubscription['locale'] = 'en'): StoredSubscription => ({
  endpoint: `https://push.example/send/${n}`,
  keys: { p256dh: `key-${n}`, auth: `auth-${n}` },
  topics,
  locale,
  createdAt: 1_000 + n,
});

async function all(store: ReturnType<typeof fileStore>): Promise<StoredSubscription[]> {
  const found: StoredSubscription[] = [];
  for await (const batch of store.batches()) found.push(...batch);
  return found;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'push-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the file store of subscriptions', () => {
  it('keeps what was saved and removed across a restart, replacing a subscription saved again', async () => {
    const store = fileStore(dir);
    await store.save(subscription(1));
    await store.save(subscription(2, ['news', 'events'], 'hi'));
    await store.save({ ...subscription(1), topics: ['events'] });
    await store.remove([subscription(2).endpoint]);
    const again = fileStore(dir);
    expect(await all(again)).toEqual([{ ...subscription(1), topics: ['events'] }]);
    expect(await again.find(subscription(2).endpoint)).toBeNull();
    expect(await again.counts()).toEqual({ notices: { en: 0, hi: 0 }, news: { en: 0, hi: 0 }, events: { en: 1, hi: 0 } });
  });

  it('loses nothing written before a crash: a line cut short is skipped and the ones around it count', async () => {
    const store = fileStore(dir);
    await store.save(subscription(1));
    // A crash in the middle of the next line, then a restart that appends another.
    appendFileSync(path.join(dir, 'subscriptions.log'), '{"put":{"endpoint":"https://push.exa');
    const restarted = fileStore(dir);
    await restarted.save(subscription(3));
    const found = (await all(fileStore(dir))).map((entry) => entry.endpoint);
    expect(found).toEqual([subscription(1).endpoint, subscription(3).endpoint]);
  });

  it('has each save on disk when it resolves (flushed, not buffered)', async () => {
    const store = fileStore(dir);
    await store.save(subscription(5));
    expect(readFileSync(path.join(dir, 'subscriptions.log'), 'utf8')).toContain(subscription(5).endpoint);
  });

  it(`refuses a new subscription beyond ${MAX_SUBSCRIPTIONS}, while one already kept can still change`, async () => {
    const lines = Array.from({ length: MAX_SUBSCRIPTIONS }, (_, n) => JSON.stringify({ put: subscription(n) })).join('\n');
    writeFileSync(path.join(dir, 'subscriptions.log'), `${lines}\n`);
    const store = fileStore(dir);
    expect(await store.save(subscription(MAX_SUBSCRIPTIONS))).toBe('full');
    expect(await store.save({ ...subscription(7), topics: ['news'] })).toBe('saved');
    await store.remove([subscription(8).endpoint]);
    expect(await store.save(subscription(MAX_SUBSCRIPTIONS))).toBe('saved');
  });

  it('rewrites a log that is mostly removals, keeping exactly what is live', async () => {
    const store = fileStore(dir);
    for (let n = 0; n < 700; n += 1) {
      await store.save(subscription(n));
      await store.remove([subscription(n).endpoint]);
    }
    await store.save(subscription(9_999));
    const log = readFileSync(path.join(dir, 'subscriptions.log'), 'utf8').trim().split('\n');
    expect(log.length).toBeLessThan(1_000);
    expect((await all(fileStore(dir))).map((entry) => entry.endpoint)).toEqual([subscription(9_999).endpoint]);
  });
});

describe('the file store of items seen', () => {
  it('records a topic read for the first time without naming anything new, then names only ids never seen', async () => {
    const store = fileStore(dir);
    expect(await store.claimNew('notices', ['a', 'b'], 1)).toBe('first');
    expect(await store.claimNew('notices', ['a', 'b'], 2)).toEqual([]);
    expect(await store.claimNew('notices', ['c', 'a', 'b'], 3)).toEqual(['c']);
    // Another topic is read for the first time on its own.
    expect(await store.claimNew('news', ['c'], 3)).toBe('first');
    // A restart keeps what was seen: nothing is sent twice.
    expect(await fileStore(dir).claimNew('notices', ['c', 'a', 'b', 'd'], 4)).toEqual(['d']);
  });

  it('counts an empty first read as a read, so the first item published later is new', async () => {
    const store = fileStore(dir);
    expect(await store.claimNew('events', [], 1)).toBe('first');
    expect(await store.claimNew('events', ['e1'], 2)).toEqual(['e1']);
  });

  it('holds items through quiet hours and gives them out once', async () => {
    const store = fileStore(dir);
    await store.hold('notices', [{ id: 'a', title: 'A', path: '/notice/a' }]);
    await store.hold('notices', [{ id: 'b', title: 'B', path: '/notice/b' }]);
    expect(await fileStore(dir).takeHeld()).toEqual({ notices: [{ id: 'a', title: 'A', path: '/notice/a' }, { id: 'b', title: 'B', path: '/notice/b' }] });
    expect(await fileStore(dir).takeHeld()).toEqual({});
  });

  it('keeps the last 20 sends, newest first', async () => {
    const store = fileStore(dir);
    for (let n = 0; n < 25; n += 1) await store.recordSend({ topic: 'news', item: `Item ${n}`, at: new Date(n).toISOString(), delivered: n, failed: 0, removed: 0 });
    const sends = await fileStore(dir).lastSends();
    expect(sends).toHaveLength(20);
    expect(sends[0]?.item).toBe('Item 24');
    expect(sends[19]?.item).toBe('Item 5');
  });
});
