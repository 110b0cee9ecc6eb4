import { TIME_ZONE } from '@/lib/dates';

/** A daily window in India time, as minutes after midnight; `from` > `to` spans midnight (21:00-07:00). */
export interface QuietHours {
  from: number;
  to: number;
}

const DAY_MINUTES = 24 * 60;

const clock = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** The time of day in India at `now`, in minutes after midnight (with the seconds as a fraction). */
export function indiaMinutes(now: Date): number {
  const parts = Object.fromEntries(clock.formatToParts(now).map((part) => [part.type, Number(part.value)]));
  return (parts.hour ?? 0) * 60 + (parts.minute ?? 0) + (parts.second ?? 0) / 60;
}

/** Whether `now` falls in the window: from its start (included) to its end (excluded). */
export function isQuiet(window: QuietHours | null, now: Date): boolean {
  if (window === null) return false;
  const minute = indiaMinutes(now);
  return window.from < window.to ? minute >= window.from && minute < window.to : minute >= window.from || minute < window.to;
}

/** When the window that holds `now` ends (epoch ms), or null when `now` is outside it. */
export function quietEnds(window: QuietHours | null, now: Date): number | null {
  if (window === null || !isQuiet(window, now)) return null;
  const left = (window.to - indiaMinutes(now) + DAY_MINUTES) % DAY_MINUTES;
  // India has no daylight saving: a minute of the clock is a minute of time.
  return now.getTime() + Math.round(left * 60_000);
}
