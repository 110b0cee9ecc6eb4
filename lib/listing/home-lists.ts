// Which items each home section shows, as pure functions over the endpoint getters' view models;
// getHomeLists (lib/content/listings.ts) applies them. No I/O and no 'server-only', like filters.ts.
import { birthdaysToday, filterByCategory, sessionOptions, sortNewestFirst, type Categorised, type Dated, type TopperLike } from '@/lib/listing/filters';
import { calendarDate, today, toIsoDate } from '@/lib/dates';

/** How many items a home list shows at most. */
export const HOME_LIMITS = { news: 10, events: 8, galleries: 8 } as const;

/** Only the News-category items (spec 5: "Home news keeps only category 'News'"), newest first. */
export function homeNews<T extends Categorised & Dated>(items: readonly T[]): T[] {
  return sortNewestFirst(filterByCategory(items, 'News')).slice(0, HOME_LIMITS.news);
}

const dayKey = (value: string | null): string | null => {
  const date = calendarDate(value);
  return date ? toIsoDate(date) : null;
};

/**
 * Events from today on (Kolkata), soonest first; when none lie ahead, the most recent ones, newest first,
 * so the section is never empty while the service has events.
 */
export function homeEvents<T extends Dated>(items: readonly T[], now: Date = new Date()): { events: T[]; upcoming: boolean } {
  const todayKey = toIsoDate(today(now));
  const ahead = items.filter((item) => {
    const key = dayKey(item.date);
    return key !== null && key >= todayKey;
  });
  if (ahead.length > 0) return { events: sortNewestFirst(ahead).reverse().slice(0, HOME_LIMITS.events), upcoming: true };
  return { events: sortNewestFirst(items).slice(0, HOME_LIMITS.events), upcoming: false };
}

/** One class's toppers of the newest session that has any, in the service's order. */
export function homeToppers<T extends TopperLike>(toppers: readonly T[], className: 'X' | 'XII'): T[] {
  const ofClass = toppers.filter((topper) => topper.className === className);
  const [latest] = sessionOptions(ofClass);
  return latest === undefined ? [] : ofClass.filter((topper) => topper.sessionYear.trim() === latest);
}

/** Today's birthdays (Kolkata), or none at all when the school has switched birthdays off. */
export function homeBirthdays<T extends Dated>(items: readonly T[], enabled: boolean, now: Date = new Date()): T[] {
  return enabled ? birthdaysToday(items, now) : [];
}

/** The newest albums first. */
export function homeGalleries<T extends Dated>(items: readonly T[]): T[] {
  return sortNewestFirst(items).slice(0, HOME_LIMITS.galleries);
}
