import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
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
 * Marks all content and every page stale. The next visit to each page regenerates it with fresh data
 * while the visitor still gets the current page (stale-while-revalidate, so a vendor that fails right
 * after publishing cannot blank the site).
 */
export function revalidateAllContent(): void {
  revalidateTag(CONTENT_TAGS.all, 'max');
  revalidatePath('/', 'layout');
}
