import 'server-only';
import { unstable_cache } from 'next/cache';
import { getConfig } from '@/lib/config';
import { guardLoad, listGetter, type ListGetter, type ListResource } from './resource';
import { CONTENT_TAGS, type ContentTag } from './tags';

// Why content is cached this way. The site uses Next 16's non-Cache-Components model: pages are ISR, and each
// getter caches its validated result with `unstable_cache`, declared in one line beside the getter
// (`cachedList(allNews, { key: 'news/all', tag: CONTENT_TAGS.news, window: CONTENT_WINDOW })`): tags `content`
// and `content:<resource>`, revalidate window CONTENT_REVALIDATE_SECONDS. We cache the validated result rather
// than the raw `fetch` because Next's fetch cache would store a 200 answer with malformed JSON or a wrong shape
// and replace good data with it; the Next 16 docs keep `unstable_cache` for non-fetch data, and the HTTP
// client is undici's `request`, not `fetch`.
//
// How last good content survives an outage (read in Next's source, proven by e2e/resilience.spec.ts):
// - a getter's loader throws on any failure: network error, timeout, non-2xx, invalid JSON, wrong shape, an
//   answer over 2 MB, and an empty list where content is expected (notifications, online registration and
//   birthdays may legitimately be empty);
// - `unstable_cache` caches nothing when its loader throws and keeps serving the last good entry; during a
//   page's regeneration it waits for the refresh and falls back to the stale entry on error, so the
//   regenerated page carries the last good content, not placeholders;
// - the getter catches the error only when nothing good was ever cached and returns an empty list with
//   `fromService: false`, so pages show the spec's placeholders. Those pages are cached for one window only
//   and refill by themselves when the vendor answers.
// Catching errors in the page instead would cache placeholders as the page's new version (vercel/next.js#16030);
// this design never gets there because the stale data, not the error, reaches the page.
// What an outage looks like from outside, measured, and what a monitor sees: docs/operations.md.

/** Where a getter's result lives in Next's data cache, and for how long. */
export interface CachePolicy {
  /** The entry's name. Its key also carries 'dated' (entries hold their fetch time) and the content fingerprint. */
  key: string;
  /** What refreshes it (POST /api/revalidate); every entry also carries CONTENT_TAGS.all. */
  tag: ContentTag;
  /** Seconds before it is refreshed in the background, read from the configuration at the first call. */
  window: () => number;
}

/** The content's ISR window: CONTENT_REVALIDATE_SECONDS. */
export const CONTENT_WINDOW = (): number => getConfig().revalidateSeconds;

/**
 * `load` in Next's data cache under `policy`, behind the failure guard (guardLoad): a load that throws caches
 * nothing, so the last good entry keeps being served; concurrent loads share one vendor call.
 */
export function cachedGetter<Args extends string[], T>({ key, tag, window }: CachePolicy, load: (...args: Args) => Promise<T>): (...args: Args) => Promise<T> {
  const guarded = guardLoad(load);
  let wrapped: ((...args: Args) => Promise<T>) | undefined;
  return (...args: Args): Promise<T> => {
    // Next keys the cache on the function's source, so the wrapper stays short and the key names the resource.
    // 'dated': list entries carry their fetch time (for /healthz), so entries of older builds are not read in this shape.
    // The content fingerprint (vendor origin and school code): a cache filled from another service is never read.
    const { contentFingerprint } = getConfig();
    wrapped ??= unstable_cache((...inner: Args) => guarded(...inner), [key, 'dated', contentFingerprint], {
      revalidate: window(),
      tags: [tag, CONTENT_TAGS.all],
    });
    return wrapped(...args);
  };
}

/** The getter of a list endpoint (listResource), cached under `policy`. */
export function cachedList<Item>(list: ListResource<Item>, policy: CachePolicy): ListGetter<Item> {
  return listGetter(list, cachedGetter(policy, list.load));
}
