import 'server-only';
import { mkdir, open, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  MAX_HELD,
  MAX_SEEN_IDS,
  MAX_SUBSCRIPTIONS,
  SENDS_KEPT,
  emptyCounts,
  endpointKey,
  newItemSchema,
  sendRecordSchema,
  subscriptionSchema,
  topicSchema,
  type PushStore,
  type SendRecord,
  type StoredSubscription,
} from './store-shape';

/** A file larger than this is not read (MAX_SUBSCRIPTIONS entries take about 30 MB of log at most before compaction). */
const MAX_FILE_BYTES = 64 * 1024 * 1024;

const logLine = z.union([z.object({ put: subscriptionSchema }), z.object({ del: z.string() })]);
const stateSchema = z.object({
  seen: z.partialRecord(topicSchema, z.record(z.string(), z.number())),
  held: z.partialRecord(topicSchema, z.array(newItemSchema)),
  sends: z.array(sendRecordSchema),
  delivered: z.record(z.string(), z.number()),
});
type State = z.infer<typeof stateSchema>;

async function readBounded(file: string): Promise<string | null> {
  try {
    if ((await stat(file)).size > MAX_FILE_BYTES) return null;
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/** Writes a file whole and durably: to a temporary file, flushed to disk, then renamed over the old one. */
async function writeDurably(file: string, text: string): Promise<void> {
  const partial = `${file}.${process.pid}.tmp`;
  const handle = await open(partial, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, file);
}

/**
 * The store of an instance without Redis, in `dir`. Subscriptions are an append-only log, each change flushed
 * to disk before the request that made it is answered, so a crash loses none (a line cut short by one is
 * skipped on reading); the log is rewritten whole when mostly stale. The rest (ids seen, held items, sends,
 * deliveries) is one small file replaced whole. Changes run one at a time.
 */
export function fileStore(dir: string): PushStore {
  const logFile = path.join(dir, 'subscriptions.log');
  const stateFile = path.join(dir, 'state.json');
  let loaded: Promise<{ subs: Map<string, StoredSubscription>; state: State; logLines: number; cutShort: boolean }> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const load = () =>
    (loaded ??= (async () => {
      await mkdir(dir, { recursive: true });
      const subs = new Map<string, StoredSubscription>();
      const text = (await readBounded(logFile)) ?? '';
      const lines = text.split('\n').filter(Boolean);
      for (const text of lines) {
        try {
          const entry = logLine.parse(JSON.parse(text));
          if ('put' in entry) subs.set(entry.put.endpoint, entry.put);
          else subs.delete(entry.del);
        } catch {
          // A line cut short by a crash, or damaged: the lines around it still count.
        }
      }
      let state: State = { seen: {}, held: {}, sends: [], delivered: {} };
      try {
        state = stateSchema.parse(JSON.parse((await readBounded(stateFile)) ?? ''));
      } catch {
        // None yet, or unreadable: start empty (a topic is then read as for the first time, and sends nothing).
      }
      // A last line without its end was cut short by a crash: the next line must not be written onto it.
      return { subs, state, logLines: lines.length, cutShort: text !== '' && !text.endsWith('\n') };
    })());

  /** Runs `change` after every change before it, with the loaded data. */
  function serial<T>(change: (data: Awaited<ReturnType<typeof load>>) => Promise<T>): Promise<T> {
    const run = queue.then(async () => change(await load()));
    queue = run.catch(() => undefined);
    return run;
  }

  async function append(data: Awaited<ReturnType<typeof load>>, entries: z.infer<typeof logLine>[]): Promise<void> {
    if (data.logLines > 2 * data.subs.size + 1_000) {
      await writeDurably(logFile, [...data.subs.values()].map((put) => `${JSON.stringify({ put })}\n`).join(''));
      data.logLines = data.subs.size;
      data.cutShort = false;
      return;
    }
    const handle = await open(logFile, 'a');
    try {
      await handle.appendFile(`${data.cutShort ? '\n' : ''}${entries.map((entry) => `${JSON.stringify(entry)}\n`).join('')}`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    data.cutShort = false;
    data.logLines += entries.length;
  }

  const saveState = (state: State) => writeDurably(stateFile, JSON.stringify(state));

  return {
    save: (subscription) =>
      serial(async (data) => {
        if (!data.subs.has(subscription.endpoint) && data.subs.size >= MAX_SUBSCRIPTIONS) return 'full';
        data.subs.set(subscription.endpoint, subscription);
        await append(data, [{ put: subscription }]);
        return 'saved';
      }),
    find: async (endpoint) => (await load()).subs.get(endpoint) ?? null,
    remove: (endpoints) =>
      serial(async (data) => {
        const gone = endpoints.filter((endpoint) => data.subs.delete(endpoint));
        if (gone.length === 0) return;
        for (const endpoint of gone) delete data.state.delivered[endpointKey(endpoint)];
        await append(data, gone.map((del) => ({ del })));
      }),
    async *batches() {
      const all = [...(await load()).subs.values()];
      for (let start = 0; start < all.length; start += 500) yield all.slice(start, start + 500);
    },
    delivered: (endpoints, at) =>
      serial(async (data) => {
        for (const endpoint of endpoints) if (data.subs.has(endpoint)) data.state.delivered[endpointKey(endpoint)] = at;
        await saveState(data.state);
      }),
    async deliveredAt(endpoints) {
      const { state } = await load();
      const known = new Map<string, number>();
      for (const endpoint of endpoints) {
        const at = state.delivered[endpointKey(endpoint)];
        if (at !== undefined) known.set(endpoint, at);
      }
      return known;
    },
    async counts() {
      const counts = emptyCounts();
      for (const subscription of (await load()).subs.values()) for (const name of subscription.topics) counts[name][subscription.locale] += 1;
      return counts;
    },
    claimNew: (name, ids, now) =>
      serial(async (data) => {
        const seen = data.state.seen[name];
        const next = { ...seen };
        const fresh = ids.filter((id) => next[id] === undefined);
        for (const id of ids) next[id] = now;
        data.state.seen[name] = Object.fromEntries(
          Object.entries(next)
            .sort(([, a], [, b]) => b - a)
            .slice(0, MAX_SEEN_IDS),
        );
        await saveState(data.state);
        return seen === undefined ? 'first' : fresh;
      }),
    hold: (name, items) =>
      serial(async (data) => {
        data.state.held[name] = [...(data.state.held[name] ?? []), ...items].slice(-MAX_HELD);
        await saveState(data.state);
      }),
    takeHeld: () =>
      serial(async (data) => {
        const held = data.state.held;
        if (Object.keys(held).length === 0) return {};
        data.state.held = {};
        await saveState(data.state);
        return held;
      }),
    recordSend: (record: SendRecord) =>
      serial(async (data) => {
        data.state.sends = [record, ...data.state.sends].slice(0, SENDS_KEPT);
        await saveState(data.state);
      }),
    lastSends: async () => (await load()).state.sends,
  };
}
