// The address of one notice, news item or event: `/News/<slug>`, where the slug is the vendor's id followed by
// a readable part of the title, `66f1c0a2e4b0-annual-sports-day`. Only the id identifies the item, so a link
// keeps working after the school corrects a title: the page answers 308 with the new slug.

/** Title parts are cut at a word to at most this many characters, so a shared link stays readable. */
export const SLUG_TITLE_MAX = 60;

/**
 * Ids the vendor could have issued: its ids are database keys (letters, digits, '-' and '_'). An address
 * naming any other id names nothing, and is answered 404 before anything is looked up or rendered.
 */
export const ITEM_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Every slug `itemSlug` can make of such an id: the id, a hyphen and at most SLUG_TITLE_MAX characters of words. */
const POSSIBLE_SLUG = new RegExp(`^[A-Za-z0-9_-]{1,${64 + 1 + SLUG_TITLE_MAX}}$`);

/** Whether an address's slug (as it stands in the path, still percent-encoded) could name an item at all. */
export function isPossibleSlug(slug: string): boolean {
  return POSSIBLE_SLUG.test(slug);
}

/** What a slug is made from. */
export interface Sluggable {
  id: string;
  title: string;
}

/** The title as lower-case ASCII words joined by hyphens ('Annual Sports Day – 2026' gives 'annual-sports-day-2026'). */
export function slugTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= SLUG_TITLE_MAX) return words;
  const cut = words.slice(0, SLUG_TITLE_MAX + 1);
  const lastBreak = cut.lastIndexOf('-');
  return (lastBreak > 0 ? cut.slice(0, lastBreak) : words.slice(0, SLUG_TITLE_MAX)).replace(/-+$/, '');
}

/** The slug of an item: its id, then its title's words when the title has any in Latin letters or digits. */
export function itemSlug(item: Sluggable): string {
  const words = slugTitle(item.title);
  return words ? `${item.id}-${words}` : item.id;
}

/** The item a slug names and that item's current slug (different from the one asked for after a title change). */
export interface SlugMatch<Item> {
  item: Item;
  slug: string;
}

/**
 * The item `slug` names: the item whose current slug it is, else the item whose id it starts with (an older
 * title, or the id alone), the longest such id winning since vendor ids may themselves contain hyphens.
 * Null when it names none.
 */
export function matchSlug<Item extends Sluggable>(items: readonly Item[], slug: string): SlugMatch<Item> | null {
  const exact = items.find((item) => itemSlug(item) === slug);
  if (exact) return { item: exact, slug };
  let best: Item | null = null;
  for (const item of items) {
    const named = slug === item.id || slug.startsWith(`${item.id}-`);
    if (named && (best === null || item.id.length > best.id.length)) best = item;
  }
  return best && { item: best, slug: itemSlug(best) };
}
