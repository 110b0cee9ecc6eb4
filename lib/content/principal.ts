import 'server-only';
import type { z } from 'zod';
import { DEFAULT_PRINCIPAL_MESSAGE } from '@/content/placeholders';
import { fileUrl } from './files';
import { CONTENT_WINDOW, cachedList } from './cache';
import { listResource, type ContentResult } from './resource';
import { cleanText, itemId } from './reshape';
import { paragraphsHtml, sanitizeHtml, type SafeHtml } from './sanitize-html';
import { principalSchema } from './schemas';
import { CONTENT_TAGS } from './tags';

/** A principal's message. `messageHtml` is sanitised here, where the vendor's answer is shaped: render it as it is. */
export interface PrincipalMessage {
  id: string;
  name: string;
  category: string;
  messageHtml: SafeHtml;
  photoUrl: string | null;
}

function toPrincipalMessage(raw: z.output<typeof principalSchema>): PrincipalMessage {
  return {
    id: itemId(raw._id, raw.name, raw.category),
    name: cleanText(raw.name),
    category: cleanText(raw.category),
    messageHtml: sanitizeHtml(raw.message),
    photoUrl: fileUrl(raw.attachments[0]),
  };
}

/** Principal messages (GET /api/PrincipalMessage/{schoolcode}). */
const principalMessages = listResource({
  resource: 'principal',
  path: (code) => `/api/PrincipalMessage/${encodeURIComponent(code)}`,
  auth: true,
  item: principalSchema,
  reshape: toPrincipalMessage,
});
export const getPrincipalMessages = cachedList(principalMessages, { key: 'principal', tag: CONTENT_TAGS.principal, window: CONTENT_WINDOW });

const DEFAULT_MESSAGE: PrincipalMessage = {
  id: 'default',
  name: DEFAULT_PRINCIPAL_MESSAGE.name,
  category: DEFAULT_PRINCIPAL_MESSAGE.category,
  messageHtml: paragraphsHtml(DEFAULT_PRINCIPAL_MESSAGE.paragraphs),
  photoUrl: null,
};

/**
 * The message the home page and /OurPrincipal show: the service's first record, or the built-in default
 * when it has none or cannot be read (spec sections 2 and 4). A record's blank name or role reads as the default's.
 */
export async function getPrincipalMessage(): Promise<ContentResult<PrincipalMessage>> {
  const { data, fromService } = await getPrincipalMessages();
  const [first] = data;
  if (!first) return { data: DEFAULT_MESSAGE, fromService };
  return { data: { ...first, name: first.name || DEFAULT_MESSAGE.name, category: first.category || DEFAULT_MESSAGE.category }, fromService };
}
