import { createHash } from 'node:crypto';
import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/routes';
import type { NewItem } from './alerts';
import { PUSH_TOPICS, UNUSED_FOR_DAYS, type PushTopic } from './contract';

// The shapes and bounds of what alerts keep, shared by the two stores (redis-store.ts, file-store.ts).

/** A parent's subscription as kept: the push address, its keys, what it wants to hear and in which language. */
export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  topics: PushTopic[];
  locale: Locale;
  /** When it was stored (epoch ms). */
  createdAt: number;
}

/** One alert's sending, for the office's page. */
export interface SendRecord {
  topic: PushTopic;
  /** The item's title, or the gathered alert's title in English. */
  item: string;
  /** When sending started (ISO). */
  at: string;
  delivered: number;
  failed: number;
  removed: number;
}

/** How many subscriptions hear of each topic, per language. */
export type SubscriptionCounts = Record<PushTopic, Record<Locale, number>>;

/** The store did not answer (Redis down or slow): the caller refuses or tries again later, never guesses. */
export class StoreUnavailable extends Error {
  constructor() {
    super('the push store did not answer');
    this.name = 'StoreUnavailable';
  }
}

/** At most this many subscriptions are kept (a school's families, many times over); a new one beyond is refused. */
export const MAX_SUBSCRIPTIONS = 50_000;
/** The item ids remembered per topic at most: far more than a vendor's list holds; the longest unlisted go first. */
export const MAX_SEEN_IDS = 20_000;
/** Items held through quiet hours per topic at most (the newest are kept). */
export const MAX_HELD = 500;
/** The sends the office's page lists. */
export const SENDS_KEPT = 20;
/** A subscription that has had no alert delivered for this long is deleted (the privacy notice says so). */
export const UNUSED_FOR_MS = UNUSED_FOR_DAYS * 24 * 60 * 60 * 1000;

/**
 * Where subscriptions, the item ids seen, the items held through quiet hours and the last sends are kept:
 * Redis when REDIS_URL is set (every instance sees the same, and exactly one claims each new item), else files
 * beside the build's cache. Every method throws StoreUnavailable when the store does not answer.
 */
export interface PushStore {
  /** Stores a subscription (replacing one with the same endpoint); 'full' when MAX_SUBSCRIPTIONS are kept. */
  save(subscription: StoredSubscription): Promise<'saved' | 'full'>;
  find(endpoint: string): Promise<StoredSubscription | null>;
  remove(endpoints: readonly string[]): Promise<void>;
  /** Every subscription, in batches. */
  batches(): AsyncIterable<StoredSubscription[]>;
  /** Records that alerts reached these endpoints at `at` (epoch ms). */
  delivered(endpoints: readonly string[], at: number): Promise<void>;
  /** When an alert last reached each of these endpoints (absent: never). */
  deliveredAt(endpoints: readonly string[]): Promise<Map<string, number>>;
  counts(): Promise<SubscriptionCounts>;
  /**
   * Of the ids a topic lists now, those never seen before, each claimed by this caller alone; 'first' when the
   * topic had never been read (its ids are recorded, and nothing is new).
   */
  claimNew(topic: PushTopic, ids: readonly string[], now: number): Promise<string[] | 'first'>;
  /** Keeps items found during quiet hours, to be sent at their end. */
  hold(topic: PushTopic, items: readonly NewItem[]): Promise<void>;
  /** Takes every held item out of the store (one caller gets each). */
  takeHeld(): Promise<Partial<Record<PushTopic, NewItem[]>>>;
  recordSend(record: SendRecord): Promise<void>;
  /** The last SENDS_KEPT sends, newest first. */
  lastSends(): Promise<SendRecord[]>;
}

/** Zero subscriptions for every topic and language. */
export function emptyCounts(): SubscriptionCounts {
  return Object.fromEntries(PUSH_TOPICS.map((name) => [name, Object.fromEntries(LOCALES.map((locale) => [locale, 0]))])) as SubscriptionCounts;
}

/** A short hash of an endpoint: the key a subscription is kept under. */
export function endpointKey(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('base64url').slice(0, 24);
}

/** What the stores read back, checked: a damaged entry is skipped, never sent to. */
export const topicSchema = z.enum(PUSH_TOPICS);
export const subscriptionSchema = z.object({
  endpoint: z.string(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
  topics: z.array(topicSchema),
  locale: z.enum(LOCALES),
  createdAt: z.number(),
}) satisfies z.ZodType<StoredSubscription>;
export const newItemSchema = z.object({ id: z.string(), title: z.string(), path: z.string() }) satisfies z.ZodType<NewItem>;
export const sendRecordSchema = z.object({
  topic: topicSchema,
  item: z.string(),
  at: z.string(),
  delivered: z.number(),
  failed: z.number(),
  removed: z.number(),
}) satisfies z.ZodType<SendRecord>;
