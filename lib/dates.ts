export const TIME_ZONE = 'Asia/Kolkata';

export const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export type MonthName = (typeof MONTH_NAMES)[number];

/** A day on the Kolkata calendar; month is 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export type DateInput = string | Date | null | undefined;

// One formatter for the whole process, made on first use: constructing Intl.DateTimeFormat with a time
// zone is the expensive part (about 30 ms in a browser, 120 ms on a phone-speed CPU), and browser code that
// imports this module only for its constants (MONTH_NAMES) must not pay for it while the page hydrates.
// Calendar and numbering system are pinned so a server locale can never yield Buddhist years or non-Latin digits.
let kolkataParts: Intl.DateTimeFormat | undefined;

function kolkataFormatter(): Intl.DateTimeFormat {
  kolkataParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  return kolkataParts;
}

function toInstant(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (value.trim() === '') return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The Kolkata calendar date of an instant, or null when the input is missing or unparseable. */
export function calendarDate(value: DateInput): CalendarDate | null {
  const instant = toInstant(value);
  if (!instant) return null;
  let year = NaN;
  let month = NaN;
  let day = NaN;
  for (const part of kolkataFormatter().formatToParts(instant)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
  }
  // Instants outside what Intl can place on the calendar (far past or future) are treated as unparseable.
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  return { year, month, day };
}

/** Today's calendar date in Kolkata; `now` is injectable so callers and tests never depend on the clock. */
export function today(now: Date = new Date()): CalendarDate {
  const date = calendarDate(now);
  if (!date) throw new RangeError(`today(): invalid "now" ${String(now)}`);
  return date;
}

/** Whether `year` has a 29 February on the Gregorian calendar. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** A calendar date as 'YYYY-MM-DD' (for `<time dateTime>` and sitemaps). */
export function toIsoDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad2(date.month)}-${pad2(date.day)}`;
}

/** The short English name of a 1-12 month ('Nov'); throws on anything else, which is a programming error. */
export function monthName(month: number): MonthName {
  const name = MONTH_NAMES[month - 1];
  if (!Number.isInteger(month) || !name) throw new RangeError(`monthName(): month must be 1-12, got ${month}`);
  return name;
}

// The formatters below return null for a missing or unparseable date, so a component can write
// `{formatX(d) ?? fallback}` or skip the element; '' would silently render an empty <time>.

/** British day/month/year in Kolkata, zero-padded: '18/11/2026'; null when there is no date. */
export function formatDayMonthYear(value: DateInput): string | null {
  const date = calendarDate(value);
  return date && `${pad2(date.day)}/${pad2(date.month)}/${date.year}`;
}

/** Day, short month and year in Kolkata: '18 Nov 2026'; null when there is no date. */
export function formatShortMonthDate(value: DateInput): string | null {
  const date = calendarDate(value);
  return date && `${date.day} ${monthName(date.month)} ${date.year}`;
}

/** The Kolkata day (zero-padded) and short month for date badges: { day: '08', month: 'Nov' }; null when there is no date. */
export function dayAndMonth(value: DateInput): { day: string; month: MonthName } | null {
  const date = calendarDate(value);
  return date && { day: pad2(date.day), month: monthName(date.month) };
}

/** A time of day on a 24-hour clock. */
export interface ClockTime {
  hour: number;
  minute: number;
}

/**
 * A time of day written as the school writes it ('09:00 AM', '2:30 pm', '14:30'), or null for anything
 * else ('Morning', '', '00:00 PM'), which callers treat as "time not stated".
 */
export function parseClockTime(text: string): ClockTime | null {
  const match = /^(\d{1,2})[:.](\d{2})\s*(?:([AaPp])\.?\s*[Mm]\.?)?$/.exec(text.trim());
  if (!match) return null;
  const [, h = '', m = '', half] = match;
  let hour = Number(h);
  const minute = Number(m);
  if (minute > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  } else if (hour > 23) {
    return null;
  }
  return { hour, minute };
}

/** Kolkata is UTC+05:30 all year (India keeps no daylight saving time). */
const KOLKATA_OFFSET_MINUTES = 330;

/** The instant of a wall-clock time on a Kolkata calendar day. */
export function kolkataInstant(date: CalendarDate, time: ClockTime): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute) - KOLKATA_OFFSET_MINUTES * 60_000);
}

/** A Kolkata day and wall-clock time in ISO 8601 with its offset: '2026-11-18T09:00:00+05:30'. */
export function kolkataIsoDateTime(date: CalendarDate, time: ClockTime): string {
  return `${toIsoDate(date)}T${pad2(time.hour)}:${pad2(time.minute)}:00+05:30`;
}
