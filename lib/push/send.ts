import 'server-only';
import pLimit from 'p-limit';
import { Agent, request } from 'undici';
import webpush from 'web-push';
import type { PushConfig } from '@/lib/config';
import { alertPayload, pushTopicHeader, type Alert } from './alerts';
import { isAllowedEndpoint } from './endpoint';
import { UNUSED_FOR_MS, type PushStore, type SendRecord, type StoredSubscription } from './store-shape';

/** Requests to push services at once, from one process: sending never crowds out the site's own work. */
export const SEND_CONCURRENCY = 32;
/** How long a push service keeps an undelivered alert (RFC 8030 `TTL`): a day, and retries stop within it. */
export const TTL_SECONDS = 24 * 60 * 60;
/** A 429 or 5xx is tried again at most this many times, waiting Retry-After, else 10 s doubling, at most an hour. */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 10_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;
/** What is read of a push service's answer at most (its body is not used). */
const ANSWER_BYTES = 16 * 1024;

/** How one request to a push service ended. */
export type Attempt = { status: number; retryAfterMs: number | null } | { status: null; retryAfterMs: null };

/** What to do after an attempt: done with an outcome, or try again after `waitMs`. */
export type Verdict = { outcome: 'delivered' | 'removed' | 'failed' } | { retryInMs: number };

/**
 * RFC 8030's answers: 201 delivered; 404 and 410 mean the subscription is gone (deleted); 429 and 5xx, or no
 * answer, are tried again with backoff while the alert would still be kept by the service; anything else
 * (a refused request) fails.
 */
export function verdict(attempt: Attempt, attemptNo: number, elapsedMs: number, random: () => number = Math.random): Verdict {
  const { status } = attempt;
  if (status !== null && status >= 200 && status < 300) return { outcome: 'delivered' };
  if (status === 404 || status === 410) return { outcome: 'removed' };
  const retryable = status === null || status === 429 || status >= 500;
  if (!retryable || attemptNo >= MAX_ATTEMPTS) return { outcome: 'failed' };
  const backoff = FIRST_RETRY_MS * 2 ** (attemptNo - 1) * (0.8 + 0.4 * random());
  const waitMs = Math.min(attempt.retryAfterMs ?? backoff, LONGEST_RETRY_MS);
  return elapsedMs + waitMs >= TTL_SECONDS * 1000 ? { outcome: 'failed' } : { retryInMs: waitMs };
}

/** Retry-After as milliseconds: seconds, or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | string[] | undefined, now: number = Date.now()): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const agentKey = Symbol.for('school-site.push-agent');
type WithAgent = typeof globalThis & { [agentKey]?: Agent };

/** Connections to push services: certificates verified (as always), every step bounded in time. */
function pushAgent(): Agent {
  const store = globalThis as WithAgent;
  store[agentKey] ??= new Agent({ connectTimeout: 5_000, headersTimeout: 10_000, bodyTimeout: 10_000, connections: SEND_CONCURRENCY, keepAliveTimeout: 30_000 });
  return store[agentKey];
}

/** One encrypted request (RFC 8291, aes128gcm) with VAPID, through web-push, sent by undici. */
async function attemptOnce(subscription: StoredSubscription, alert: Alert, push: PushConfig, siteUrl: string): Promise<Attempt> {
  const details = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: subscription.keys }, JSON.stringify(alertPayload(alert, subscription.locale, siteUrl)), {
    vapidDetails: { subject: push.contact, publicKey: push.publicKey, privateKey: push.privateKey },
    TTL: TTL_SECONDS,
    urgency: 'normal',
    topic: pushTopicHeader(alert),
    contentEncoding: 'aes128gcm',
  });
  try {
    const answer = await request(details.endpoint, {
      method: 'POST',
      headers: details.headers as Record<string, string>,
      body: details.body,
      dispatcher: pushAgent(),
      signal: AbortSignal.timeout(20_000),
    });
    await answer.body.dump({ limit: ANSWER_BYTES }).catch(() => undefined);
    return { status: answer.statusCode, retryAfterMs: retryAfterMs(answer.headers['retry-after']) };
  } catch {
    return { status: null, retryAfterMs: null };
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export interface SendContext {
  store: PushStore;
  push: PushConfig;
  siteUrl: string;
  now?: () => number;
  /** Sends one request; tests give their own. */
  attempt?: typeof attemptOnce;
}

/**
 * Sends each alert to every subscription of its topic: one request per subscription per alert, at most
 * SEND_CONCURRENCY at once (a retry's wait holds no place). Deletes subscriptions the push service says are
 * gone, and those with no alert delivered for a year, records each alert's counts for the office, and logs
 * one line per alert. Never throws.
 */
export async function sendAlerts(alerts: readonly Alert[], context: SendContext): Promise<SendRecord[]> {
  const { store, push, siteUrl } = context;
  const now = context.now ?? Date.now;
  const attempt = context.attempt ?? attemptOnce;
  const limit = pLimit(SEND_CONCURRENCY);
  const started = now();
  const records = alerts.map<SendRecord>((alert) => ({
    topic: alert.topic,
    item: alert.item?.title ?? alertPayload(alert, 'en', siteUrl).title,
    at: new Date(started).toISOString(),
    delivered: 0,
    failed: 0,
    removed: 0,
  }));
  const delivered = new Set<string>();
  const gone = new Set<string>();

  async function deliver(subscription: StoredSubscription, index: number): Promise<void> {
    const alert = alerts[index]!;
    const record = records[index]!;
    for (let attemptNo = 1; ; attemptNo += 1) {
      const result = await limit(() => attempt(subscription, alert, push, siteUrl));
      const next = verdict(result, attemptNo, now() - started);
      if ('retryInMs' in next) {
        await sleep(next.retryInMs);
        continue;
      }
      record[next.outcome] += 1;
      if (next.outcome === 'delivered') delivered.add(subscription.endpoint);
      if (next.outcome === 'removed') gone.add(subscription.endpoint);
      return;
    }
  }

  const deliveries: Promise<void>[] = [];
  try {
    for await (const batch of store.batches()) {
      const lastDelivered = await store.deliveredAt(batch.map((subscription) => subscription.endpoint));
      for (const subscription of batch) {
        if (Math.max(subscription.createdAt, lastDelivered.get(subscription.endpoint) ?? 0) < started - UNUSED_FOR_MS) {
          gone.add(subscription.endpoint);
          continue;
        }
        // A subscription stored before PUSH_SERVICE_ORIGINS was narrowed is not sent to.
        if (!isAllowedEndpoint(subscription.endpoint, push.serviceOrigins)) continue;
        alerts.forEach((alert, index) => {
          if (subscription.topics.includes(alert.topic)) deliveries.push(deliver(subscription, index));
        });
      }
    }
    await Promise.all(deliveries);
    await store.remove([...gone]);
    await store.delivered([...delivered], now());
    for (const record of records) await store.recordSend(record);
  } catch (error) {
    // The store stopped answering part-way: what was sent is sent; the counts are logged below.
    console.warn(JSON.stringify({ level: 'warn', msg: 'push-store', error: error instanceof Error ? error.message : String(error) }));
    await Promise.allSettled(deliveries);
  }
  for (const record of records) {
    console.log(JSON.stringify({ level: 'info', msg: 'push-sent', topic: record.topic, delivered: record.delivered, failed: record.failed, removed: record.removed, ms: now() - started }));
  }
  return records;
}
