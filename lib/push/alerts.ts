import { createHash } from 'node:crypto';
import { ALERT_MESSAGE_WORDS } from '@/content/i18n/alert-messages';
import { localePath, type Locale } from '@/lib/routes';
import { TOPIC_ROUTES, type AlertPayload, type PushTopic } from './contract';

/** A new item of a topic as alerts name it: its id, its title and its own page (an address on the site). */
export interface NewItem {
  id: string;
  title: string;
  path: string;
}

/** One alert to send to every subscription of its topic: about one item, or gathering several. */
export interface Alert {
  topic: PushTopic;
  /** The item, or null for an alert that gathers `count` items and opens the list. */
  item: NewItem | null;
  count: number;
  /** The gathered items' titles (empty for an alert about one item). */
  titles: string[];
}

/** More new items of one topic than this, found at once, become one alert that opens the list. */
export const MOST_SEPARATE_ALERTS = 3;
/** The longest title and line a payload carries (in characters): a notification shows two lines at most. */
const TITLE_CHARS = 80;
const BODY_CHARS = 200;

/**
 * The alerts for new items of one topic found at once: one per item, or, when there are more than
 * MOST_SEPARATE_ALERTS (or `gather` is set, as at the end of quiet hours), one for all of them.
 */
export function alertsFor(topic: PushTopic, items: readonly NewItem[], gather = false): Alert[] {
  if (items.length === 0) return [];
  if (items.length === 1 || (!gather && items.length <= MOST_SEPARATE_ALERTS)) return items.map((item) => ({ topic, item, count: 1, titles: [] }));
  return [{ topic, item: null, count: items.length, titles: items.map((item) => item.title) }];
}

/** Text as one short line: no control characters or runs of spaces, cut at `max` characters with an ellipsis. */
function line(text: string, max: number): string {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** The alert's tag: the same for the same item, so a phone replaces rather than repeats it. */
function tagOf(alert: Alert): string {
  return alert.item ? `${alert.topic}:${alert.item.id}` : `${alert.topic}:${alert.count}:${alert.titles.join('\n')}`;
}

/** The push service's `Topic` header of an alert (RFC 8030: at most 32 base64url characters): an undelivered alert with the same one is replaced. */
export function pushTopicHeader(alert: Alert): string {
  return createHash('sha256').update(tagOf(alert)).digest('base64url').slice(0, 32);
}

/**
 * What a subscription in `locale` is sent for an alert. The vendor's items are in English, and only the
 * lists have Hindi pages: an item's alert opens its English page, a gathered one the list in the language.
 */
export function alertPayload(alert: Alert, locale: Locale, siteUrl: string): AlertPayload {
  const words = ALERT_MESSAGE_WORDS[locale];
  const tag = pushTopicHeader(alert);
  if (alert.item) {
    return { title: words.one[alert.topic], body: line(alert.item.title, BODY_CHARS), url: new URL(alert.item.path, siteUrl).href, lang: locale, tag };
  }
  return {
    title: line(words.many[alert.topic](alert.count), TITLE_CHARS),
    body: line(words.gatheredLine, BODY_CHARS),
    url: new URL(localePath(TOPIC_ROUTES[alert.topic], locale), siteUrl).href,
    lang: locale,
    tag,
  };
}
