import 'server-only';
import { getAllGalleryItems } from './gallery';
import { ITEM_SECTIONS, type ItemSectionKey } from './item-sections';

// Whether an address names an item the site publishes now, for proxy.ts: an address that names none is
// answered with a prerendered 404 (lib/server/not-found-rewrite.mjs) instead of a render of the item page.
// The ids come from the same cached getters the pages read, so the proxy and the page agree, a refresh
// (the webhook's tag) reaches both at once, and several instances share them through the cache handler.

/** Where ids are read from: an item list, or every album of the three album sections. */
export type ItemSource = ItemSectionKey | 'albums';

/** A list's ids are read at most once per this long per process, so a flood of invented addresses parses no list per request. */
export const CURRENT_IDS_HOLD_MS = 1_000;

const held = new Map<ItemSource, { at: number; ids: Promise<ReadonlySet<string> | null> }>();

async function readIds(source: ItemSource): Promise<ReadonlySet<string> | null> {
  try {
    const { data, fromService } = source === 'albums' ? await getAllGalleryItems() : await ITEM_SECTIONS[source].load();
    // Without good content from the service, the page shows its placeholder (200): nothing is called missing.
    return fromService ? new Set(data.map((item) => item.id)) : null;
  } catch {
    // Outside a page render the cache may not be ready yet (the first request of a server): the page decides.
    return null;
  }
}

/** The ids a source lists now, or null when that cannot be told. At most one read per source at a time and per hold. */
export function currentIds(source: ItemSource, now: number = Date.now()): Promise<ReadonlySet<string> | null> {
  const entry = held.get(source);
  if (entry && now - entry.at < CURRENT_IDS_HOLD_MS) return entry.ids;
  const ids = readIds(source);
  held.set(source, { at: now, ids });
  return ids;
}

/**
 * Whether `slug` (`<id>-<title words>`, or the id alone) names one of `ids`: an id followed by the end or a
 * hyphen, as the item page matches it (lib/listing/item-slug.ts `matchSlug`); vendor ids may hold hyphens.
 */
export function slugNamesOneOf(slug: string, ids: ReadonlySet<string>): boolean {
  for (let end = slug.indexOf('-'); end !== -1; end = slug.indexOf('-', end + 1)) {
    if (ids.has(slug.slice(0, end))) return true;
  }
  return ids.has(slug);
}

/** Whether the item or album an address asks for is published now; null when that cannot be told. */
export async function isCurrent(source: ItemSource, slugOrId: string): Promise<boolean | null> {
  const ids = await currentIds(source);
  if (ids === null) return null;
  return source === 'albums' ? ids.has(slugOrId) : slugNamesOneOf(slugOrId, ids);
}
