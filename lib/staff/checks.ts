// The checks behind the office's private report: for each item of the vendor's feed, what parents will miss
// (an item no year filter shows, a title that says nothing, web code written out on the page, a notice
// published twice). Pure: the caller reads the feed and passes `now`, so the same feed gives the same report,
// with the same keys, on every run and in tests.

/** The kinds of vendor items the report knows; decides which checks apply. */
export type ItemKind =
  | 'notice'
  | 'news'
  | 'event'
  | 'album'
  | 'media'
  | 'topper'
  | 'birthday'
  | 'video'
  | 'highlight'
  | 'notification'
  | 'principal'
  | 'registration';

/** One item of the vendor's feed, as the report reads it (the caller builds these from the raw answers). */
export interface ReportItem {
  /** The list's name as the office knows it, e.g. 'Notices', 'News', 'Events', 'Photo albums'. */
  list: string;
  kind: ItemKind;
  /** The title (or name, for toppers and birthdays) exactly as the vendor sent it. */
  title: string;
  /** The description as sent, or null when this kind has none. */
  description: string | null;
  /** Whether this kind carries a date at all (toppers, principal messages, registrations do not). */
  dated: boolean;
  /** The date as the vendor sent it (null or '' when missing). */
  rawDate: string | null;
  /** That date parsed by the site (an ISO instant), or null when missing or unparseable. */
  isoDate: string | null;
  /** The picture URLs the item has (already absolute). */
  pictures: string[];
  /** The item's page on the site (a path such as '/News/annual-day-2025'), or the list's page. */
  href: string;
}

export type ProblemCode =
  | 'undated'
  | 'future-date'
  | 'old-date'
  | 'empty-title'
  | 'empty-description'
  | 'no-picture'
  | 'link-like-title'
  | 'capitals-title'
  | 'markup-in-text'
  | 'duplicate';

export interface Finding {
  /** A stable key of this finding across runs (list, problem, normalised title, date), so the store can keep when it was first seen. */
  key: string;
  list: string;
  title: string;
  /** The day the item is dated (YYYY-MM-DD), or null. */
  date: string | null;
  problem: ProblemCode;
  /** The problem in plain words for a non-technical office clerk, e.g. 'No date: the Notices page cannot show it under any year.' */
  detail: string;
  href: string;
}

