// Pure list logic shared by server pages and client filter islands: no I/O and no 'server-only',
// so the browser can run exactly the filters the server used for the default view.
import { calendarDate, isLeapYear, today } from '@/lib/dates';

export interface Dated {
  /** ISO instant, or null when the vendor gave none. */
  date: string | null;
}

export interface Titled {
  title: string;
}

export interface Categorised {
  category: string;
}

export type ClassName = 'X' | 'XII';

export interface TopperLike {
  name: string;
  className: ClassName;
  sessionYear: string;
}

// --- category, sort, year options ---------------------------------------------------------------

// Case and stray spaces are ignored because the vendor's staff type categories by hand
// ('News', 'news ', 'NEWS' all occur); the category values themselves are otherwise exact.
const normaliseCategory = (category: string): string => category.trim().toLowerCase();

/** Whether an item's category equals `category`, ignoring case and surrounding spaces. */
export function hasCategory(item: Categorised, category: string): boolean {
  return normaliseCategory(item.category) === normaliseCategory(category);
}

/** The items whose category equals `category`, ignoring case and surrounding spaces. */
export function filterByCategory<T extends Categorised>(items: readonly T[], category: string): T[] {
  return items.filter((item) => hasCategory(item, category));
}

function timestamp(date: string | null): number | null {
  if (date === null || date.trim() === '') return null;
  const time = Date.parse(date);
  return Number.isNaN(time) ? null : time;
}

/** A new array, newest date first; items without a usable date go last; equal dates keep their order. */
export function sortNewestFirst<T extends Dated>(items: readonly T[]): T[] {
  return items
    .map((item) => ({ item, time: timestamp(item.date) }))
    .sort((a, b) => {
      if (a.time === null || b.time === null) return (a.time === null ? 1 : 0) - (b.time === null ? 1 : 0);
      return b.time - a.time;
    })
    .map(({ item }) => item);
}

// --- year / month / search filter ---------------------------------------------------------------

/** Year and month are Kolkata calendar values (month 1-12); null or absent means "All"; blank q means no search. */
export interface ListFilter {
  year?: number | null;
  month?: number | null;
  q?: string;
}

/** Whether `text` contains the search `q`, ignoring case and the spaces around `q`; a blank q matches everything. */
export function matchesSearch(text: string, q: string | null | undefined): boolean {
  const needle = (q ?? '').trim().toLowerCase();
  return needle === '' || text.toLowerCase().includes(needle);
}

// --- year / month / search filter on items the server placed on the calendar ---------------------
// Filter islands get each item's Kolkata year and month from the server, so the browser never builds a
// time-zone formatter (Intl.DateTimeFormat with a timeZone costs about 120 ms on a phone) while it hydrates.

/** An item's Kolkata calendar year and month (1-12), both null when it has no usable date. */
export interface Placed {
  year: number | null;
  month: number | null;
}

/** Where an item's date falls on the Kolkata calendar. */
export function placeOnCalendar(item: Dated): Placed {
  const date = calendarDate(item.date);
  return date ? { year: date.year, month: date.month } : { year: null, month: null };
}

/** Distinct years of the placed items, newest first; `include` (the selected year) is always present. */
export function placedYearOptions(items: readonly Placed[], include?: number | null): number[] {
  const distinct = new Set<number>();
  for (const item of items) if (item.year !== null) distinct.add(item.year);
  if (include !== undefined && include !== null) distinct.add(include);
  return [...distinct].sort((a, b) => b - a);
}

/**
 * The items in the chosen year and month (an undated item passes only while neither is chosen) whose
 * search text matches q (matchesSearch).
 */
export function filterPlaced<T extends Placed>(items: readonly T[], filter: ListFilter, searchText: (item: T) => string): T[] {
  const year = filter.year ?? null;
  const month = filter.month ?? null;
  return items.filter((item) => {
    if (year !== null && item.year !== year) return false;
    if (month !== null && item.month !== month) return false;
    return matchesSearch(searchText(item), filter.q);
  });
}

// --- toppers ------------------------------------------------------------------------------------

export const TOPPERS_FALLBACK_SESSION = '2021-2022';

/** The session of last year and this year in Kolkata, e.g. '2025-2026' during 2026. */
export function defaultToppersSession(now: Date = new Date()): string {
  const { year } = today(now);
  return `${year - 1}-${year}`;
}

const sameSession = (a: string, b: string): boolean => a.trim() === b.trim();

/** The toppers of `className` and the session to start on: `preferred` if it has any of them, else the 2021-2022 fallback. */
export function resolveToppersSession<T extends TopperLike>(
  toppers: readonly T[],
  className: ClassName,
  preferred: string,
): { toppers: T[]; session: string } {
  const ofClass = toppers.filter((topper) => topper.className === className);
  const hasPreferred = ofClass.some((topper) => sameSession(topper.sessionYear, preferred));
  // Spec 4 falls back to this fixed session without checking it has toppers either.
  return { toppers: ofClass, session: hasPreferred ? preferred.trim() : TOPPERS_FALLBACK_SESSION };
}

/** Distinct session years of the given toppers, newest first (pass one class's toppers). */
export function sessionOptions(toppers: readonly TopperLike[]): string[] {
  const sessions = new Set(toppers.map((topper) => topper.sessionYear.trim()).filter((session) => session !== ''));
  return [...sessions].sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
}

/** Session null or '' means every session ('Select Years'); q searches the name. */
export interface ToppersFilter {
  session?: string | null;
  q?: string;
}

/** The toppers in the chosen session (all when none is chosen) whose name contains the search. */
export function filterToppers<T extends TopperLike>(toppers: readonly T[], filter: ToppersFilter): T[] {
  const session = (filter.session ?? '').trim();
  return toppers.filter(
    (topper) => (session === '' || sameSession(topper.sessionYear, session)) && matchesSearch(topper.name, filter.q),
  );
}

// --- page defaults and birthdays ----------------------------------------------------------------

/** The gallery's starting year: this Kolkata year if any item falls in it, else the previous year (one step only). */
export function defaultGalleryYear(items: readonly Dated[], now: Date = new Date()): number {
  const { year } = today(now);
  return items.some((item) => calendarDate(item.date)?.year === year) ? year : year - 1;
}

/** The notices page's starting year: this Kolkata year. */
export function defaultNoticesYear(now: Date = new Date()): number {
  return today(now).year;
}

/** Items whose date falls on today's Kolkata day and month, any year. */
export function birthdaysToday<T extends Dated>(items: readonly T[], now: Date = new Date()): T[] {
  const current = today(now);
  // A 29 February birthday is celebrated on 28 February in non-leap years rather than skipped.
  const alsoLeapDay = current.month === 2 && current.day === 28 && !isLeapYear(current.year);
  return items.filter((item) => {
    const date = calendarDate(item.date);
    if (!date || date.month !== current.month) return false;
    return date.day === current.day || (alsoLeapDay && date.day === 29);
  });
}
