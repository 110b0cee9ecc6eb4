import 'server-only';
import type { z } from 'zod';
import { sharedRedis, type RedisCommands } from '@/lib/server/redis.cjs';
import type { NewItem } from './alerts';
import { PUSH_TOPICS, type PushTopic } from './contract';
import {
  MAX_HELD,
  MAX_SEEN_IDS,
  MAX_SUBSCRIPTIONS,
  SENDS_KEPT,
  StoreUnavailable,
  emptyCounts,
  endpointKey,
  newItemSchema,
  sendRecordSchema,
  subscriptionSchema,
  type PushStore,
  type StoredSubscription,
} from './store-shape';

/** Stores a subscription unless the store is full and it is new: 1 stored, 0 full. */
const SAVE = `
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 and redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1`;

/**
 * Records the ids a topic lists now (ARGV[3...], at time ARGV[2]) and answers {first, new ids...}: first is 1
 * when the topic had never been read. Atomic, so of instances reading the same list one alone gets each new
 * id. An id listed again is marked seen now; beyond ARGV[1] ids the longest unlisted go. The empty member
 * marks the topic as read even when its list is empty.
 */
const CLAIM = `
local first = redis.call('EXISTS', KEYS[1]) == 0 and 1 or 0
local answer = {first}
redis.call('ZADD', KEYS[1], ARGV[2], '')
for i = 3, #ARGV do
  if redis.call('ZADD', KEYS[1], 'GT', ARGV[2], ARGV[i]) == 1 then answer[#answer + 1] = ARGV[i] end
end
local extra = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[1])
if extra > 0 then redis.call('ZREMRANGEBYRANK', KEYS[1], 0, extra - 1) end
return answer`;

/** Adds ARGV[2...] to the list KEYS[1] (newest first) and keeps its first ARGV[1]. */
const PUSH_KEEP = `
for i = 2, #ARGV do redis.call('LPUSH', KEYS[1], ARGV[i]) end
redis.call('LTRIM', KEYS[1], 0, tonumber(ARGV[1]) - 1)
return 1`;

/** Takes every list KEYS[...] out: one caller gets each held item. */
const TAKE = `
local out = {}
for i, key in ipairs(KEYS) do
  out[i] = redis.call('LRANGE', key, 0, -1)
  redis.call('DEL', key)
end
return out`;

/** What a stored JSON value is, or null when it does not parse as `schema` (never sent to, never shown). */
function parsed<T>(schema: z.ZodType<T>, text: string | null | undefined): T | null {
  if (!text) return null;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The store of instances sharing Redis, under `prefix`. Each command is bounded in time (lib/server/redis.cjs). */
export function redisStore(url: string, prefix: string): PushStore {
  const keys = {
    subs: `${prefix}:subs`,
    delivered: `${prefix}:delivered`,
    sends: `${prefix}:sends`,
    seen: (topic: PushTopic) => `${prefix}:seen:${topic}`,
    held: (topic: PushTopic) => `${prefix}:held:${topic}`,
  };
  const link = sharedRedis(url);

  async function run<T>(command: (client: RedisCommands) => Promise<T>): Promise<T> {
    const answer = await link.run(command);
    if (!answer.ok) throw new StoreUnavailable();
    return answer.value;
  }

  async function* batches(): AsyncGenerator<StoredSubscription[]> {
    let cursor = '0';
    do {
      const page = await run((client) => client.hScan(keys.subs, cursor, { COUNT: 500 }));
      cursor = String(page.cursor);
      const found = page.entries.map((entry) => parsed(subscriptionSchema, entry.value)).filter((entry) => entry !== null);
      if (found.length > 0) yield found;
    } while (cursor !== '0');
  }

  return {
    async save(subscription) {
      const stored = await run((client) => client.eval(SAVE, { keys: [keys.subs], arguments: [endpointKey(subscription.endpoint), JSON.stringify(subscription), String(MAX_SUBSCRIPTIONS)] }));
      return Number(stored) === 1 ? 'saved' : 'full';
    },
    async find(endpoint) {
      const found = parsed(subscriptionSchema, await run((client) => client.hGet(keys.subs, endpointKey(endpoint))));
      return found?.endpoint === endpoint ? found : null;
    },
    async remove(endpoints) {
      if (endpoints.length === 0) return;
      const fields = endpoints.map(endpointKey);
      await run((client) => Promise.all([client.hDel(keys.subs, fields), client.hDel(keys.delivered, fields)]));
    },
    batches,
    async delivered(endpoints, at) {
      for (let start = 0; start < endpoints.length; start += 1_000) {
        const fields = Object.fromEntries(endpoints.slice(start, start + 1_000).map((endpoint) => [endpointKey(endpoint), String(at)]));
        await run((client) => client.hSet(keys.delivered, fields));
      }
    },
    async deliveredAt(endpoints) {
      const known = new Map<string, number>();
      for (let start = 0; start < endpoints.length; start += 1_000) {
        const slice = endpoints.slice(start, start + 1_000);
        const values = await run((client) => client.hmGet(keys.delivered, slice.map(endpointKey)));
        slice.forEach((endpoint, index) => {
          const at = Number(values[index] ?? NaN);
          if (Number.isFinite(at)) known.set(endpoint, at);
        });
      }
      return known;
    },
    async counts() {
      const counts = emptyCounts();
      for await (const batch of batches()) for (const subscription of batch) for (const topic of subscription.topics) counts[topic][subscription.locale] += 1;
      return counts;
    },
    async claimNew(topic, ids, now) {
      const answer = await run((client) => client.eval(CLAIM, { keys: [keys.seen(topic)], arguments: [String(MAX_SEEN_IDS + 1), String(now), ...ids] }));
      const [first, ...fresh] = (answer as unknown[]).map(String);
      return first === '1' ? 'first' : fresh;
    },
    async hold(topic, items) {
      if (items.length === 0) return;
      await run((client) => client.eval(PUSH_KEEP, { keys: [keys.held(topic)], arguments: [String(MAX_HELD), ...items.map((item) => JSON.stringify(item))] }));
    },
    async takeHeld() {
      const answer = (await run((client) => client.eval(TAKE, { keys: PUSH_TOPICS.map(keys.held), arguments: [] }))) as string[][];
      const held: Partial<Record<PushTopic, NewItem[]>> = {};
      PUSH_TOPICS.forEach((topic, index) => {
        // Stored newest first: sent in the order they were found.
        const items = (answer[index] ?? []).map((text) => parsed(newItemSchema, text)).filter((item) => item !== null).reverse();
        if (items.length > 0) held[topic] = items;
      });
      return held;
    },
    async recordSend(record) {
      await run((client) => client.eval(PUSH_KEEP, { keys: [keys.sends], arguments: [String(SENDS_KEPT), JSON.stringify(record)] }));
    },
    async lastSends() {
      const texts = await run((client) => client.lRange(keys.sends, 0, SENDS_KEPT - 1));
      return texts.map((text) => parsed(sendRecordSchema, text)).filter((record) => record !== null);
    },
  };
}
