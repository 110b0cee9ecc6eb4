import 'server-only';
import type { z } from 'zod';
import { safeHttpUrl } from './files';
import { CONTENT_WINDOW, cachedList } from './cache';
import { listResource } from './resource';
import { cleanText, fileUrls, isoDate, itemId } from './reshape';
import { mediaSchema } from './schemas';
import { CONTENT_TAGS } from './tags';

/** A media coverage item: press clippings as images, and a link to the article when there is one. */
export interface MediaItem {
  id: string;
  title: string;
  date: string | null;
  url: string | null;
  imageUrls: string[];
}

function toMediaItem(raw: z.output<typeof mediaSchema>): MediaItem {
  return {
    id: itemId(raw._id, raw.title, raw.date),
    title: cleanText(raw.title),
    date: isoDate(raw.date),
    url: safeHttpUrl(raw.url),
    imageUrls: fileUrls(raw.attachments),
  };
}

/** Media coverage (GET /api/media/{schoolcode}); a non-list answer counts as a failure (spec 5). */
const mediaCoverage = listResource({
  resource: 'media',
  path: (code) => `/api/media/${encodeURIComponent(code)}`,
  item: mediaSchema,
  reshape: toMediaItem,
});
export const getMediaCoverage = cachedList(mediaCoverage, { key: 'media', tag: CONTENT_TAGS.media, window: CONTENT_WINDOW });
