// The English words of the client islands that other locales replace (the carousel's controls, the notices
// popup). A module of its own, importing nothing, because the islands import it into the browser's JavaScript:
// the home page's words (content/home.ts, content/hi/home.ts) stay on the server, and an English page sends no words as props.

/** The words of the site's carousel controls; `{n}` and `{total}` stand for a slide's number and the count. */
export interface CarouselWords {
  previous: string;
  next: string;
  play: string;
  pause: string;
  slideOf: string;
}

export const ENGLISH_CAROUSEL_WORDS: CarouselWords = { previous: 'Previous slide', next: 'Next slide', play: 'Play', pause: 'Pause', slideOf: '{n} of {total}' };

/** The words of the notices popup; `{n}` and `{total}` stand for a notice's number and the count. */
export interface NoticeWords {
  button: string;
  region: string;
  counter: string;
  /** The name of a slide of the popup's carousel. */
  slide: string;
  close: string;
  attachment: string;
  link: string;
  previous: string;
  next: string;
  /** Read after 'Previous' and 'Next'. */
  noticeSuffix: string;
  newTab: string;
}

export const ENGLISH_NOTICE_WORDS: NoticeWords = {
  button: 'Notices',
  region: 'Notices',
  counter: 'Notice {n} of {total}',
  slide: '{n} of {total}',
  close: 'Close notices',
  attachment: 'Attachment',
  link: 'Click Here',
  previous: 'Previous',
  next: 'Next',
  noticeSuffix: ' notice',
  newTab: ' (opens in a new tab)',
};

/** `pattern` with '{n}' and '{total}' filled in. */
export function countOf(pattern: string, n: number, total: number): string {
  return pattern.replace('{n}', String(n)).replace('{total}', String(total));
}
