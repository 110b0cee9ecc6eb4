import 'server-only';
import type { z } from 'zod';
import { CONTENT_WINDOW, cachedList } from './cache';
import { listResource } from './resource';
import { cleanText, fileUrls, isoDate, itemId } from './reshape';
import { eventSchema } from './schemas';
import { CONTENT_TAGS } from './tags';

/** An event as pages see it. */
export interface EventItem {
  id: string;
  title: string;
  description: string;
  date: string | null;
  time: string;
  venue: string;
  imageUrls: string[];
  attachmentUrls: string[];
}

function toEventItem(raw: z.output<typeof eventSchema>): EventItem {
  return {
    id: itemId(raw._id, raw.title, raw.date),
    title: cleanText(raw.title),
    description: raw.description.trim(),
    date: isoDate(raw.date),
    time: cleanText(raw.time),
    venue: cleanText(raw.venue),
    imageUrls: fileUrls(raw.images),
    attachmentUrls: fileUrls(raw.attachments),
  };
}

/** Events for the home page (GET /api/events/{schoolcode}). */
const homeEvents = listResource({
  resource: 'events/home',
  path: (code) => `/api/events/${encodeURIComponent(code)}`,
  item: eventSchema,
  reshape: toEventItem,
});
export const getHomeEvents = cachedList(homeEvents, { key: 'events/home', tag: CONTENT_TAGS.events, window: CONTENT_WINDOW });

/** All events (GET /api/events/All/{schoolcode}). */
const allEvents = listResource({
  resource: 'events/all',
  path: (code) => `/api/events/All/${encodeURIComponent(code)}`,
  item: eventSchema,
  reshape: toEventItem,
});
export const getAllEvents = cachedList(allEvents, { key: 'events/all', tag: CONTENT_TAGS.events, window: CONTENT_WINDOW });
