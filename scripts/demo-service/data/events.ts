import { kolkataMidnightIso, longDate, resolveWhen, type DemoDate, type DemoWhen } from './calendar';
import { demoRecord } from './record';
import type { DemoAssetSpec, DemoEvent, DemoScene } from './types';

interface EventSource {
  slug: string;
  when: DemoWhen;
  /** `{year}` becomes the event's year. */
  title: string;
  description: string;
  time: string;
  venue: string;
  scene: DemoScene;
  circular?: boolean;
}

const EVENTS: readonly EventSource[] = [
  {
    slug: 'ptm-vi-viii',
    when: { daysAhead: 6 },
    title: 'Parent-Teacher Meeting for Classes VI-VIII',
    description: 'Parents meet subject teachers to review the periodic test results and the learning plan for the term.',
    time: '09:00 AM',
    venue: 'Respective Classrooms',
    scene: 'classroom',
    circular: true,
  },
  {
    slug: 'science-quiz',
    when: { daysAhead: 13 },
    title: 'Inter-House Science Quiz',
    description: 'The preliminary written round is followed by a stage final for the top two teams of each house.',
    time: '10:00 AM',
    venue: 'School Auditorium',
    scene: 'stage',
  },
  {
    slug: 'sports-meet',
    when: { daysAhead: 27 },
    title: 'Annual Sports Meet {year}',
    description: 'March past, torch relay, track and field events and the inter-house relay. Parents are welcome.',
    time: '08:30 AM',
    venue: 'School Playground',
    scene: 'field',
    circular: true,
  },
  {
    slug: 'career-counselling',
    when: { daysAhead: 41 },
    title: 'Career Counselling Session for Classes XI-XII',
    description: 'Alumni working in engineering, medicine, law and design share their journeys and answer questions.',
    time: '11:00 AM',
    venue: 'Conference Hall',
    scene: 'workshop',
  },
  {
    slug: 'science-exhibition',
    when: { thisYear: 0.55 },
    title: 'Inter-House Science Exhibition',
    description: 'Working models and still models by students of Classes VI-XII, judged by engineers of the steel plant.',
    time: '09:30 AM',
    venue: 'Science Block',
    scene: 'classroom',
  },
  {
    slug: 'orientation',
    when: { thisYear: 0.25 },
    title: 'Orientation Programme for Parents of New Entrants',
    description: 'The Principal and the primary wing coordinators introduce the school routine, uniform, books and the parent portal.',
    time: '10:30 AM',
    venue: 'School Auditorium',
    scene: 'workshop',
    circular: true,
  },
  {
    slug: 'annual-day',
    when: { yearsAgo: 1, month: 12, day: 13 },
    title: 'Annual Day Celebration {year}',
    description: 'Cultural programme and prize distribution with the Bishop of the diocese as Chief Guest.',
    time: '04:30 PM',
    venue: 'School Auditorium',
    scene: 'stage',
  },
  {
    slug: 'carol-service',
    when: { yearsAgo: 1, month: 12, day: 19 },
    title: 'Christmas Carol Service',
    description: 'Carols by the school choir and the primary wing, followed by the Christmas message.',
    time: '10:00 AM',
    venue: 'School Chapel',
    scene: 'stage',
  },
  {
    slug: 'van-mahotsav',
    when: { yearsAgo: 1, month: 7, day: 4 },
    title: 'Van Mahotsav Tree Plantation',
    description: 'The Eco Club plants saplings along the school boundary; every class adopts a sapling.',
    time: '08:00 AM',
    venue: 'School Garden',
    scene: 'garden',
  },
  {
    slug: 'teachers-day',
    when: { yearsAgo: 2, month: 9, day: 5 },
    title: "Teachers' Day Celebration",
    description: 'Students of Class XII conduct classes for the junior wing and present a programme for the teachers.',
    time: '09:00 AM',
    venue: 'School Auditorium',
    scene: 'stage',
  },
  {
    slug: 'environment-day',
    when: { yearsAgo: 2, month: 6, day: 5 },
    title: 'World Environment Day Poster Competition',
    description: 'Students of Classes III-VIII make posters on beating plastic pollution.',
    time: '09:30 AM',
    venue: 'Art Room',
    scene: 'classroom',
  },
  {
    slug: 'republic-day',
    when: { yearsAgo: 2, month: 1, day: 26 },
    title: 'Republic Day Flag Hoisting',
    description: 'Flag hoisting by the Principal, parade by the NCC and scout units and a cultural programme.',
    time: '08:00 AM',
    venue: 'School Quadrangle',
    scene: 'assembly',
  },
];

/** Past and upcoming events and the files they refer to. */
export function buildEvents(today: DemoDate): { items: DemoEvent[]; assets: DemoAssetSpec[] } {
  const items: DemoEvent[] = [];
  const assets: DemoAssetSpec[] = [];
  for (const source of EVENTS) {
    const date = resolveWhen(source.when, today);
    const title = source.title.replace('{year}', String(date.year));
    const image = `events/${source.slug}.jpg`;
    assets.push({ kind: 'photo', path: image, width: 1200, height: 800, scene: source.scene, title, caption: `${longDate(date)} · ${source.venue}` });
    const attachments: string[] = [];
    if (source.circular) {
      const path = `docs/events/${source.slug}.pdf`;
      attachments.push(path);
      assets.push({
        kind: 'pdf',
        path,
        title,
        subtitle: `${longDate(date)}, ${source.time}, ${source.venue}`,
        paragraphs: [
          'Dear Parents,',
          source.description,
          `The programme begins at ${source.time} at the ${source.venue}. Students are to report fifteen minutes early in the school uniform and carry their identity cards.`,
          'We look forward to your presence and cooperation.',
        ],
        pages: 1,
      });
    }
    items.push({
      ...demoRecord(`event:${source.slug}`, date),
      title,
      description: source.description,
      date: kolkataMidnightIso(date),
      time: source.time,
      venue: source.venue,
      images: [image],
      attachments,
    });
  }
  return { items, assets };
}
