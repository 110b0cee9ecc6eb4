/** @jest-environment node */
import ICAL from 'ical.js';
import Parser from 'rss-parser';
import { site } from '@/content/site';
import {
  FEED_ITEM_LIMIT,
  eventCalendar,
  eventIcsPath,
  eventIdFromIcsName,
  eventsCalendar,
  googleCalendarUrl,
  newsRss,
  noticesRss,
  type CalendarEntry,
  type FeedEntry,
} from '@/lib/seo/feeds';

const ORIGIN = 'https://www.school.example';
const parser = new Parser();

const news: FeedEntry[] = [
  { id: 'n1', title: 'Science exhibition', description: 'Projects by classes VI to XII.', date: '2026-10-02T04:30:00.000Z' },
  { id: 'n2', title: 'Undated note', description: 'No date.', date: null },
  { id: 'n3', title: 'Board results & toppers', description: '', date: '2026-11-10T04:30:00.000Z' },
];

describe('newsRss', () => {
  it('is RSS 2.0 with the channel elements the standard requires', async () => {
    const xml = newsRss(news, ORIGIN);
    expect(xml).toMatch(/<rss[^>]*version="2.0"/);
    const feed = await parser.parseString(xml);
    expect(feed.title).toBe(`News - ${site.fullName}`);
    expect(feed.link).toBe(`${ORIGIN}/News`);
    expect(feed.description).toContain(site.fullName);
  });

  it("lists dated items newest first with their dates, each item's own page and distinct guids", async () => {
    const feed = await parser.parseString(newsRss(news, ORIGIN));
    expect(feed.items.map((item) => item.title)).toEqual(['Board results & toppers', 'Science exhibition']);
    expect(feed.items.map((item) => new Date(item.pubDate ?? '').toISOString())).toEqual([
      '2026-11-10T04:30:00.000Z',
      '2026-10-02T04:30:00.000Z',
    ]);
    expect(feed.items.map((item) => item.link)).toEqual([`${ORIGIN}/News/n3-board-results-toppers`, `${ORIGIN}/News/n1-science-exhibition`]);
    // The guids stay those given before items had pages, so a reader does not list old items again.
    expect(feed.items.map((item) => item.guid)).toEqual([`${ORIGIN}/News#n3`, `${ORIGIN}/News#n1`]);
    // An item without a description still says something.
    expect(feed.items[0]?.content).toBe('Board results & toppers');
  });

  it(`keeps the newest ${FEED_ITEM_LIMIT} items`, async () => {
    const many = Array.from({ length: FEED_ITEM_LIMIT + 5 }, (_, i) => ({
      id: `n${i}`,
      title: `Item ${i}`,
      description: 'x',
      date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    }));
    const feed = await parser.parseString(newsRss(many, ORIGIN));
    expect(feed.items).toHaveLength(FEED_ITEM_LIMIT);
    expect(feed.items[0]?.title).toBe(`Item ${FEED_ITEM_LIMIT + 4}`);
  });

  it('is a valid empty feed when there is nothing to list', async () => {
    const feed = await parser.parseString(newsRss([], ORIGIN));
    expect(feed.title).toBe(`News - ${site.fullName}`);
    expect(feed.items).toEqual([]);
  });
});

describe('noticesRss', () => {
  it("is the notices channel, linking to the notice page and each notice's own page", async () => {
    const feed = await parser.parseString(noticesRss(news, ORIGIN));
    expect(feed.title).toBe(`Notices - ${site.fullName}`);
    expect(feed.link).toBe(`${ORIGIN}/notice`);
    expect(feed.items.map((item) => item.link)).toEqual([`${ORIGIN}/notice/n3-board-results-toppers`, `${ORIGIN}/notice/n1-science-exhibition`]);
  });
});

