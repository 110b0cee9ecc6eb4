import 'server-only';
import type { z } from 'zod';
import { ITEM_ID_PATTERN } from '@/lib/listing/item-slug';
import { ContentValidationError } from './errors';
import { logUpstream } from './log';
import { CONTENT_WINDOW, cachedGetter, cachedList } from './cache';
import { callAndLog, listResource, type ContentResult } from './resource';
import { cleanText, fileUrls, isoDate } from './reshape';
import { galleryItemSchema } from './schemas';
import { CONTENT_TAGS } from './tags';

/** A photo album, capacity building program or activity as pages see it. */
export interface GalleryItem {
  id: string;
  title: string;
  description: string;
  date: string | null;
  category: string;
  photoUrls: string[];
  coverUrl: string | null;
}

function toGalleryItem(raw: z.output<typeof galleryItemSchema>): GalleryItem {
  const photoUrls = fileUrls(raw.attachments);
  return {
    id: raw._id,
    title: cleanText(raw.title),
    description: raw.description.trim(),
    date: isoDate(raw.date),
    category: cleanText(raw.category),
    photoUrls,
    coverUrl: photoUrls[0] ?? null,
  };
}

/** Albums for the home page (GET /api/gallery/{schoolcode}). */
const homeGalleries = listResource({
  resource: 'gallery/home',
  path: (code) => `/api/gallery/${encodeURIComponent(code)}`,
  item: galleryItemSchema,
  reshape: toGalleryItem,
});
export const getHomeGalleries = cachedList(homeGalleries, { key: 'gallery/home', tag: CONTENT_TAGS.gallery, window: CONTENT_WINDOW });

/**
 * Every gallery-type item of every category (GET /api/gallery/All/{schoolcode}). The spec does not show
 * which path the gallery, program and activity pages use; this one call serves all three, separated by
 * category (ALBUM_SECTIONS in album-sections.ts; docs/vendor.md, "Vendor endpoints").
 */
const allGalleryItems = listResource({
  resource: 'gallery/all',
  path: (code) => `/api/gallery/All/${encodeURIComponent(code)}`,
  item: galleryItemSchema,
  reshape: toGalleryItem,
});
export const getAllGalleryItems = cachedList(allGalleryItems, { key: 'gallery/all', tag: CONTENT_TAGS.gallery, window: CONTENT_WINDOW });


/** One item from the item endpoint; null when the vendor has no such item. Throws on any failure. */
async function loadGalleryItem(id: string): Promise<GalleryItem | null> {
  const resource = 'gallery/item';
  const endpoint = `/api/subGallery?id=${encodeURIComponent(id)}`;
  const answer = await callAndLog({ resource, path: endpoint });
  if (answer.status === 404) {
    logUpstream({ resource, endpoint, status: answer.status, ms: answer.ms, kept: 0, dropped: 0 });
    return null;
  }
  // Some vendors wrap the one item in a list.
  const parsed = galleryItemSchema.safeParse(Array.isArray(answer.json) ? answer.json[0] : answer.json);
  logUpstream({ resource, endpoint, status: answer.status, ms: answer.ms, kept: parsed.success ? 1 : 0, dropped: parsed.success ? 0 : 1 });
  if (!parsed.success) throw new ContentValidationError(resource, ['malformed item']);
  return toGalleryItem(parsed.data);
}
const getCachedGalleryItem = cachedGetter({ key: 'gallery/item', tag: CONTENT_TAGS.gallery, window: CONTENT_WINDOW }, loadGalleryItem);

/**
 * One gallery-type item by id (GET /api/subGallery?id={id}), used by the album, program and activity
 * pages. `data` is null when the id does not exist; `fromService` is false when the service failed.
 * An id missing from a good list of all items is answered without asking the service.
 */
export async function getGalleryItem(id: string): Promise<ContentResult<GalleryItem | null>> {
  if (!ITEM_ID_PATTERN.test(id)) return { data: null, fromService: true };
  const all = await getAllGalleryItems();
  const listed = all.data.find((item) => item.id === id);
  if (all.fromService && !listed) return { data: null, fromService: true };
  try {
    const item = await getCachedGalleryItem(id);
    return { data: item ?? listed ?? null, fromService: true };
  } catch {
    return listed ? { data: listed, fromService: true } : { data: null, fromService: false };
  }
}
