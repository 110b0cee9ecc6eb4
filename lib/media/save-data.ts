import { deviceSizes, imageSizes } from '@/lib/media/image-widths.mjs';

/** Marks an image address already made smaller for Save-Data, so it is served as asked. */
export const SAVE_DATA_MARK = 'sd';

// The widths the image optimiser accepts (next.config.mjs reads the same list).
const WIDTHS = [...imageSizes, ...deviceSizes].sort((a, b) => a - b);

/** Whether a request's `Save-Data` header asks for less data (the value is `on`, in any letter case). */
export function wantsSaveData(header: string | null): boolean {
  return header?.trim().toLowerCase() === 'on';
}

/**
 * For a `/_next/image` address asked with Save-Data, the address of the same image at about half the width
 * (the largest accepted width at most half, at least the smallest), marked so it is not reduced again;
 * null when there is nothing to reduce (already marked, no valid width, or already the smallest).
 */
export function saveDataImageUrl(url: URL): URL | null {
  if (url.searchParams.has(SAVE_DATA_MARK)) return null;
  const width = Number(url.searchParams.get('w'));
  if (!WIDTHS.includes(width)) return null;
  const smaller = WIDTHS.filter((candidate) => candidate <= width / 2).at(-1) ?? WIDTHS[0];
  if (smaller === undefined || smaller >= width) return null;
  const target = new URL(url);
  target.searchParams.set('w', String(smaller));
  target.searchParams.set(SAVE_DATA_MARK, '1');
  return target;
}
