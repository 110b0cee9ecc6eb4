import 'server-only';
import type { z } from 'zod';
import { CONTENT_WINDOW, cachedList } from './cache';
import { listResource } from './resource';
import { cleanText, fileUrls, isoDate, itemId } from './reshape';
import { highlightSchema } from './schemas';
import { CONTENT_TAGS } from './tags';

/** A highlight: a ticker item, or a notice when its category is Notice. */
export interface Highlight {
  id: string;
  title: string;
  description: string;
  category: string;
  date: string | null;
  attachmentUrls: string[];
}

function toHighlight(raw: z.output<typeof highlightSchema>): Highlight {
  return {
    id: itemId(raw._id, raw.title, raw.fromDate),
    title: cleanText(raw.title),
    description: raw.description.trim(),
    category: cleanText(raw.category),
    date: isoDate(raw.fromDate),
    attachmentUrls: fileUrls(raw.attachments),
  };
}

/** The ticker list (GET /api/highlight/{schoolcode}). */
const highlights = listResource({
  resource: 'highlights/ticker',
  path: (code) => `/api/highlight/${encodeURIComponent(code)}`,
  item: highlightSchema,
  reshape: toHighlight,
});
export const getHighlights = cachedList(highlights, { key: 'highlights/ticker', tag: CONTENT_TAGS.highlights, window: CONTENT_WINDOW });

/** All highlights (GET /api/highlight/all/{schoolcode}); the notices are getNoticeListing's (listings.ts). */
const allHighlights = listResource({
  resource: 'highlights/all',
  path: (code) => `/api/highlight/all/${encodeURIComponent(code)}`,
  item: highlightSchema,
  reshape: toHighlight,
});
export const getAllHighlights = cachedList(allHighlights, { key: 'highlights/all', tag: CONTENT_TAGS.highlights, window: CONTENT_WINDOW });
