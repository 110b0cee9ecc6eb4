import 'server-only';
import type { z } from 'zod';
import { CONTENT_WINDOW, cachedList } from './cache';
import { listResource } from './resource';
import { cleanText, fileUrls, itemId } from './reshape';
import { onlineRegistrationSchema } from './schemas';
import { CONTENT_TAGS } from './tags';

/** An open online registration; while the list has entries the home page shows its badge. */
export interface OnlineRegistration {
  id: string;
  title: string;
  attachmentUrls: string[];
}

function toOnlineRegistration(raw: z.output<typeof onlineRegistrationSchema>): OnlineRegistration {
  return { id: itemId(raw._id, raw.title), title: cleanText(raw.title), attachmentUrls: fileUrls(raw.attachments) };
}

/** Open registrations (GET /api/onlineRegistration/{schoolcode}); empty means registration is closed. */
const onlineRegistrations = listResource({
  resource: 'online-registration',
  path: (code) => `/api/onlineRegistration/${encodeURIComponent(code)}`,
  auth: true,
  item: onlineRegistrationSchema,
  reshape: toOnlineRegistration,
  emptyIsNormal: true,
});
export const getOnlineRegistrations = cachedList(onlineRegistrations, { key: 'online-registration', tag: CONTENT_TAGS.onlineRegistration, window: CONTENT_WINDOW });
