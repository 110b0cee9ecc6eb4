/**
 * What the service worker (lib/offline/sw.ts) does with push alerts (issue 49): the notification a push
 * shows, the page a tap opens, and the subscription it renews when the browser replaces it. Kept apart from
 * the worker's events, with the browser's objects passed in, so the unit tests run the same code.
 */
import { PUSH_SUBSCRIPTION_PATH, TOPIC_ROUTES, type AlertPayload } from '@/lib/push/contract';

/** The school's icon, as the manifest lists it. */
export const ALERT_ICON = '/icons/icon-192.png';
/** The monochrome badge Android shows in the status bar (drawn by scripts/make-icons.ts). */
export const ALERT_BADGE = '/icons/badge-96.png';

/**
 * What a push whose payload cannot be read shows: every push shows a notification (a browser revokes the
 * permission of a site whose pushes show none), in English, and a tap opens the notices.
 */
export const UNREADABLE_ALERT: AlertPayload = {
  title: 'New from the school',
  body: 'Open the notices to see what is new.',
  url: TOPIC_ROUTES.notices,
  lang: 'en',
  tag: 'school-alert',
};

export interface AlertNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

/** A push's payload as the server writes it (lib/push/contract.ts), or null for anything else. */
export function readAlert(text: string | null): AlertPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { title, body, url, lang, tag } = value as Partial<Record<keyof AlertPayload, unknown>>;
  if (typeof title !== 'string' || title === '' || typeof body !== 'string' || typeof url !== 'string' || typeof lang !== 'string' || typeof tag !== 'string') return null;
  return { title, body, url, lang, tag };
}

/**
 * The address a tap opens, on the worker's own origin: the server writes its SITE_URL's, which is the same
 * site, and a page on the worker's origin is one the worker keeps for offline reading. Never another site's
 * address; null for one that is not a web page's.
 */
export function ownAddress(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return new URL(`${parsed.pathname}${parsed.search}${parsed.hash}`, origin).href;
  } catch {
    return null;
  }
}

/** What a push shows, from its payload's text (null: a push without one). */
export function alertNotification(text: string | null, origin: string): AlertNotification {
  const read = readAlert(text);
  const url = read ? ownAddress(read.url, origin) : null;
  const alert = read && url ? read : UNREADABLE_ALERT;
  return {
    title: alert.title,
    options: {
      body: alert.body,
      lang: alert.lang,
      tag: alert.tag,
      icon: ALERT_ICON,
      badge: ALERT_BADGE,
      data: { url: url ?? new URL(UNREADABLE_ALERT.url, origin).href },
    },
  };
}

/** The address a tapped notification opens: the one its push carried, else the notices. */
export function tappedAddress(data: unknown, origin: string): string {
  const url = typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string' ? ownAddress(data.url, origin) : null;
  return url ?? new URL(UNREADABLE_ALERT.url, origin).href;
}

function withoutHash(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

/** The worker's `clients`, as much of it as a tap needs. */
export interface AlertClients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly { url: string; focus(): Promise<unknown> }[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * A tap on an alert: focuses a window already showing its page, else opens the page in a new one. A new
 * window's navigation goes through the worker's page route, which keeps the page for offline reading; a
 * window already showing it may have loaded it before the worker ran, so `keep` makes sure of it.
 */
export async function openAlert(clients: AlertClients, url: string, keep: (url: string) => Promise<void>): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => withoutHash(client.url) === withoutHash(url));
  if (!showing) {
    await clients.openWindow(url);
    return;
  }
  await Promise.all([showing.focus(), keep(url)]);
}

/** The browser's replacement of a subscription (`pushsubscriptionchange`), as much of it as renewing needs. */
export interface SubscriptionChange {
  oldSubscription: Pick<PushSubscription, 'endpoint' | 'options'> | null;
  newSubscription: Pick<PushSubscription, 'toJSON'> | null;
}

/**
 * Renews a subscription the browser replaced or ended: subscribes again with the old one's key (unless the
 * browser already did) and tells the server that the new one replaces the old, which keeps its topics and
 * language. Without the old subscription there is nothing to carry over: the parent turns alerts on again.
 */
export async function renewSubscription(
  change: SubscriptionChange,
  pushManager: { subscribe(options: PushSubscriptionOptionsInit): Promise<Pick<PushSubscription, 'toJSON'>> },
  send: (url: string, init: RequestInit) => Promise<Response>,
): Promise<void> {
  const old = change.oldSubscription;
  const key = old?.options.applicationServerKey;
  if (!old || !key) return;
  const renewed = change.newSubscription ?? (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  await send(PUSH_SUBSCRIPTION_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ subscription: renewed.toJSON(), replaces: old.endpoint }),
  });
}
