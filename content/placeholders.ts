// What the site shows where the content service has nothing to show (an empty list, or the service down):
// the spec's placeholder texts, spelled exactly as the spec gives them, and the one default principal's
// message. Home and the inner pages read them from here, so both always say the same.

/** The line of every empty list (spec sections 2 and 4; the misspelling is the spec's). */
export const STAY_TUNED = 'Stay Tunned For More Updates';

/** The title line of placeholder cards that have nothing else to say (media coverage, albums). */
export const PLACEHOLDER_TITLE = 'Title';

/** Placeholder texts of spec section 2 (Home), exact as the spec gives them. */
export const HOME_PLACEHOLDERS = {
  news: STAY_TUNED,
  topper: { name: 'Student Name', stream: 'Stream or Subject', division: '100%' },
  event: { title: 'Event Title', description: STAY_TUNED, date: 'DD.MM', time: '00:00', venue: 'School Campus' },
  galleryTiles: 6,
} as const;

/** The one card of an empty Toppers X or XII page (spec section 2: 'Student Name, Subject, %'). */
export const TOPPERS_PLACEHOLDER = { name: 'Student Name', subject: 'Subject', division: '%' } as const;

/**
 * The principal's message shown while the service has none (spec sections 2 and 4): on the home page and on
 * /OurPrincipal. Plain text, one entry a paragraph; a line break inside an entry is kept.
 */
export const DEFAULT_PRINCIPAL_MESSAGE = {
  name: 'The Principal',
  category: 'Principal',
  paragraphs: [
    'Dear Parents and Students,',
    'Welcome to our school. Our aim is to give every child an education that forms the mind, the heart and the character together, in an atmosphere of discipline, care and respect for every faith and background.',
    'We value good results, and we value more the habits that last a lifetime: a love of learning, honesty, compassion and the courage to serve others. The partnership between home and school is at the heart of this work, and we warmly invite parents to stay in touch with the class teachers.',
    'With prayers and best wishes,\nThe Principal',
  ],
} as const;
