import { kolkataMidnightIso, resolveWhen, type DemoDate, type DemoWhen } from './calendar';
import { demoObjectId } from './ids';
import { demoRecord } from './record';
import type { DemoVideo } from './types';

interface VideoSource {
  slug: string;
  when: DemoWhen;
  /** `{year}` becomes the video's year. */
  title: string;
}

const VIDEOS: readonly VideoSource[] = [
  { slug: 'new-year-assembly', when: { thisYear: 0.01 }, title: 'New Year Thanksgiving Assembly {year}' },
  { slug: 'investiture', when: { thisYear: 0.3 }, title: 'Investiture Ceremony of the Student Council {year}' },
  { slug: 'science-exhibition', when: { thisYear: 0.6 }, title: 'Science Exhibition Walkthrough' },
  { slug: 'annual-day', when: { yearsAgo: 1, month: 12, day: 13 }, title: 'Annual Day {year}: Roots and Wings (Full Programme)' },
  { slug: 'sports-meet', when: { yearsAgo: 1, month: 11, day: 21 }, title: 'Annual Sports Meet {year} Highlights' },
  { slug: 'independence-day', when: { yearsAgo: 1, month: 8, day: 15 }, title: 'Independence Day Group Song by the Senior Choir' },
  { slug: 'yoga-day', when: { yearsAgo: 1, month: 6, day: 21 }, title: 'International Day of Yoga {year}' },
  { slug: 'school-anthem', when: { yearsAgo: 1, month: 1, day: 9 }, title: 'School Anthem and Opening Prayer' },
  { slug: 'christmas', when: { yearsAgo: 2, month: 12, day: 20 }, title: 'Christmas Carols {year}' },
  { slug: 'campus-360', when: { yearsAgo: 2, month: 7, day: 12 }, title: 'A 360-Degree Tour of the Campus' },
  { slug: 'republic-day', when: { yearsAgo: 2, month: 1, day: 26 }, title: 'Republic Day Parade {year}' },
];

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

// Invented but well-formed YouTube ids: the demo must not point at real people's videos.
function youtubeId(seed: string): string {
  const hex = demoObjectId(`video-id:${seed}`);
  let id = '';
  for (let i = 0; i < 11; i += 1) id += ID_ALPHABET[parseInt(hex.slice(i * 2, i * 2 + 2), 16) % 64] ?? 'A';
  return id;
}

/** The video gallery: YouTube watch links with dates. */
export function buildVideos(today: DemoDate): DemoVideo[] {
  return VIDEOS.map((source) => {
    const date = resolveWhen(source.when, today);
    return {
      ...demoRecord(`video:${source.slug}`, date),
      title: source.title.replace('{year}', String(date.year)),
      videoUrl: `https://www.youtube.com/watch?v=${youtubeId(source.slug)}`,
      date: kolkataMidnightIso(date),
    };
  });
}
