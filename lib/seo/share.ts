import { itemSlug, type Sluggable } from '@/lib/listing/item-slug';

/**
 * The query parameter naming one item on its listing: `/News?item=<id>` opens that news item's Read More.
 * Links shared before items had pages of their own use it too, and keep working.
 */
export const ITEM_PARAM = 'item';

/** The query parameter naming one photo of an album, counted from 1: `/SubGallery?id=<id>&photo=3`. */
export const PHOTO_PARAM = 'photo';

/** The listings whose items have pages of their own. */
export type ItemListing = '/News' | '/notice' | '/Events';

/** The page of one notice, news item or event: `/News/<id>-<title words>` (lib/listing/item-slug.ts). */
export function itemPath(listing: ItemListing, item: Sluggable): string {
  return `${listing}/${encodeURIComponent(itemSlug(item))}`;
}

/** A "Share on WhatsApp" link: WhatsApp's own share address with the title and the page's address as the message. */
export function whatsAppShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;
}

/**
 * The photo a `?photo=` value names, as an index from 0 into `count` photos, or null when it names none
 * (missing, repeated, not a whole number, or out of range).
 */
export function photoIndex(value: string | readonly string[] | null | undefined, count: number): number | null {
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) return null;
  const photo = Number(value);
  return photo >= 1 && photo <= count ? photo - 1 : null;
}

/** `search` (a query string) with `name` set to `value`, or removed when `value` is null; '' when nothing is left. */
export function withParam(search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}
