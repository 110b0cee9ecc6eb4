/** @jest-environment node */
import { alertPayload, alertsFor, pushTopicHeader } from './alerts';

const SITE = 'https://school.example';
const item = (n: number) => ({ id: `id${n}`, title: `Notice ${n}`, path: `/notice/id${n}-notice-${n}` });

describe('alerts for new items', () => {
  it('sends one alert per item for up to three items, and one that opens the list for more', () => {
    expect(alertsFor('notices', [item(1), item(2), item(3)]).map((alert) => alert.item?.id)).toEqual(['id1', 'id2', 'id3']);
    const gathered = alertsFor('notices', [1, 2, 3, 4].map(item));
    expect(gathered).toHaveLength(1);
    expect(alertPayload(gathered[0]!, 'en', SITE)).toMatchObject({ title: '4 new notices', url: 'https://school.example/notice', lang: 'en' });
    expect(alertPayload(gathered[0]!, 'hi', SITE)).toMatchObject({ title: '4 नई सूचनाएँ', url: 'https://school.example/hi/notice', lang: 'hi' });
    expect(alertsFor('news', [])).toEqual([]);
  });

  it('gathers two held items into one alert at the end of quiet hours, and leaves one held item as it is', () => {
    expect(alertsFor('events', [item(1), item(2)], true)).toEqual([{ topic: 'events', item: null, count: 2, titles: ['Notice 1', 'Notice 2'] }]);
    expect(alertsFor('events', [item(1)], true)[0]?.item?.id).toBe('id1');
  });

  it("names the item in its line and opens the item's own (English) page in either language", () => {
    const [alert] = alertsFor('notices', [item(7)]);
    expect(alertPayload(alert!, 'en', SITE)).toMatchObject({ title: 'New notice', body: 'Notice 7', url: 'https://school.example/notice/id7-notice-7' });
    expect(alertPayload(alert!, 'hi', SITE)).toMatchObject({ title: 'नई सूचना', body: 'Notice 7', url: 'https://school.example/notice/id7-notice-7', lang: 'hi' });
  });

  it('keeps a payload under 3 KB whatever the title, as one line', () => {
    const [alert] = alertsFor('news', [{ id: 'x', title: `Heavy rain\r\n\u0007${'बारिश के कारण स्कूल बंद '.repeat(400)}`, path: '/News/x-heavy-rain' }]);
    const payload = alertPayload(alert!, 'hi', SITE);
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThan(3 * 1024);
    expect(payload.body).toMatch(/^Heavy rain बारिश/);
    expect(payload.body).toMatch(/…$/);
    expect(Array.from(payload.body).length).toBeLessThanOrEqual(200);
  });

  it('gives the same item the same tag and push topic, within RFC 8030 bounds, and another item another', () => {
    const [first] = alertsFor('notices', [item(1)]);
    const [again] = alertsFor('notices', [item(1)]);
    const [other] = alertsFor('notices', [item(2)]);
    expect(pushTopicHeader(first!)).toBe(pushTopicHeader(again!));
    expect(pushTopicHeader(first!)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(pushTopicHeader(first!)).not.toBe(pushTopicHeader(other!));
    expect(alertPayload(first!, 'en', SITE).tag).not.toBe(alertPayload(other!, 'en', SITE).tag);
  });
});
