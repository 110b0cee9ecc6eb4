import 'server-only';
import type { z } from 'zod';
import { fileUrl, safeHttpUrl } from './files';
import { CONTENT_WINDOW, cachedList } from './cache';
import { listResource } from './resource';
import { cleanText, itemId } from './reshape';
import { notificationSchema } from './schemas';
import { CONTENT_TAGS } from './tags';
import type { Notification } from '@/lib/listing/notification';

export type { Notification };

function toNotification(raw: z.output<typeof notificationSchema>): Notification {
  return {
    id: itemId(raw._id, raw.title, raw.desc),
    title: cleanText(raw.title),
    description: raw.desc.trim(),
    imageUrl: fileUrl(raw.image[0]),
    attachmentUrl: fileUrl(raw.attachments[0]),
    url: safeHttpUrl(raw.url),
  };
}

/** Popup notifications (GET /api/notification/{schoolcode}); an empty list is normal and means no popup. */
const notifications = listResource({
  resource: 'notifications',
  path: (code) => `/api/notification/${encodeURIComponent(code)}`,
  auth: true,
  item: notificationSchema,
  reshape: toNotification,
  emptyIsNormal: true,
});
export const getNotifications = cachedList(notifications, { key: 'notifications', tag: CONTENT_TAGS.notifications, window: CONTENT_WINDOW });
