// What the alerts control in the page, the service worker and the server agree on (issue 49). No server-only
// code and no libraries here: the page's island and the worker import it.

/** The lists a parent can hear about, each with its listing page. */
export const PUSH_TOPICS = ['notices', 'news', 'events'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

/** The listing route of each topic: its page carries the control, and a gathered alert opens it. */
export const TOPIC_ROUTES = { notices: '/notice', news: '/News', events: '/Events' } as const satisfies Record<PushTopic, string>;

/** A subscription that has had no alert delivered for this many days is deleted (the privacy notice says so). */
export const UNUSED_FOR_DAYS = 365;

/**
 * The subscription endpoint, same-site only:
 * - `POST {subscription, topics, locale}` stores (or updates) a subscription: 201 `{topics, locale}`.
 * - `POST {subscription, replaces}` (the worker's `pushsubscriptionchange`) moves the topics and language of the
 *   subscription `replaces` (its old endpoint) to the new one: 201, or 404 when the old one is not stored.
 * - `DELETE {endpoint}` removes one at once: 204, also when it was not stored.
 * Refusals answer `{message}` with 403 (cross-site), 413 (over PUSH_BODY_LIMIT), 400 (malformed, or a push
 * service that is not allowed), 429 (too many from one client), 503 (the store is full or unreachable), and
 * 404 for everything when alerts are off (no VAPID keys).
 */
export const PUSH_SUBSCRIPTION_PATH = '/api/push/subscription';
/** The largest request body the endpoint reads. */
export const PUSH_BODY_LIMIT = 4 * 1024;

/** A browser's subscription as `PushSubscription.toJSON()` gives it. */
export interface SubscriptionJson {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** The decrypted payload of every push: what the worker shows, in the subscription's language. */
export interface AlertPayload {
  /** The notification's title, e.g. "New notice" or "4 new notices". */
  title: string;
  /** One line: the item's title, or what was gathered. */
  body: string;
  /** The absolute address a tap opens: the item's own page, or the list. */
  url: string;
  /** The language of title and body (`en` or `hi`). */
  lang: string;
  /** One per item (or per gathered alert): a later push with the same tag replaces the notification. */
  tag: string;
}
