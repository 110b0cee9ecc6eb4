// The words of the notices, news and events listings in each locale: the filter bar, the cards' labels and
// accessible names, the placeholders and the feed links. The English words are the ones the English listings
// have always said. The vendor's items are never translated: a Hindi listing shows them as written, marked
// lang="en", and links them to their English pages (hreflang="en").
import { HOME_PLACEHOLDERS, STAY_TUNED } from '@/content/placeholders';
import type { FeedName } from '@/lib/seo/metadata';
import type { Locale } from '@/lib/routes';
import type { FilterWords, ReadMoreWords, ShareWords } from './listing-controls';
import { GLOSSARY } from './glossary';

/** The listings with a Hindi page, by the noun their filter bar names them with. */
export type ListingNoun = 'notices' | 'news' | 'events';

export interface ListingWords {
  nouns: Record<ListingNoun, string>;
  /** The year drop-down's first option. */
  allYears: string;
  searchLabel: string;
  /** The search box's placeholder for a listing's noun. */
  searchPlaceholder: (noun: string) => string;
  countLabel: string;
  /** The islands' words; absent in English, where each island has its own (content/i18n/listing-controls.ts). */
  filter?: FilterWords;
  readMore?: ReadMoreWords;
  share?: ShareWords;
  cards: {
    attachment: string;
    attachmentN: (n: number) => string;
    /** The date badge of an undated item. */
    noDate: string;
    location: string;
    date: string;
    time: string;
    defaultVenue: string;
    toBeAnnounced: string;
    addToCalendar: string;
    googleCalendar: string;
    /** The accessible names of the calendar links and of the WhatsApp link, naming the item. */
    addToCalendarOf: (title: string) => string;
    googleCalendarOf: (title: string) => string;
    whatsAppOf: (title: string) => string;
  };
  /** The line of an empty list. */
  placeholder: string;
  eventPlaceholder: { title: string; description: string; date: string; time: string; venue: string };
  subscribe: Record<FeedName, { text: string; hint: string }>;
}

const en: ListingWords = {
  nouns: { notices: 'notices', news: 'news', events: 'events' },
  allYears: 'All',
  searchLabel: 'Search by title',
  searchPlaceholder: (noun) => `Search ${noun}`,
  countLabel: 'Total Count',
  cards: {
    attachment: 'Attachment',
    attachmentN: (n) => `Attachment ${n}`,
    noDate: 'Date',
    location: 'Location',
    date: 'Date',
    time: 'Time',
    defaultVenue: 'School Campus',
    toBeAnnounced: 'To be announced',
    addToCalendar: 'Add to calendar',
    googleCalendar: 'Google Calendar',
    addToCalendarOf: (title) => `Add to calendar: ${title} (.ics file)`,
    googleCalendarOf: (title) => `Add to Google Calendar: ${title}`,
    whatsAppOf: (title) => `Share on WhatsApp: ${title}`,
  },
  placeholder: STAY_TUNED,
  eventPlaceholder: HOME_PLACEHOLDERS.event,
  subscribe: {
    news: { text: 'Subscribe to news', hint: 'RSS feed for your feed reader' },
    notices: { text: 'Subscribe to notices', hint: 'RSS feed for your feed reader' },
    events: { text: 'Add events to your calendar', hint: 'iCalendar feed: copy the link into your calendar app' },
  },
};

const NEW_TAB = ' (नए टैब में खुलेगा)';

const hi: ListingWords = {
  nouns: { notices: 'सूचनाएँ', news: 'समाचार', events: 'कार्यक्रम' },
  allYears: 'सभी वर्ष',
  searchLabel: 'शीर्षक से खोजें',
  searchPlaceholder: (noun) => `${noun} खोजें`,
  countLabel: 'कुल संख्या',
  filter: {
    session: GLOSSARY.session.hi,
    year: 'वर्ष',
    month: 'महीना',
    allMonths: 'सभी महीने',
    months: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
    apply: 'लागू करें',
    filterOf: '{noun} छाँटें',
    nothingMatches: 'इन शर्तों से कुछ नहीं मिला। और देखने के लिए कोई दूसरा वर्ष चुनें या खोज हटाएँ।',
  },
  readMore: {
    readMore: 'पूरा पढ़ें',
    noDetails: 'इसके साथ और कोई विवरण प्रकाशित नहीं हुआ।',
    attachment: 'संलग्न फ़ाइल',
    attachmentN: 'संलग्न फ़ाइल {n}',
    link: 'यहाँ क्लिक करें',
    close: 'बंद करें',
    newTab: NEW_TAB,
  },
  share: { copy: 'लिंक कॉपी करें', share: 'साझा करें', copied: 'लिंक कॉपी हो गया', copyByHand: 'यह लिंक कॉपी करें: {url}' },
  cards: {
    attachment: 'संलग्न फ़ाइल',
    attachmentN: (n) => `संलग्न फ़ाइल ${n}`,
    noDate: 'तिथि',
    location: 'स्थान',
    date: 'तिथि',
    time: 'समय',
    defaultVenue: 'विद्यालय परिसर',
    toBeAnnounced: 'बाद में घोषित होगी',
    addToCalendar: 'कैलेंडर में जोड़ें',
    googleCalendar: 'गूगल कैलेंडर',
    addToCalendarOf: (title) => `कैलेंडर में जोड़ें: ${title} (.ics फ़ाइल)`,
    googleCalendarOf: (title) => `गूगल कैलेंडर में जोड़ें: ${title}`,
    whatsAppOf: (title) => `WhatsApp पर साझा करें: ${title}`,
  },
  placeholder: 'नई जानकारी के लिए जुड़े रहें',
  eventPlaceholder: { title: 'कार्यक्रम का नाम', description: 'नई जानकारी के लिए जुड़े रहें', date: 'DD.MM', time: '00:00', venue: 'विद्यालय परिसर' },
  subscribe: {
    news: { text: 'समाचार की सदस्यता लें', hint: 'आपके फ़ीड रीडर के लिए RSS फ़ीड (अंग्रेज़ी में)' },
    notices: { text: 'सूचनाओं की सदस्यता लें', hint: 'आपके फ़ीड रीडर के लिए RSS फ़ीड (अंग्रेज़ी में)' },
    events: { text: 'कार्यक्रम अपने कैलेंडर में जोड़ें', hint: 'iCalendar फ़ीड: लिंक कॉपी करके अपने कैलेंडर ऐप में जोड़ें (अंग्रेज़ी में)' },
  },
};

export const LISTING_WORDS: Readonly<Record<Locale, ListingWords>> = { en, hi };

/** A listing's noun as the name of its list ('notices' gives 'Notices'); Devanagari has no capitals. */
export function listName(noun: string): string {
  return `${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)}`;
}
