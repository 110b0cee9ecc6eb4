import type { PushTopic } from '@/lib/push/contract';
import type { Locale } from '@/lib/routes';

/** The words of the alerts a phone shows (the titles and lines of the notifications), per language. */
export interface AlertMessageWords {
  /** The title of an alert about one new item. */
  one: Record<PushTopic, string>;
  /** The title of an alert that gathers `n` new items of a topic. */
  many: Record<PushTopic, (n: number) => string>;
  /** The line under a gathered alert's title. */
  gatheredLine: string;
}

const en: AlertMessageWords = {
  one: { notices: 'New notice', news: 'School news', events: 'New event' },
  many: { notices: (n) => `${n} new notices`, news: (n) => `${n} new news items`, events: (n) => `${n} new events` },
  gatheredLine: 'Tap to read them on the school website.',
};

const hi: AlertMessageWords = {
  one: { notices: 'नई सूचना', news: 'स्कूल का समाचार', events: 'नया कार्यक्रम' },
  many: { notices: (n) => `${n} नई सूचनाएँ`, news: (n) => `${n} नए समाचार`, events: (n) => `${n} नए कार्यक्रम` },
  gatheredLine: 'स्कूल की वेबसाइट पर पढ़ने के लिए छुएँ।',
};

export const ALERT_MESSAGE_WORDS: Readonly<Record<Locale, AlertMessageWords>> = { en, hi };
