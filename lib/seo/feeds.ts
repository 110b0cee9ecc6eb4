import type { EventItem } from '@/lib/content/events';
import { Feed } from 'feed';
import { createEvents, type EventAttributes } from 'ics';
import { site } from '@/content/site';
import { calendarDate, kolkataInstant, parseClockTime, TIME_ZONE, toIsoDate, type CalendarDate } from '@/lib/dates';
import { absoluteUrl, FEEDS } from './metadata';
import { itemPath, type ItemListing } from '@/lib/routes';

/** Feeds carry the newest items only; older ones stay on the listing pages. */
export const FEED_ITEM_LIMIT = 50;

/** What an RSS item needs from a news item or a notice. */
export interface FeedEntry {
  id: string;
  title: string;
  description: string;
  /** ISO instant; entries without one are left out, as a feed item needs a date. */
  date: string | null;
}

interface ChannelOptions {
  feed: 'news' | 'notices';
  /** The listing page the items appear on; each item's own page is under it. */
  page: Extract<ItemListing, '/News' | '/notice'>;
  title: string;
  description: string;
}

function rssFeed({ feed: name, page, title, description }: ChannelOptions, entries: readonly FeedEntry[], origin: string): string {
  const dated = entries
    .flatMap((entry) => (entry.date ? [{ ...entry, published: new Date(entry.date) }] : []))
    .sort((a, b) => b.published.getTime() - a.published.getTime())
    .slice(0, FEED_ITEM_LIMIT);
  const pageUrl = absoluteUrl(page, origin);
  const feed = new Feed({
    title,
    description,
    id: pageUrl,
    link: pageUrl,
    language: 'en-IN',
    image: absoluteUrl('/icons/icon-192.png', origin),
    copyright: `© ${site.fullName}`,
    // The newest item's date, so an unchanged feed reads the same on every regeneration.
    updated: dated[0]?.published ?? new Date(0),
    generator: site.fullName,
    feedLinks: { rss: absoluteUrl(FEEDS[name].path, origin) },
  });
  for (const entry of dated) {
    feed.addItem({
      title: entry.title,
      // The guid stays what it was before items had pages of their own, so readers do not show old items again.
      id: `${pageUrl}#${entry.id}`,
      link: absoluteUrl(itemPath(page, entry), origin),
      description: entry.description || entry.title,
      date: entry.published,
    });
  }
  return feed.rss2();
}

/** RSS 2.0 of the school's news, newest first. */
export function newsRss(entries: readonly FeedEntry[], origin: string): string {
  return rssFeed(
    { feed: 'news', page: '/News', title: FEEDS.news.title, description: `News from ${site.fullName}, ${site.address.locality}.` },
    entries,
    origin,
  );
}

/** RSS 2.0 of the school's notices, newest first. */
export function noticesRss(entries: readonly FeedEntry[], origin: string): string {
  return rssFeed(
    {
      feed: 'notices',
      page: '/notice',
      title: FEEDS.notices.title,
      description: `Notices and circulars for students and parents of ${site.fullName}.`,
    },
    entries,
    origin,
  );
}

/** What a calendar entry needs from an event; its `time` is free text: '09:00 AM' gives a timed entry, anything else an all-day one. */
export type CalendarEntry = Pick<EventItem, 'id' | 'title' | 'description' | 'date' | 'time' | 'venue'>;

/** Timed entries last this long: the service gives a start time but no end. */
const TIMED_EVENT_HOURS = 1;

const dayArray = (date: CalendarDate): [number, number, number] => [date.year, date.month, date.day];

function nextDay(date: CalendarDate): CalendarDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** When an event happens: a one-hour slot from its stated Kolkata time, or its whole Kolkata day. */
type EventTimes = { allDay: true; day: CalendarDate; nextDay: CalendarDate } | { allDay: false; start: Date; end: Date };