/** The wall-clock reading of an instant in Kolkata, as 'YYYY-MM-DD HH:MM'. */
function inKolkata(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

function parseEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('eventsCalendar', () => {
  const events: CalendarEntry[] = [
    // Midnight of 18 Nov in Kolkata is still 17 Nov in UTC: the calendar must say the 18th.
    { id: 'e1', title: 'Sports Meet', description: 'Races.', date: '2026-11-17T18:30:00.000Z', time: '09:00 AM', venue: 'School Ground' },
    { id: 'e2', title: 'Founders Day', description: '', date: '2026-12-05T18:30:00.000Z', time: 'All day', venue: '' },
    { id: 'e3', title: 'Undated', description: 'x', date: null, time: '10:00 AM', venue: 'Hall' },
    { id: 'e4', title: 'Evening concert', description: 'Music.', date: '2026-12-19T18:30:00.000Z', time: '6:30 pm', venue: 'Auditorium' },
  ];

  it('parses as iCalendar with one event per dated school event', () => {
    const ics = eventsCalendar(events, ORIGIN);
    const parsed = parseEvents(ics);
    expect(parsed.map((event) => event.summary)).toEqual(['Sports Meet', 'Founders Day', 'Evening concert']);
    expect(new Set(parsed.map((event) => event.uid)).size).toBe(3);
    expect(ics).toContain(`X-WR-CALNAME:Events - ${site.fullName}`);
  });

  it('round-trips timed events to their day and time in Asia/Kolkata', () => {
    const [sports, , concert] = parseEvents(eventsCalendar(events, ORIGIN));
    expect(inKolkata(sports!.startDate.toJSDate())).toBe('2026-11-18 09:00');
    expect(inKolkata(concert!.startDate.toJSDate())).toBe('2026-12-20 18:30');
    expect(sports!.location).toBe(`School Ground, ${site.fullName}`);
  });

  it('makes an event without a readable time an all-day event on its Kolkata day', () => {
    const founders = parseEvents(eventsCalendar(events, ORIGIN))[1]!;
    expect(founders.startDate.isDate).toBe(true);
    expect(founders.startDate.toString()).toBe('2026-12-06');
    expect(founders.endDate.toString()).toBe('2026-12-07');
  });

  it('is a valid empty calendar when there are no events', () => {
    const ics = eventsCalendar([], ORIGIN);
    expect(parseEvents(ics)).toEqual([]);
    expect(new ICAL.Component(ICAL.parse(ics)).name).toBe('vcalendar');
  });
});

describe('Add to calendar', () => {
  const timed: CalendarEntry = { id: 'e1', title: 'Sports Meet', description: 'Races.', date: '2026-11-17T18:30:00.000Z', time: '09:00 AM', venue: 'School Ground' };
  const allDay: CalendarEntry = { id: 'e2', title: 'Founders Day', description: '', date: '2026-12-05T18:30:00.000Z', time: 'All day', venue: '' };
  const undated: CalendarEntry = { id: 'e3', title: 'Undated', description: 'x', date: null, time: '10:00 AM', venue: 'Hall' };

  it('eventCalendar is one event that parses, at its Kolkata time, linking to the event on the site', () => {
    const ics = eventCalendar(timed, ORIGIN) ?? '';
    const parsed = parseEvents(ics);
    expect(parsed).toHaveLength(1);
    expect(parsed[0]!.summary).toBe('Sports Meet');
    expect(inKolkata(parsed[0]!.startDate.toJSDate())).toBe('2026-11-18 09:00');
    expect(inKolkata(parsed[0]!.endDate.toJSDate())).toBe('2026-11-18 10:00');
    expect(ics).toContain(`URL:${ORIGIN}/Events/e1-sports-meet`);
  });

  it('eventCalendar gives an all-day event on its Kolkata day, and nothing for an undated one', () => {
    const [founders] = parseEvents(eventCalendar(allDay, ORIGIN) ?? '');
    expect(founders!.startDate.toString()).toBe('2026-12-06');
    expect(eventCalendar(undated, ORIGIN)).toBeNull();
  });

  it('googleCalendarUrl carries the same instants in UTC, shown in Kolkata time', () => {
    const url = new URL(googleCalendarUrl(timed, ORIGIN) ?? '');
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Sports Meet');
    // 09:00 in Kolkata is 03:30 UTC.
    expect(url.searchParams.get('dates')).toBe('20261118T033000Z/20261118T043000Z');
    expect(url.searchParams.get('ctz')).toBe('Asia/Kolkata');
    expect(url.searchParams.get('location')).toBe(`School Ground, ${site.fullName}`);
    expect(url.searchParams.get('details')).toContain(`${ORIGIN}/Events/e1-sports-meet`);
  });

  it('googleCalendarUrl gives an all-day range with an exclusive end, and nothing for an undated event', () => {
    expect(new URL(googleCalendarUrl(allDay, ORIGIN) ?? '').searchParams.get('dates')).toBe('20261206/20261207');
    expect(googleCalendarUrl(undated, ORIGIN)).toBeNull();
  });

  it('names each event\'s file by its id, and reads only such names back', () => {
    expect(eventIcsPath('abc_12-x')).toBe('/feeds/events/abc_12-x.ics');
    expect(eventIdFromIcsName('abc_12-x.ics')).toBe('abc_12-x');
    for (const name of ['abc', 'abc.ics.ics', '../x.ics', '.ics', 'a b.ics', `${'a'.repeat(65)}.ics`]) expect(eventIdFromIcsName(name)).toBeNull();
  });
});
