import 'server-only';
import type { z } from 'zod';
import { safeHttpUrl } from './files';
import { CONTENT_WINDOW, cachedList } from './cache';
import { listResource } from './resource';
import { cleanText, isoDate, itemId } from './reshape';
import { videoSchema } from './schemas';
import { CONTENT_TAGS } from './tags';

/** A video link. Items whose URL is not http(s) are dropped by the schema refinement below. */
export interface Video {
  id: string;
  title: string;
  videoUrl: string;
  date: string | null;
}

const playableVideoSchema = videoSchema.refine((raw) => safeHttpUrl(raw.videoUrl) !== null, {
  path: ['videoUrl'],
  message: 'not an http(s) URL',
});

function toVideo(raw: z.output<typeof videoSchema>): Video {
  return {
    id: itemId(raw._id, raw.title, raw.videoUrl),
    title: cleanText(raw.title),
    videoUrl: safeHttpUrl(raw.videoUrl) ?? '',
    date: isoDate(raw.date),
  };
}

/** All videos (GET /api/video/All/{schoolcode}). */
const videos = listResource({
  resource: 'videos',
  path: (code) => `/api/video/All/${encodeURIComponent(code)}`,
  item: playableVideoSchema,
  reshape: toVideo,
});
export const getVideos = cachedList(videos, { key: 'videos', tag: CONTENT_TAGS.videos, window: CONTENT_WINDOW });
