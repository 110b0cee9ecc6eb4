import 'server-only';
import type { z } from 'zod';
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
export const getHomeEvents = listResource({
  resource: 'events/home',
  path: (code) => `/api/events/${encodeURIComponent(code)}`,
  tag: CONTENT_TAGS.events,
  item: eventSchema,
  reshape: toEventItem,
});

/** All events (GET /api/events/All/{schoolcode}). */
export const getAllEvents = listResource({
  resource: 'events/all',
  path: (code) => `/api/events/All/${encodeURIComponent(code)}`,
  tag: CONTENT_TAGS.events,
  item: eventSchema,
  reshape: toEventItem,
});
