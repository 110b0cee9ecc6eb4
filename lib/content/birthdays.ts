import 'server-only';
import type { z } from 'zod';
import { fileUrl } from './files';
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
export const getBirthdays = listResource({
  resource: 'birthdays',
  path: (code) => `/api/birthdays/${encodeURIComponent(code)}`,
  tag: CONTENT_TAGS.birthdays,
  item: birthdaySchema,
  reshape: toBirthday,
  emptyIsNormal: true,
});
