import 'server-only';
import { AsyncResource } from 'node:async_hooks';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { getConfig } from '@/lib/config';
import { getEventListing, getNewsListing, getNoticeListing } from '@/lib/content/listings';
import type { ContentResult } from '@/lib/content/resource';
import { itemPath, type ItemListing } from '@/lib/routes';
import { alertsFor, type Alert, type NewItem } from './alerts';
import { PUSH_TOPICS, TOPIC_ROUTES, type PushTopic } from './contract';
import { isQuiet } from './quiet-hours';
import { sendAlerts } from './send';
import { pushStore } from './store';

/**
 * How often each instance looks at the three lists. Reading goes through the data cache, as a page visit
 * does: a fresh list costs nothing, a stale one is fetched from the vendor, so a refresh made by a visit, by
 * the ISR window or by the webhook is seen within this long, and alerts go out within a minute of it.
 */
export const WATCH_INTERVAL_MS = 15_000;
/** The first look of a server, after it has started. */
const FIRST_LOOK_MS = 10_000;
/** After the webhook: looks once its tags are marked stale, and again in case the vendor answered slowly. */
const AFTER_WEBHOOK_MS = [1_000, 10_000];

/** Each topic's items as the listing page shows them (the same cached getters). */
const LISTINGS: Record<PushTopic, () => Promise<ContentResult<{ id: string; title: string }[]>>> = {
  notices: () => getNoticeListing(),
  news: () => getNewsListing(),
  events: () => getEventListing(),
};

/** A topic's items as alerts name them, or null when the list could not be read (nothing is decided then). */
async function listedItems(topic: PushTopic): Promise<NewItem[] | null> {
  const { data, fromService } = await LISTINGS[topic]();
  if (!fromService) return null;
  const listing: ItemListing = TOPIC_ROUTES[topic];
  return data.map((item) => ({ id: item.id, title: item.title, path: itemPath(listing, item) }));
}

/**
 * One look: for each topic, the items never seen before (claimed in the store, so of several instances one
 * alone sends each), sent at once, or held while quiet hours last; and, once they are over, what was held,
 * gathered into one alert per topic. A topic read for the first time records its items and sends nothing.
 * Sending is not awaited: a look never waits on push services.
 */
export async function lookForNewItems(now: Date = new Date()): Promise<Alert[]> {
  const { push, siteUrl } = getConfig();
  if (push === null) return [];
  const store = pushStore();
  const quiet = isQuiet(push.quietHours, now);
  const alerts: Alert[] = [];
  for (const topic of PUSH_TOPICS) {
    try {
      const items = await listedItems(topic);
      if (items === null) continue;
      const claimed = await store.claimNew(topic, items.map((item) => item.id), now.getTime());
      if (claimed === 'first' || claimed.length === 0) continue;
      const fresh = items.filter((item) => claimed.includes(item.id));
      if (quiet) await store.hold(topic, fresh);
      else alerts.push(...alertsFor(topic, fresh));
    } catch (error) {
      warn(topic, error);
    }
  }
  if (!quiet) {
    try {
      const held = await store.takeHeld();
      for (const topic of PUSH_TOPICS) alerts.push(...alertsFor(topic, held[topic] ?? [], true));
    } catch (error) {
      warn('held', error);
    }
  }
  if (alerts.length > 0) void sendAlerts(alerts, { store, push, siteUrl });
  return alerts;
}

function warn(part: string, error: unknown): void {
  console.warn(JSON.stringify({ level: 'warn', msg: 'push-look', part, error: error instanceof Error ? error.message : String(error) }));
}

/**
 * Next sets up its data cache when a server answers its first request, and a look outside a request needs
 * it: a server that nobody has asked for anything yet (no visitor, monitor or webhook) asks itself for its
 * health once, so alerts work from its start. Without an answer, the looks begin with the first visitor.
 */
async function firstRequest(): Promise<void> {
  if ('__incrementalCache' in globalThis) return;
  try {
    const answer = await fetch(`http://127.0.0.1:${getConfig().port}/healthz`, { signal: AbortSignal.timeout(5_000) });
    await answer.body?.cancel();
  } catch {
    console.warn(JSON.stringify({ level: 'warn', msg: 'push-look', part: 'start', error: 'no answer from this server on 127.0.0.1: alerts are looked for once it has answered a request' }));
  }
}

interface Watch {
  running: Promise<unknown> | null;
  /** Runs a look outside any request (see startPushAlerts). */
  look: () => void;
}

// On globalThis: the webhook's route and the server's start hook are bundled apart, each with its own copy of this module.
const state = Symbol.for('school-site.push-watch');
type WithWatch = typeof globalThis & { [state]?: Watch };

/** Starts this instance's looks (only with push alerts configured); a look already running is not doubled. */
export function startPushAlerts(): void {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  const store = globalThis as WithWatch;
  if (store[state]) return;
  const watch: Watch = {
    running: null,
    // Bound to the start's context, where no request is: a look the webhook asks for then reads the data cache
    // as a background job does (a stale list is fetched and awaited), not as the webhook's request would.
    look: AsyncResource.bind(() => {
      watch.running ??= lookForNewItems().finally(() => {
        watch.running = null;
      });
    }),
  };
  store[state] = watch;
  // The first look waits for the server to settle, as the first interval does.
  setTimeout(() => void firstRequest().finally(watch.look), FIRST_LOOK_MS).unref();
  setInterval(watch.look, WATCH_INTERVAL_MS).unref();
}

/** After the vendor announced new content (POST /api/revalidate): looks within seconds, not at the next interval. */
export function lookSoon(): void {
  const watch = (globalThis as WithWatch)[state];
  if (!watch) return;
  for (const ms of AFTER_WEBHOOK_MS) setTimeout(watch.look, ms).unref();
}
