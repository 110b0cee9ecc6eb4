import 'server-only';
import type { z } from 'zod';
import { fileUrl } from './files';
import { CONTENT_WINDOW, cachedList } from './cache';
import { listResource } from './resource';
import { cleanText, itemId } from './reshape';
import { topperSchema } from './schemas';
import { CONTENT_TAGS } from './tags';

/** A board-exam topper as pages see it. `stream` holds the stream for XII and the subject for X. */
export interface Topper {
  id: string;
  name: string;
  className: 'X' | 'XII';
  sessionYear: string;
  stream: string;
  division: string;
  photoUrl: string | null;
}

function toTopper(raw: z.output<typeof topperSchema>): Topper {
  return {
    id: itemId(raw._id, raw.name, raw.class, raw.sessionYear),
    name: cleanText(raw.name),
    className: raw.class,
    sessionYear: raw.sessionYear,
    stream: cleanText(raw.stream),
    division: cleanText(raw.division),
    photoUrl: fileUrl(raw.attachments[0]),
  };
}

/**
 * Toppers of both classes and every session (GET /api/topper/{schoolcode}). The spec shows this call for
 * the home page only; the X and XII pages use it too and filter by class and session.
 */
const toppers = listResource({
  resource: 'toppers',
  path: (code) => `/api/topper/${encodeURIComponent(code)}`,
  auth: true,
  item: topperSchema,
  reshape: toTopper,
});
export const getToppers = cachedList(toppers, { key: 'toppers', tag: CONTENT_TAGS.toppers, window: CONTENT_WINDOW });
