import 'server-only';
import { createHash } from 'node:crypto';
import { fileUrl } from './files';

/** An ISO instant for a parseable date, else null (the item stays; date filters skip it). */
export function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The vendor's id, or a stable id derived from the item's identifying fields when it has none. */
export function itemId(vendorId: string | undefined, ...parts: (string | null | undefined)[]): string {
  if (vendorId && /^[A-Za-z0-9_-]{1,64}$/.test(vendorId)) return vendorId;
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 16);
}

/** File URLs of the usable stored paths, in order; unsafe paths are left out. */
export function fileUrls(paths: readonly string[]): string[] {
  return paths.map(fileUrl).filter((url): url is string => url !== null);
}

/** Text with surrounding white space removed and runs of spaces, tabs and line breaks folded to one space. */
export function cleanText(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
