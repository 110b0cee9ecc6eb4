import 'server-only';

import { z } from 'zod';

/*
 * The vendor's shapes (spec section 3). Unknown fields are ignored (zod strips them). Optional text
 * defaults to '' and optional lists to [], but a field of the wrong type makes the item malformed, so the
 * item is dropped and logged while the rest of the list is shown.
 */

const text = z.string().default('');
const list = z.array(z.string()).default([]);
const id = z.union([z.string(), z.number()]).transform(String).optional();
/** A date field: kept as given; unparseable or missing dates become null later, never a dropped item. */
const date = z.string().nullish();

export const notificationSchema = z.object({
  _id: id,
  title: z.string().min(1),
  image: list,
  desc: text,
  attachments: list,
  url: z.string().nullish(),
});

export const topperSchema = z.object({
  _id: id,
  name: z.string().min(1),
  class: z.string().transform((value) => value.trim().toUpperCase()).pipe(z.enum(['X', 'XII'])),
  sessionYear: z.string().trim().regex(/^\d{4}-\d{4}$/),
  stream: text,
  division: z.union([z.string(), z.number()]).transform(String).default(''),
  attachments: list,
});

export const birthdaySchema = z.object({
  _id: id,
  name: z.string().min(1),
  class: text,
  date,
  attachments: list,
});

export const eventSchema = z.object({
  _id: id,
  title: z.string().min(1),
  description: text,
  date,
  time: text,
  venue: text,
  images: list,
  attachments: list,
});

export const newsSchema = z.object({
  _id: id,
  title: z.string().min(1),
  description: text,
  category: text,
  url: z.string().nullish(),
  fromDate: date,
  attachments: list,
});

export const galleryItemSchema = z.object({
  _id: z.union([z.string().min(1), z.number()]).transform(String),
  title: z.string().min(1),
  description: text,
  date,
  category: text,
  attachments: list,
});

export const principalSchema = z.object({
  _id: id,
  name: text,
  category: text,
  message: text,
  attachments: list,
});

export const videoSchema = z.object({
  _id: id,
  title: z.string().min(1),
  videoUrl: z.string().min(1),
  date,
});

export const circularSchema = z.object({
  _id: id,
  title: z.string().min(1),
  date,
  category: text,
  attachments: list,
  images: list,
});

export const highlightSchema = z.object({
  _id: id,
  title: z.string().min(1),
  description: text,
  category: text,
  fromDate: date,
  attachments: list,
});

export const mediaSchema = z.object({
  _id: id,
  title: z.string().min(1),
  date,
  url: z.string().nullish(),
  attachments: list,
});

export const onlineRegistrationSchema = z.object({
  _id: id,
  title: text,
  attachments: list,
});

export const visitorSchema = z.object({
  visitor: z.coerce.number().int().nonnegative(),
});

export const tcResponseSchema = z.object({
  data: z.string().min(1),
});
