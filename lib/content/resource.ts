import 'server-only';
import type { z } from 'zod';
import { getConfig } from '@/lib/config';
import { callContentApi, type CallOptions, type CallResult } from './client';
import { ContentApiError, ContentValidationError } from './errors';
import { logDroppedItem, logUpstream } from './log';

// A list getter's validation (each item against its schema, the list as a whole) and its failure guard (one
// vendor call at a time, a failure held, the last good list kept). Its cache entry is declared beside each
// getter, with cachedList or cachedGetter (./cache.ts).

/** Validated data and whether it came from the service (false: the service failed and nothing good was cached). */
export interface ContentResult<T> {
  data: T;
  fromService: boolean;
}

/** The service answered an empty list where the site expects content; treated like a failure so it never replaces good data. */
export class EmptyContentError extends ContentApiError {}

export interface ListResourceDefinition<Schema extends z.ZodType, Item> {
  /** Name for logs and cache keys, e.g. `news/all`. */
  resource: string;
  path: (schoolCode: string) => string;
  auth?: boolean;
  item: Schema;
  reshape: (raw: z.output<Schema>) => Item;
  /**
   * Whether an empty list is a normal answer (no notifications today) rather than a vendor glitch.
   * When false, an empty answer keeps the last good list.
   */
  emptyIsNormal?: boolean;
}

/**
 * What a cached loader throws. Next logs a failed background refresh with the thrown value (after our own
 * log line), so this carries a one-line stack and no enumerable fields: one readable line, no trace.
 */
export class ContentUnavailable extends Error {
  readonly #empty: boolean;

  constructor(error: unknown) {
    super(errorMessage(error));
    this.name = 'ContentUnavailable';
    this.#empty = error instanceof EmptyContentError;
    this.stack = `${this.name}: ${this.message}`;
  }

  /** Whether the service answered, but with an empty list. */
  get empty(): boolean {
    return this.#empty;
  }
}

/**
 * After a failed load, further loads of the same data fail at once for this long instead of asking the
 * vendor again: a page then gets the last good entry (or its placeholders) without waiting for the
 * vendor's timeout, and a failing vendor is asked once per hold, not once per visitor.
 */
export const FAILURE_HOLD_MS = 5_000;

/** Until when every list read fails at once because a call found the vendor unreachable or silent (epoch ms). */
let vendorSilentUntil = 0;

/**
 * The loader with one shared call per argument list at a time and failures held for FAILURE_HOLD_MS. A
 * call that got no answer at all (connection refused, timeout) holds every list read: a page whose parts load
 * one after another then waits for one timeout, not one per part. cachedGetter (./cache.ts) puts it inside the
 * data cache, so concurrent refreshes of one entry share one vendor call.
 */
export function guardLoad<Args extends string[], T>(load: (...args: Args) => Promise<T>): (...args: Args) => Promise<T> {
  const inflight = new Map<string, Promise<T>>();
  const failures = new Map<string, { error: ContentUnavailable; until: number }>();
  return (...args) => {
    const id = JSON.stringify(args);
    const held = failures.get(id);
    if (held && held.until > Date.now()) return Promise.reject(held.error);
    if (vendorSilentUntil > Date.now() && !inflight.has(id)) {
      return Promise.reject(new ContentUnavailable(new Error('the vendor did not answer a moment ago; not called')));
    }
    let call = inflight.get(id);
    if (!call) {
      call = load(...args)
        .then(
          (value) => {
            failures.delete(id);
            return value;
          },
          (error: unknown) => {
            const unavailable = new ContentUnavailable(error);
            failures.set(id, { error: unavailable, until: Date.now() + FAILURE_HOLD_MS });
            if (error instanceof ContentApiError && error.status === null) vendorSilentUntil = Date.now() + FAILURE_HOLD_MS;
            throw unavailable;
          },
        )
        .finally(() => inflight.delete(id));
      inflight.set(id, call);
    }
    return call;
  };
}

/** Validates each item of a list answer; returns the reshaped good items and the number dropped. */
export function validateList<Schema extends z.ZodType, Item>(
  definition: Pick<ListResourceDefinition<Schema, Item>, 'resource' | 'item' | 'reshape'>,
  json: unknown,
): { items: Item[]; dropped: number } {
  if (!Array.isArray(json)) {
    throw new ContentValidationError(definition.resource, ['expected a list']);
  }
  const items: Item[] = [];
  let dropped = 0;
  json.forEach((raw: unknown, index) => {
    const parsed = definition.item.safeParse(raw);
    if (parsed.success) {
      items.push(definition.reshape(parsed.data));
    } else {
      dropped += 1;
      logDroppedItem(definition.resource, index, failedFields(parsed.error));
    }
  });
  if (json.length > 0 && items.length === 0) {
    throw new ContentValidationError(definition.resource, ['every item was malformed']);
  }
  return { items, dropped };
}

