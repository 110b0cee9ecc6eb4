import 'server-only';
import type { z } from 'zod';
import { fileUrl } from './files';
import { listResource } from './resource';
import { cleanText, itemId } from './reshape';
import { principalSchema } from './schemas';
import { CONTENT_TAGS } from './tags';

/** A principal's message. `messageHtml` is the vendor's HTML, untrusted: sanitise before rendering. */
export interface PrincipalMessage {
  id: string;
  name: string;
  category: string;
  messageHtml: string;
  photoUrl: string | null;
}

function toPrincipalMessage(raw: z.output<typeof principalSchema>): PrincipalMessage {
  return {
    id: itemId(raw._id, raw.name, raw.category),
    name: cleanText(raw.name),
    category: cleanText(raw.category),
    messageHtml: raw.message,
    photoUrl: fileUrl(raw.attachments[0]),
  };
}

/** Principal messages (GET /api/PrincipalMessage/{schoolcode}). */
export const getPrincipalMessages = listResource({
  resource: 'principal',
  path: (code) => `/api/PrincipalMessage/${encodeURIComponent(code)}`,
  auth: true,
  tag: CONTENT_TAGS.principal,
  item: principalSchema,
  reshape: toPrincipalMessage,
});