/** Each problem in plain words, in the order the checks run: the legend of the staff page. */
export const PROBLEM_WORDS: Readonly<Record<ProblemCode, string>> = {
  undated: 'No date, or a date the site cannot read: parents who look by year will not find the item.',
  'future-date': 'Dated in the future: the item stays at the top of its list, above newer ones.',
  'old-date': 'Dated before 2000: almost certainly a typing mistake in the date.',
  'empty-title': 'No title: the list shows the item with a blank heading.',
  'empty-description': 'Empty description: parents who open the item find nothing to read.',
  'no-picture': 'No picture: this kind of item is shown with one.',
  'link-like-title': 'The title is a link word (such as "Click here") or a web address, not what the item is about.',
  'capitals-title': 'The title is all in capitals, which is hard to read.',
  'markup-in-text': 'Web code (such as <b> or &amp;) in the text: parents see it written out on the page.',
  duplicate: 'Published twice: an earlier item on the same list has the same title and date.',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Items dated further ahead than this are flagged; a day of slack covers time zones and tomorrow's notices. */
const FUTURE_SLACK_MS = DAY_MS;

/** Events are announced ahead (next session's annual day), so only a date beyond a year and a bit is a mistake. */
const EVENT_FUTURE_SLACK_MS = 400 * DAY_MS;

/** The school's feed has nothing older; earlier dates are defaults (1900-01-01) or typing mistakes. */
const OLDEST_PLAUSIBLE_MS = Date.UTC(2000, 0, 1);

const TITLED: ReadonlySet<ItemKind> = new Set(['notice', 'news', 'event']);
const DESCRIBED: ReadonlySet<ItemKind> = new Set(['news', 'event']);
/** The kinds whose pages are built around a picture. */
const PICTURED: ReadonlySet<ItemKind> = new Set(['event', 'album', 'media', 'topper', 'birthday']);

/** Titles that are the words of a link rather than a name for the item, compared lowercased. */
const LINK_WORDS: ReadonlySet<string> = new Set([
  'click',
  'click here',
  'click here to download',
  'click here to view',
  'click here for details',
  'click to download',
  'read more',
  'know more',
  'view more',
  'more',
  'here',
  'download',
  'download here',
  'view',
  'view details',
  'details',
  'link',
  'open',
  'यहाँ क्लिक करें',
  'यहां क्लिक करें',
]);

const URL_START = /^(?:https?:\/\/|www\.)/i;

// Leading and trailing punctuation and symbols: '>> Click Here!!' and 'Read more...' are still link words.
const EDGE_PUNCTUATION = /^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu;

// A tag needs a letter right after '<' (or '</'), so '5 < 6' and '<5 km' are text; comments count too.
const TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|<!--/i;

// Named entities are at least two letters ('&lt;'), so 'R&D;' is text.
const ENTITY = /&(?:[a-z][a-z0-9]+|#\d+|#x[0-9a-f]+);/i;

/** What the clerk is shown of a piece of web code, cut short so one long tag cannot fill the report. */
const SNIPPET_LENGTH = 40;

/** A title as the report compares titles: trimmed, inner white space folded to one space, lowercased. */
function normaliseTitle(title: string): string {
  return title.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The instant of an ISO date, or null when there is none (or the caller passed one that cannot be read). */
function instant(isoDate: string | null): number | null {
  if (isoDate === null) return null;
  const time = Date.parse(isoDate);
  return Number.isNaN(time) ? null : time;
}

/** A 'YYYY-MM-DD' day as the school writes dates: '18/11/2025'. */
function dayMonthYear(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** How the report names a list to the clerk: 'the Notices page'. */
function pageOf(list: string): string {
  return `the ${list} page`;
}

function isBlank(text: string): boolean {
  return text.trim() === '';
}

function isLinkLike(title: string): boolean {
  const trimmed = title.trim();
  if (URL_START.test(trimmed)) return true;
  return LINK_WORDS.has(normaliseTitle(trimmed.replace(EDGE_PUNCTUATION, '')));
}

/** Whether a title shouts: two or more words, at least 8 capital letters, no small letter. */
function isInCapitals(title: string): boolean {
  // Cased letters only: Devanagari has no capitals, so a Hindi title is never counted as shouting.
  if (/\p{Ll}/u.test(title)) return false;
  const capitals = title.match(/\p{Lu}/gu)?.length ?? 0;
  const words = title.split(/\s+/).filter((word) => /\p{Lu}/u.test(word)).length;
  return capitals >= 8 && words >= 2;
}

/** The first piece of web code in `text`, as the clerk will see it written out, or null. */
function markupIn(text: string | null): string | null {
  if (text === null) return null;
  const found = TAG.exec(text) ?? ENTITY.exec(text);
  return found && found[0].slice(0, SNIPPET_LENGTH);
}

type Check = Pick<Finding, 'problem' | 'detail'>;

/** The checks of one item on its own, in the order of ProblemCode. */
function ownChecks(item: ReportItem, time: number | null, day: string | null, now: Date): Check[] {
  const checks: Check[] = [];
  const page = pageOf(item.list);

  if (item.dated && time === null) {
    const raw = item.rawDate?.trim() ?? '';
    checks.push({
      problem: 'undated',
      detail:
        raw === ''
          ? `No date: ${page} cannot show it under any year.`
          : `The date "${raw}" could not be read: ${page} cannot show it under any year.`,
    });
  }

  if (time !== null && day !== null) {
    const ahead = time - now.getTime();
    if (item.kind === 'event' ? ahead > EVENT_FUTURE_SLACK_MS : ahead > FUTURE_SLACK_MS) {
      checks.push({
        problem: 'future-date',
        detail:
          item.kind === 'event'
            ? `Dated ${dayMonthYear(day)}, more than a year ahead: check the year.`
            : `Dated ${dayMonthYear(day)}, which has not come yet: it stays at the top of ${page}, above newer items.`,
      });
    }
    if (time < OLDEST_PLAUSIBLE_MS) {
      checks.push({ problem: 'old-date', detail: `Dated ${dayMonthYear(day)}, before 2000: almost certainly a mistake in the date.` });
    }
  }

  if (TITLED.has(item.kind) && isBlank(item.title)) {
    checks.push({ problem: 'empty-title', detail: `No title: ${page} shows it with a blank heading.` });
  }

  if (DESCRIBED.has(item.kind) && item.description !== null && isBlank(item.description)) {
    checks.push({ problem: 'empty-description', detail: 'Empty description: parents who open it find nothing to read.' });
  }

  if (PICTURED.has(item.kind) && item.pictures.length === 0) {
    checks.push({ problem: 'no-picture', detail: 'No picture: its page is made to show one.' });
  }

  if (isLinkLike(item.title)) {
    checks.push({
      problem: 'link-like-title',
      detail: URL_START.test(item.title.trim())
        ? 'The title is a web address: parents see the address, not what the item is about.'
        : `The title "${item.title.trim()}" does not say what the item is about: parents see only these words in the list and in search.`,
    });
  }

  if (isInCapitals(item.title)) {
    checks.push({ problem: 'capitals-title', detail: 'The title is all in capitals, which is hard to read: write it in ordinary letters.' });
  }

  // A principal's message is HTML by design (the site renders it); every other description is shown as text.
  const inTitle = markupIn(item.title);
  const inDescription = item.kind === 'principal' ? null : markupIn(item.description);
  const snippet = inTitle ?? inDescription;
  if (snippet !== null) {
    const where = inTitle !== null && inDescription !== null ? 'title and description' : inTitle !== null ? 'title' : 'description';
    checks.push({ problem: 'markup-in-text', detail: `Web code in the ${where}: parents see "${snippet}" written out on the page.` });
  }

  return checks;
}

/**
 * What parents will miss in `items`, item by item in their order and, for one item, check by check in the
 * order of ProblemCode. `now` decides which dates are in the future. Clean items give nothing; no two
 * findings share a key (a copy of an item repeats the first copy's findings, which are reported once).
 */
export function itemFindings(items: readonly ReportItem[], now: Date): Finding[] {
  const findings: Finding[] = [];
  const keys = new Set<string>();
  // Copies seen so far of each list, title and day: the second copy is reported as published twice, and so on.
  const copies = new Map<string, number>();

  for (const item of items) {
    const time = instant(item.isoDate);
    const day = time === null ? null : new Date(time).toISOString().slice(0, 10);
    const title = normaliseTitle(item.title);
    const keyOf = (problem: ProblemCode): string => `${item.list}|${problem}|${title}|${day ?? ''}`;
    const add = (check: Check, key: string): void => {
      if (keys.has(key)) return;
      keys.add(key);
      findings.push({ key, list: item.list, title: item.title, date: day, href: item.href, ...check });
    };

    for (const check of ownChecks(item, time, day, now)) add(check, keyOf(check.problem));

    const copyKey = `${item.list}|${title}|${day ?? ''}`;
    const copy = (copies.get(copyKey) ?? 0) + 1;
    copies.set(copyKey, copy);
    if (copy > 1) {
      const times = copy === 2 ? 'twice' : `${copy} times`;
      const same = day === null ? 'the same title and no date' : 'the same title and date';
      add({ problem: 'duplicate', detail: `Published ${times}: an earlier item on ${pageOf(item.list)} has ${same}.` }, `${keyOf('duplicate')}|${copy}`);
    }
  }
  return findings;
}
