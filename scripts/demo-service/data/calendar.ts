// Calendar arithmetic on Asia/Kolkata dates for the demo data. India has kept UTC+05:30 without
// daylight saving since 1945, so a fixed offset is exact and avoids depending on ICU time zone data.

const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A day on the Kolkata calendar; month is 1-12. */
export interface DemoDate {
  year: number;
  month: number;
  day: number;
}

/** When a demo item happened, relative to the day the data is generated. */
export type DemoWhen =
  | { yearsAgo: 1 | 2; month: number; day: number }
  /** A fraction of the way from 1 January of the current year to today (0 is 1 January, 1 is today). */
  | { thisYear: number }
  | { daysAhead: number };

/** The Kolkata calendar date at an instant. */
export function kolkataDate(now: Date): DemoDate {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The ISO instant of 00:00 in Kolkata on the date, which is how the vendor stores date-only values. */
export function kolkataMidnightIso(date: DemoDate): string {
  return new Date(Date.UTC(date.year, date.month - 1, date.day) - IST_OFFSET_MS).toISOString();
}

/** The date `days` days after (or before, when negative) the given one. */
export function addDays(date: DemoDate, days: number): DemoDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: DemoDate, to: DemoDate): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS);
}

/** True for Gregorian leap years. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The concrete date of a relative placement, given today's date. */
export function resolveWhen(when: DemoWhen, today: DemoDate): DemoDate {
  if ('daysAhead' in when) return addDays(today, when.daysAhead);
  if ('thisYear' in when) {
    const newYear = { year: today.year, month: 1, day: 1 };
    const fraction = Math.min(1, Math.max(0, when.thisYear));
    return addDays(newYear, Math.round(fraction * daysBetween(newYear, today)));
  }
  return { year: today.year - when.yearsAgo, month: when.month, day: when.day };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A date written the way Indian schools print it, e.g. '18 November 2025'. */
export function longDate(date: DemoDate): string {
  return `${date.day} ${MONTHS[date.month - 1] ?? ''} ${date.year}`;
}

/** The academic session (April to March) a date falls in, e.g. '2025-2026'. */
export function sessionOf(date: DemoDate): string {
  const start = date.month >= 4 ? date.year : date.year - 1;
  return `${start}-${start + 1}`;
}

/** The date as YYYY-MM-DD. */
export function isoDay(date: DemoDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}
