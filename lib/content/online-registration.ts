import 'server-only';
import type { z } from 'zod';
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
export const getOnlineRegistrations = listResource({
  resource: 'online-registration',
  path: (code) => `/api/onlineRegistration/${encodeURIComponent(code)}`,
  auth: true,
  tag: CONTENT_TAGS.onlineRegistration,
  item: onlineRegistrationSchema,
  reshape: toOnlineRegistration,
  emptyIsNormal: true,
});
