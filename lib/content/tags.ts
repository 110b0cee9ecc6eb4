import 'server-only';

/** Cache tags of the content data, one per resource plus one that covers everything. */
export const CONTENT_TAGS = {
  all: 'content',
  gallery: 'content:gallery',
  toppers: 'content:toppers',
  principal: 'content:principal',
  notifications: 'content:notifications',
  birthdays: 'content:birthdays',
  events: 'content:events',
  news: 'content:news',
  onlineRegistration: 'content:online-registration',
  videos: 'content:videos',
  circulars: 'content:circulars',
  highlights: 'content:highlights',
  media: 'content:media',
} as const;

export type ContentTag = (typeof CONTENT_TAGS)[keyof typeof CONTENT_TAGS];