/** The times of a dated event, read with the site's one clock-time parser; null for an undated event. */
function eventTimes(entry: Pick<CalendarEntry, 'date' | 'time'>): EventTimes | null {
  const day = calendarDate(entry.date);
  if (!day) return null;
  const clock = parseClockTime(entry.time);
  if (!clock) return { allDay: true, day, nextDay: nextDay(day) };
  const start = kolkataInstant(day, clock);
  return { allDay: false, start, end: new Date(start.getTime() + TIMED_EVENT_HOURS * 3_600_000) };
}

const eventLocation = (entry: CalendarEntry): string => (entry.venue ? `${entry.venue}, ${site.fullName}` : site.fullName);

function calendarEvent(entry: CalendarEntry, origin: string): EventAttributes | null {
  const times = eventTimes(entry);
  if (!times) return null;
  const common = {
    uid: `${entry.id}@${new URL(origin).host}`,
    title: entry.title,
    description: entry.description || entry.title,
    location: eventLocation(entry),
    url: absoluteUrl(itemPath('/Events', entry), origin),
  };
  if (times.allDay) {
    // An all-day entry on the Kolkata calendar day: DTSTART;VALUE=DATE with the exclusive end the next day.
    return { ...common, start: dayArray(times.day), end: dayArray(times.nextDay) };
  }
  // Written in UTC ('...Z'), which every calendar app converts to its own zone; Kolkata has no DST, so the
  // instant is exact.
  return {
    ...common,
    start: times.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: TIMED_EVENT_HOURS },
  };
}

function writeCalendar(events: EventAttributes[], calName: string): string {
  const { error, value } = createEvents(events, { productId: `-//${site.shortName}//Events//EN`, calName });
  if (error || value === null) throw new Error(`events calendar: ${error?.message ?? 'no output'}`);
  return value;
}

/**
 * The iCalendar feed of the school's events, for calendar apps to subscribe to. Undated events are left
 * out. Throws only on a bug in the attributes built here (the library validates them).
 */
export function eventsCalendar(entries: readonly CalendarEntry[], origin: string): string {
  const events = entries.map((entry) => calendarEvent(entry, origin)).filter((event) => event !== null);
  return writeCalendar(events, FEEDS.events.title);
}

/** A one-event iCalendar file for "Add to calendar", or null for an undated event (nothing to add). */
export function eventCalendar(entry: CalendarEntry, origin: string): string | null {
  const event = calendarEvent(entry, origin);
  return event && writeCalendar([event], entry.title);
}

const googleDay = (date: CalendarDate): string => toIsoDate(date).replaceAll('-', '');
// '2026-11-18T03:30:00.000Z' -> '20261118T033000Z', the form Google's template link reads.
const googleInstant = (instant: Date): string => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * A Google Calendar "add event" link with the same times as the .ics (UTC instants, or the all-day range),
 * shown in Kolkata time; null for an undated event.
 */
export function googleCalendarUrl(entry: CalendarEntry, origin: string): string | null {
  const times = eventTimes(entry);
  if (!times) return null;
  const dates = times.allDay
    ? `${googleDay(times.day)}/${googleDay(times.nextDay)}`
    : `${googleInstant(times.start)}/${googleInstant(times.end)}`;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates,
    ctz: TIME_ZONE,
    details: `${entry.description || entry.title}\n\n${absoluteUrl(itemPath('/Events', entry), origin)}`,
    location: eventLocation(entry),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** The path of one event's iCalendar file, for "Add to calendar": `/feeds/events/<id>.ics`. */
export function eventIcsPath(id: string): string {
  return `/feeds/events/${encodeURIComponent(id)}.ics`;
}

/** The event id a file name of eventIcsPath names (`<id>.ics`), or null when the name is not one. */
export function eventIdFromIcsName(name: string): string | null {
  return /^([A-Za-z0-9_-]{1,64})\.ics$/.exec(name)?.[1] ?? null;
}
