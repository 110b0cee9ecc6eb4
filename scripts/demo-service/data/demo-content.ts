// Entry point of the demo data: everything is generated relative to "today" in Kolkata so the demo
// never looks stale, spread over the current and the two previous calendar years.
import { DEMO_TC_STUDENTS } from './constants';
import { isoDay, kolkataDate } from './calendar';
import { birthdayAssets } from './birthdays';
import { buildCirculars } from './circulars';
import { buildEvents } from './events';
import { buildGalleryItems } from './gallery';
import { buildHighlights } from './highlights';
import { buildMedia } from './media';
import { buildNews } from './news';
import { buildNotifications, buildOnlineRegistration, buildPrincipal } from './notices';
import { buildProblems } from './problems';
import { buildToppers } from './toppers';
import { buildVideos } from './videos';
import type { DemoAssetSpec, DemoContent } from './types';

export { buildBirthdays } from './birthdays';

// The vendor answers "All" lists in insertion order, which is roughly oldest first; the site sorts.
function oldestFirst<T>(items: T[], date: (item: T) => string): T[] {
  return [...items].sort((a, b) => date(a).localeCompare(date(b)));
}

/**
 * All demo content for the Kolkata day of `now`, with the list of files it refers to. `problems` adds the items
 * a real feed's problems are planted in (./problems.ts; their files are listed either way, so switching them
 * on later finds the files made).
 */
export function buildDemoContent(now: Date, { problems: planted = true }: { problems?: boolean } = {}): DemoContent {
  const today = kolkataDate(now);
  const galleries = buildGalleryItems(today);
  const toppers = buildToppers(today);
  const principal = buildPrincipal();
  const notifications = buildNotifications(today);
  const events = buildEvents(today);
  const news = buildNews(today);
  const registration = buildOnlineRegistration(today);
  const circulars = buildCirculars(today);
  const highlights = buildHighlights(today);
  const media = buildMedia(today);
  const built = buildProblems(today);
  const problems = planted ? built : { ...built, highlights: [], news: [], events: [] };
  const certificates: DemoAssetSpec[] = DEMO_TC_STUDENTS.map((student) => ({ kind: 'certificate', path: student.certificate, student }));
  return {
    generatedFor: isoDay(today),
    galleries: oldestFirst(galleries.items, (item) => item.date),
    toppers: toppers.items,
    principal: principal.items,
    notifications: notifications.items,
    events: oldestFirst([...events.items, ...problems.events], (item) => item.date),
    news: oldestFirst([...news.items, ...problems.news], (item) => item.fromDate),
    onlineRegistration: registration.items,
    videos: oldestFirst(buildVideos(today), (item) => item.date),
    circulars: oldestFirst(circulars.items, (item) => item.date),
    highlights: oldestFirst([...highlights.items, ...problems.highlights], (item) => item.fromDate),
    media: oldestFirst(media.items, (item) => item.date),
    assets: [
      ...galleries.assets,
      ...toppers.assets,
      ...principal.assets,
      ...notifications.assets,
      ...events.assets,
      ...news.assets,
      ...registration.assets,
      ...circulars.assets,
      ...highlights.assets,
      ...media.assets,
      ...problems.assets,
      ...birthdayAssets(),
      ...certificates,
    ],
  };
}
