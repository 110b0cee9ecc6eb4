// The English words of the listings' client islands (the filter bar, a news item's Read More, the sharing
// buttons) that the Hindi listings replace. A module of its own, importing nothing, because those islands import
// it into the browser's JavaScript: an English page sends no words as props, and a Hindi page sends its own
// (content/i18n/listings.ts).
import { MONTH_NAMES } from '@/lib/dates';

/** The words of a listing's filter bar; `{noun}` stands for the listing's noun ('notices'). */
export interface FilterWords {
  session: string;
  year: string;
  month: string;
  /** The month drop-down's first option, every month. */
  allMonths: string;
  /** The month drop-down's options, January first. */
  months: readonly string[];
  apply: string;
  /** Names the filter group for screen readers. */
  filterOf: string;
  /** Shown over the placeholders when the visitor's filters leave nothing. */
  nothingMatches: string;
}

export const ENGLISH_FILTER_WORDS: FilterWords = {
  session: 'Session',
  year: 'Year',
  month: 'Month',
  allMonths: 'All',
  months: MONTH_NAMES,
  apply: 'Apply',
  filterOf: 'Filter {noun}',
  nothingMatches: 'Nothing matches these filters. Choose another year or clear the search to see more.',
};

/** The words of a news item's Read More and its modal; `{n}` stands for an attachment's number. */
export interface ReadMoreWords {
  readMore: string;
  noDetails: string;
  attachment: string;
  attachmentN: string;
  link: string;
  close: string;
  newTab: string;
}

export const ENGLISH_READ_MORE_WORDS: ReadMoreWords = {
  readMore: 'Read More',
  noDetails: 'No further details were published with this item.',
  attachment: 'Attachment',
  attachmentN: 'Attachment {n}',
  link: 'Click Here',
  close: 'Close',
  newTab: ' (opens in a new tab)',
};

/** The words of the copy-link and share buttons; `{url}` stands for the link that could not be copied. */
export interface ShareWords {
  copy: string;
  share: string;
  copied: string;
  copyByHand: string;
}

export const ENGLISH_SHARE_WORDS: ShareWords = { copy: 'Copy link', share: 'Share', copied: 'Link copied', copyByHand: 'Copy this link: {url}' };
