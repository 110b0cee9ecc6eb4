// The Asia/Kolkata calendar the site and the vendor date everything by, written for the specs with Intl
// alone, so that no expected value goes through the site's own date code.

/** A day on the Kolkata calendar; month is 1-12. */
export interface KolkataDate {
  year: number;
  month: number;
  day: number;
}

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', year: 'numeric', month: 'numeric', day: 'numeric' });

/** The Kolkata calendar date of an instant: a Date, or an ISO string as the vendor sends dates. */
export function kolkataDate(value: string | Date): KolkataDate {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new Error(`not a date: ${String(value)}`);
  const date = { year: 0, month: 0, day: 0 };
  for (const part of parts.formatToParts(instant)) {
    if (part.type === 'year' || part.type === 'month' || part.type === 'day') date[part.type] = Number(part.value);
  }
  return date;
}

/** Today in Kolkata. */
export const kolkataToday = (): KolkataDate => kolkataDate(new Date());

export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 'YYYY-MM-DD', which also sorts in calendar order. */
export const isoDay = (date: KolkataDate): string => `${date.year}-${pad2(date.month)}-${pad2(date.day)}`;

/** 'DD/MM/YYYY', the British day/month/year of the spec. */
export const dayMonthYear = (date: KolkataDate): string => `${pad2(date.day)}/${pad2(date.month)}/${date.year}`;

/** 'D Mon YYYY', e.g. '5 Sep 2025'. */
export const shortDate = (date: KolkataDate): string => `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;

/** The instant of a wall-clock time in Kolkata, which keeps UTC+05:30 all year (no daylight saving). */
export function kolkataInstant(date: KolkataDate, hour: number, minute: number): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day, hour, minute) - 330 * 60_000);
}

/** The items newest first by a date field; items of the same instant keep their order. */
export function newestFirst<T>(items: readonly T[], date: (item: T) => string): T[] {
  return [...items].sort((a, b) => Date.parse(date(b)) - Date.parse(date(a)));
}
