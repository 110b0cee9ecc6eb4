import { Feed } from 'feed';
import { createEvents, type EventAttributes } from 'ics';
import { site } from '@/content/site';
import { calendarDate, kolkataInstant, parseClockTime, type CalendarDate } from './dates';
import { absoluteUrl, FEEDS } from './seo';

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
  /** The listing page the items appear on. */
  page: string;
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
      // Items have no page of their own: each links to its listing, and the guid tells them apart.
      id: `${pageUrl}#${entry.id}`,
      link: pageUrl,
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

/** What a calendar entry needs from an event. */
export interface CalendarEntry {
  id: string;
  title: string;
  description: string;
  date: string | null;
  /** Free text from the service: '09:00 AM' gives a timed entry, anything else an all-day one. */
  time: string;
  venue: string;
}

/** Timed entries last this long: the service gives a start time but no end. */
const TIMED_EVENT_HOURS = 1;

const dayArray = (date: CalendarDate): [number, number, number] => [date.year, date.month, date.day];

function nextDay(date: CalendarDate): CalendarDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

function calendarEvent(entry: CalendarEntry, origin: string): EventAttributes | null {
  const day = calendarDate(entry.date);
  if (!day) return null;
  const clock = parseClockTime(entry.time);
  const common = {
    uid: `${entry.id}@${new URL(origin).host}`,
    title: entry.title,
    description: entry.description || entry.title,
    location: entry.venue ? `${entry.venue}, ${site.fullName}` : site.fullName,
    url: absoluteUrl('/Events', origin),
  };
  if (!clock) {
    // An all-day entry on the Kolkata calendar day: DTSTART;VALUE=DATE with the exclusive end the next day.
    return { ...common, start: dayArray(day), end: dayArray(nextDay(day)) };
  }
  // Written in UTC ('...Z'), which every calendar app converts to its own zone; Kolkata has no DST, so the
  // instant is exact.
  return {
    ...common,
    start: kolkataInstant(day, clock).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: TIMED_EVENT_HOURS },
  };
}

/**
 * The iCalendar feed of the school's events, for calendar apps to subscribe to. Undated events are left
 * out. Throws only on a bug in the attributes built here (the library validates them).
 */
export function eventsCalendar(entries: readonly CalendarEntry[], origin: string): string {
  const events = entries.map((entry) => calendarEvent(entry, origin)).filter((event) => event !== null);
  const { error, value } = createEvents(events, {
    productId: `-//${site.shortName}//Events//EN`,
    calName: FEEDS.events.title,
  });
  if (error || value === null) throw new Error(`events calendar: ${error?.message ?? 'no output'}`);
  return value;
}