/** Calls the service (through `call`, e.g. a circuit breaker) and logs the call when it fails; the caller logs successes with what it kept. */
export async function callAndLog(options: CallOptions, call: (options: CallOptions) => Promise<CallResult> = callContentApi): Promise<CallResult> {
  const started = performance.now();
  try {
    return await call(options);
  } catch (error) {
    logUpstream({
      resource: options.resource,
      endpoint: options.path,
      status: error instanceof ContentApiError ? error.status : null,
      ms: Math.round(performance.now() - started),
      error: errorMessage(error),
    });
    throw error;
  }
}

/** The message of an error-like value, for logs. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One list endpoint: its uncached load (called, validated per item, logged; throwing on any failure and on an
 * unexpected empty list) and how each of its items is read. cachedList (./cache.ts) makes it a getter.
 */
export function listResource<Schema extends z.ZodType, Item>(definition: ListResourceDefinition<Schema, Item>): ListResource<Item> {
  const { resource } = definition;
  const load = async (): Promise<Fetched<Item[]>> => {
    const endpoint = definition.path(getConfig().schoolCode);
    const answer = await callAndLog({ resource, path: endpoint, auth: definition.auth });
    let result: { items: Item[]; dropped: number };
    try {
      if (answer.status === 404) throw new ContentApiError(`${resource}: HTTP 404`, { resource, status: 404 });
      result = validateList(definition, answer.json);
    } catch (error) {
      logUpstream({ resource, endpoint, status: answer.status, ms: answer.ms, error: errorMessage(error) });
      throw error;
    }
    logUpstream({ resource, endpoint, status: answer.status, ms: answer.ms, kept: result.items.length, dropped: result.dropped });
    if (result.items.length === 0 && !definition.emptyIsNormal) {
      throw new EmptyContentError(`${resource}: empty list`, { resource, status: answer.status });
    }
    return { value: result.items, fetchedAt: Date.now() };
  };
  const source: ListSource<Item> = {
    path: definition.path,
    auth: definition.auth ?? false,
    read: (raw) => {
      const parsed = definition.item.safeParse(raw);
      return parsed.success ? { item: definition.reshape(parsed.data) } : { fields: failedFields(parsed.error) };
    },
  };
  return { resource, load, source };
}

/**
 * The getter of a list over its cached load, never throwing into a page: the last good list while the cache
 * has one (the cached load serves it), else an empty list, `fromService` true only when the service answered
 * an empty list.
 */
export function listGetter<Item>(list: ListResource<Item>, cachedLoad: () => Promise<Fetched<Item[]>>): ListGetter<Item> {
  const get = async (): Promise<ContentResult<Item[]>> => {
    try {
      return { data: (await cachedLoad()).value, fromService: true };
    } catch (error) {
      return { data: [], fromService: error instanceof ContentUnavailable && error.empty };
    }
  };
  const lastGoodFetch = async (): Promise<number | null> => {
    try {
      return (await cachedLoad()).fetchedAt;
    } catch {
      return null;
    }
  };
  return Object.assign(get, { resource: list.resource, lastGoodFetch, source: list.source });
}

/** The fields a malformed item failed on ('(item)' when the item itself is not an object). */
function failedFields(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.path.join('.') || '(item)'))];
}

/**
 * Where a list comes from and how each of its items is read, for the school office's report (lib/staff),
 * which asks the service itself to see what pages never show: the items validation drops, and why.
 */
export interface ListSource<Item> {
  path: (schoolCode: string) => string;
  auth: boolean;
  /** One raw item validated and reshaped as pages get it, or the fields it failed on. */
  read(raw: unknown): { item: Item } | { fields: string[] };
}

/** The getter of one list endpoint, with its resource name and when it last fetched good content. */
export interface ListGetter<Item> {
  (): Promise<ContentResult<Item[]>>;
  readonly resource: string;
  /**
   * When the cached list was last fetched good (epoch ms), or null when it never was. Reading goes
   * through the data cache, so a stale list is refreshed in the background as on a page visit.
   */
  lastGoodFetch(): Promise<number | null>;
  readonly source: ListSource<Item>;
}

/** One list endpoint before caching: its name (for logs, cache keys and /healthz), its load and its items' reading. */
export interface ListResource<Item> {
  readonly resource: string;
  load(): Promise<Fetched<Item[]>>;
  readonly source: ListSource<Item>;
}

/** A cached value and when it was fetched from the service (epoch ms). */
export interface Fetched<T> {
  value: T;
  fetchedAt: number;
}
