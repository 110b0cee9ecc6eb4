import 'server-only';
import type { z } from 'zod';
import { fileUrl } from './files';
import { CONTENT_WINDOW, cachedList } from './cache';
import { listResource } from './resource';
import { cleanText, isoDate, itemId } from './reshape';
import { circularSchema } from './schemas';
import { CONTENT_TAGS } from './tags';

/** A circular or e-magazine issue: the first attachment is the document, the first image its cover. */
export interface Circular {
  id: string;
  title: string;
  date: string | null;
  category: string;
  documentUrl: string | null;
  coverUrl: string | null;
}

function toCircular(raw: z.output<typeof circularSchema>): Circular {
  return {
    id: itemId(raw._id, raw.title, raw.date),
    title: cleanText(raw.title),
    date: isoDate(raw.date),
    category: cleanText(raw.category),
    documentUrl: fileUrl(raw.attachments[0]),
    coverUrl: fileUrl(raw.images[0]),
  };
}

/** All circulars, e-magazine issues among them (GET /api/circular/all/{schoolcode}). */
const circulars = listResource({
  resource: 'circulars',
  path: (code) => `/api/circular/all/${encodeURIComponent(code)}`,
  auth: true,
  item: circularSchema,
  reshape: toCircular,
});
export const getCirculars = cachedList(circulars, { key: 'circulars', tag: CONTENT_TAGS.circulars, window: CONTENT_WINDOW });
