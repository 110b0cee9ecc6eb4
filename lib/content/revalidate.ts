import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { getConfig } from '@/lib/config';
import { CONTENT_TAGS } from './tags';

/** The request header that carries REVALIDATE_SECRET. */
export const REVALIDATE_HEADER = 'x-revalidate-secret';

/** Whether the presented secret equals REVALIDATE_SECRET, compared in constant time. */
export function isRevalidateSecret(presented: string | null): boolean {
  if (!presented) return false;
  const expected = Buffer.from(getConfig().revalidateSecret);
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Marks all content stale, and with it every page (each carries the tags of the content it read: the
 * ticker in every page's header reads content). The next visit to each page regenerates it with fresh
 * data while the visitor still gets the current page. Stale, never expired: `revalidatePath` would expire
 * the pages and every data entry read in them, so a vendor that fails right after publishing would blank
 * the site.
 */
export function revalidateAllContent(): void {
  revalidateTag(CONTENT_TAGS.all, 'max');
}
