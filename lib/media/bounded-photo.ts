import 'server-only';
import sharp from 'sharp';

/** The most bytes of a photo read; the download is aborted beyond it, whatever Content-Length said. */
export const PHOTO_MAX_BYTES = 4 * 1024 * 1024;
/** The download, body included, is aborted after this long. */
export const PHOTO_TIMEOUT_MS = 5_000;
/**
 * The most pixels a photo may have. A PNG of a few hundred KB can declare 20000x20000 pixels, which would
 * take over a gigabyte to decode; 40 megapixels is more than any phone camera takes.
 */
export const PHOTO_MAX_PIXELS = 40_000_000;

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png']);
const PHOTO_FORMATS = new Set(['jpeg', 'png']);
const PHOTO_QUALITY = 85;

export interface PhotoBounds {
  /** The box the photo is shrunk to fit. */
  width: number;
  height: number;
  maxBytes?: number;
  timeoutMs?: number;
  maxPixels?: number;
}

/** The body of `response`, or null once it passes `maxBytes` (the read and the request are then aborted). */
async function readCapped(response: Response, maxBytes: number, abort: () => void): Promise<Buffer | null> {
  if (!response.body) return null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) return Buffer.concat(chunks);
      total += next.value.byteLength;
      if (total > maxBytes) {
        abort();
        return null;
      }
      chunks.push(next.value);
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/**
 * A JPEG or PNG photo at `url` as a JPEG data URL that fits the bounds' box, or null when it cannot be used:
 * a failed, slow, oversized or mislabelled download, or an image of more than `maxPixels` pixels.
 */
export async function boundedPhotoData(url: string | undefined, bounds: PhotoBounds): Promise<string | null> {
  if (!url) return null;
  const { width, height, maxBytes = PHOTO_MAX_BYTES, timeoutMs = PHOTO_TIMEOUT_MS, maxPixels = PHOTO_MAX_PIXELS } = bounds;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // no-store: Next's fetch would otherwise read a second copy of the body, whole, to keep it in its data cache.
    const response = await fetch(url, { signal: controller.signal, cache: 'no-store' });
    const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!response.ok || !PHOTO_TYPES.has(type) || Number(response.headers.get('content-length') ?? 0) > maxBytes) {
      controller.abort();
      return null;
    }
    const bytes = await readCapped(response, maxBytes, () => controller.abort());
    if (bytes === null) return null;

    // metadata() reads the header only and throws beyond the pixel limit: a huge image is refused before a
    // pixel of it is decoded. The format check keeps out what sharp also reads, such as SVG, sent as a photo.
    const { format } = await sharp(bytes, { limitInputPixels: maxPixels }).metadata();
    if (!PHOTO_FORMATS.has(format ?? '')) return null;
    const jpeg = await sharp(bytes, { limitInputPixels: maxPixels })
      // Resizing drops the EXIF orientation, so it is applied first.
      .rotate()
      .resize({ width, height, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: PHOTO_QUALITY, mozjpeg: true })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch {
    // A slow, failing or undecodable photo costs the card its photo, not the card.
    return null;
  } finally {
    clearTimeout(timer);
  }
}
