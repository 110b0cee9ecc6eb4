import 'server-only';
import type { z } from 'zod';
import { fileUrl } from './files';
import { CONTENT_WINDOW, cachedList } from './cache';
import { listResource } from './resource';
import { cleanText, isoDate, itemId } from './reshape';
import { birthdaySchema } from './schemas';
import { CONTENT_TAGS } from './tags';

/** A student's birthday. `date` is the date of birth; pages show day and short month only. */
export interface Birthday {
  id: string;
  name: string;
  className: string;
  date: string | null;
  photoUrl: string | null;
}

function toBirthday(raw: z.output<typeof birthdaySchema>): Birthday {
  return {
    id: itemId(raw._id, raw.name, raw.date),
    name: cleanText(raw.name),
    className: cleanText(raw.class),
    date: isoDate(raw.date),
    photoUrl: fileUrl(raw.attachments[0]),
  };
}

/** Birthdays (GET /api/birthdays/{schoolcode}); a day without birthdays is normal. */
const birthdays = listResource({
  resource: 'birthdays',
  path: (code) => `/api/birthdays/${encodeURIComponent(code)}`,
  item: birthdaySchema,
  reshape: toBirthday,
  emptyIsNormal: true,
});
export const getBirthdays = cachedList(birthdays, { key: 'birthdays', tag: CONTENT_TAGS.birthdays, window: CONTENT_WINDOW });
