/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Alert } from './alerts';
import { fileStore } from './file-store';
import type { PushStore } from './store-shape';

type Listed = { data: { id: string; title: string }[]; fromService: boolean };
const lists: Record<'notice' | 'news' | 'events', Listed> = {
  notice: { data: [], fromService: true },
  news: { data: [], fromService: true },
  events: { data: [], fromService: true },
};
let store: PushStore;
const sent: Alert[][] = [];
let quietHours: { from: number; to: number } | null = null;

jest.mock('@/lib/config', () => ({
  getConfig: () => ({ siteUrl: 'https://school.example', push: { publicKey: 'p', privateKey: 'k', contact: 'mailto:o@school.example', serviceOrigins: [], quietHours } }),
}));
jest.mock('@/lib/content/listings', () => ({
  getNoticeListing: async () => lists.notice,
  getNewsListing: async () => lists.news,
  getEventListing: async () => lists.events,
}));
jest.mock('./store', () => ({ pushStore: () => store }));
jest.mock('./send', () => ({
  sendAlerts: async (alerts: Alert[]) => {
    sent.push(alerts);
    return [];
  },
}));

// Imported after the mocks above.
import { lookForNewItems } from './watch';

const notices = (...ids: string[]) => ids.map((id) => ({ id, title: `Notice ${id}` }));
const summary = (alerts: Alert[]) => alerts.map((alert) => (alert.item ? `${alert.topic}:${alert.item.id}` : `${alert.topic}:${alert.count} gathered`));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'push-watch-'));
  store = fileStore(dir);
  sent.length = 0;
  quietHours = null;
  for (const list of Object.values(lists)) Object.assign(list, { data: [], fromService: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('looking for new items', () => {
  it('sends nothing for what the lists held when first read, then one alert per new item, once', async () => {
    lists.notice.data = notices('a', 'b');
    expect(await lookForNewItems()).toEqual([]);
    lists.notice.data = notices('c', 'a', 'b');
    const alerts = await lookForNewItems();
    expect(summary(alerts)).toEqual(['notices:c']);
    expect(alerts[0]?.item).toEqual({ id: 'c', title: 'Notice c', path: '/notice/c-notice-c' });
    expect(await lookForNewItems()).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it('gathers more than three new items of a list into one alert, and keeps lists apart', async () => {
    await lookForNewItems();
    lists.notice.data = notices('1', '2', '3', '4', '5');
    lists.events.data = [{ id: 'e', title: 'Sports day' }];
    expect(summary(await lookForNewItems())).toEqual(['notices:5 gathered', 'events:e']);
  });

  it('decides nothing from a list that could not be read: its new items are sent once it is read again', async () => {
    await lookForNewItems();
    lists.news.data = [{ id: 'n', title: 'Results' }];
    lists.news.fromService = false;
    expect(await lookForNewItems()).toEqual([]);
    lists.news.fromService = true;
    expect(summary(await lookForNewItems())).toEqual(['news:n']);
  });

  it('holds what is found in quiet hours, and sends it gathered per list when they end', async () => {
    await lookForNewItems();
    // 21:00-07:00 India time; 16:00 UTC is 21:30 there, 02:00 UTC is 07:30.
    quietHours = { from: 21 * 60, to: 7 * 60 };
    lists.notice.data = notices('x');
    expect(await lookForNewItems(new Date('2026-12-06T16:00:00Z'))).toEqual([]);
    lists.notice.data = notices('y', 'x');
    lists.news.data = [{ id: 'n', title: 'Results' }];
    expect(await lookForNewItems(new Date('2026-12-06T23:00:00Z'))).toEqual([]);
    expect(summary(await lookForNewItems(new Date('2026-12-07T02:00:00Z')))).toEqual(['notices:2 gathered', 'news:n']);
    expect(await lookForNewItems(new Date('2026-12-07T02:00:15Z'))).toEqual([]);
  });
});
