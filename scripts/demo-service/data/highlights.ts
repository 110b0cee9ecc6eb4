// Highlights feed the header ticker; those with category 'Notice' are the notices page.
import { kolkataMidnightIso, longDate, resolveWhen, sessionOf, type DemoDate, type DemoWhen } from './calendar';
import { demoRecord } from './record';
import type { DemoAssetSpec, DemoHighlight } from './types';

interface HighlightSource {
  slug: string;
  when: DemoWhen;
  category: 'Notice' | 'Event' | 'Admission' | 'Result';
  /** `{year}` is the item's year, `{session}` its academic session, `{next}` the following one. */
  title: string;
  description: string;
  /** Some notices are typed into the portal without a file. */
  noFile?: boolean;
}

const HIGHLIGHTS: readonly HighlightSource[] = [
  {
    slug: 'school-reopens',
    when: { thisYear: 0 },
    category: 'Notice',
    title: 'School Reopens after the Winter Break',
    description: 'Classes for all wings resume as per the regular timetable. Winter uniform remains compulsory until further notice.',
    noFile: true,
  },
  {
    slug: 'medical-certificates',
    when: { thisYear: 0.1 },
    category: 'Notice',
    title: 'Submission of Medical Fitness Certificates for Sports',
    description: 'Students participating in the inter-house sports events must submit a medical fitness certificate to the physical education department.',
  },
  {
    slug: 'ptm-vi-viii',
    when: { thisYear: 0.2 },
    category: 'Notice',
    title: 'Parent-Teacher Meeting for Classes VI-VIII',
    description: 'Parents are requested to attend the meeting with their wards. Report cards of the periodic test will be discussed.',
  },
  {
    slug: 'book-list',
    when: { thisYear: 0.3 },
    category: 'Notice',
    title: 'Book List and Stationery for the Session {session}',
    description: 'The class-wise book list is attached. Books are available at the school book counter from 9 AM to 1 PM.',
  },
  {
    slug: 'unit-test-syllabus',
    when: { thisYear: 0.45 },
    category: 'Notice',
    title: 'Syllabus for Periodic Test I, Classes III-IX',
    description: 'The syllabus and schedule for Periodic Test I are attached. Tests are held in the first two periods.',
  },
  {
    slug: 'sports-meet-ticker',
    when: { thisYear: 0.9 },
    category: 'Event',
    title: 'Annual Sports Meet {year}: Parents Are Welcome',
    description: 'The annual sports meet will be held on the school playground. Parents are requested to be seated by 8:15 AM.',
  },
  {
    slug: 'date-sheet',
    when: { yearsAgo: 1, month: 12, day: 12 },
    category: 'Notice',
    title: 'CBSE Class X Board Examination Date Sheet',
    description: 'The date sheet for the Class X board examination is attached. Admit cards will be issued after all dues are cleared.',
  },
  {
    slug: 'pre-board',
    when: { yearsAgo: 1, month: 12, day: 2 },
    category: 'Notice',
    title: 'Pre-Board Examination Schedule for Classes X and XII',
    description: 'The pre-board examinations begin in the second week of December. Practical records must be submitted before the examination.',
  },
  {
    slug: 'winter-uniform',
    when: { yearsAgo: 1, month: 10, day: 25 },
    category: 'Notice',
    title: 'Winter Uniform Compulsory from 1 November',
    description: 'Students must wear the navy blue blazer or the school sweater with the house tie from 1 November.',
    noFile: true,
  },
  {
    slug: 'durga-puja',
    when: { yearsAgo: 1, month: 10, day: 8 },
    category: 'Notice',
    title: 'Holidays on Account of Durga Puja',
    description: 'The school will remain closed for the Durga Puja holidays. Classes resume on the Monday after Vijaya Dashami.',
  },
  {
    slug: 'admission-registration',
    when: { yearsAgo: 1, month: 10, day: 1 },
    category: 'Admission',
    title: 'Online Registration for Admission, Session {next}',
    description: 'Registration for Classes I to IX is open on the online admission portal until 31 October.',
  },
  {
    slug: 'half-yearly',
    when: { yearsAgo: 1, month: 9, day: 10 },
    category: 'Notice',
    title: 'Half-Yearly Examination Timetable for Classes VI-IX',
    description: 'The timetable of the half-yearly examination is attached. Students must carry their admit cards every day.',
  },
  {
    slug: 'second-term-fee',
    when: { yearsAgo: 1, month: 9, day: 1 },
    category: 'Notice',
    title: 'Fee Payment Schedule for the Second Term',
    description: 'Fees for the second term can be paid online through the payment portal until the 15th without a late fee.',
  },
  {
    slug: 'carol-service',
    when: { yearsAgo: 2, month: 12, day: 15 },
    category: 'Event',
    title: 'Christmas Carol Service in the School Chapel',
    description: 'All parents are invited to the carol service presented by the school choir.',
  },
  {
    slug: 'bus-routes',
    when: { yearsAgo: 2, month: 7, day: 1 },
    category: 'Notice',
    title: 'Changes to School Bus Routes 4 and 7',
    description: 'Because of road repairs in Sector 9, routes 4 and 7 will follow the revised stops listed in the attached notice.',
  },
  {
    slug: 'class-xi-list',
    when: { yearsAgo: 2, month: 4, day: 28 },
    category: 'Result',
    title: 'List of Students Selected for Class XI',
    description: 'The list of students selected for Class XI on the basis of the entrance test and board results is attached.',
  },
  {
    slug: 'summer-timing',
    when: { yearsAgo: 2, month: 4, day: 20 },
    category: 'Notice',
    title: 'Revised School Timing during Summer',
    description: 'From 22 April the school will function from 6:45 AM to 12:15 PM because of the heat wave.',
  },
  {
    slug: 'class-xi-entrance',
    when: { yearsAgo: 2, month: 3, day: 2 },
    category: 'Notice',
    title: 'Registration for the Class XI Entrance Test',
    description: 'Students seeking admission to Class XI must register for the entrance test at the school office.',
  },
  {
    slug: 'annual-exam',
    when: { yearsAgo: 2, month: 2, day: 15 },
    category: 'Notice',
    title: 'Annual Examination Timetable for Classes I-IX',
    description: 'The timetable for the annual examination is attached. Results will be declared on the last working day of March.',
  },
  {
    slug: 'republic-day',
    when: { yearsAgo: 2, month: 1, day: 22 },
    category: 'Notice',
    title: 'Republic Day Celebration: Attendance Compulsory',
    description: 'All students must report at 7:45 AM in the summer uniform for the flag hoisting on 26 January.',
  },
  {
    slug: 'vacation-homework',
    when: { yearsAgo: 2, month: 5, day: 18 },
    category: 'Notice',
    title: 'Summer Vacation Homework',
    description: 'Holiday homework for Classes I-IX is attached and is also available on the parent portal.',
  },
];

/** Ticker highlights and notices, and the PDFs they refer to. */
export function buildHighlights(today: DemoDate): { items: DemoHighlight[]; assets: DemoAssetSpec[] } {
  const items: DemoHighlight[] = [];
  const assets: DemoAssetSpec[] = [];
  for (const source of HIGHLIGHTS) {
    const date = resolveWhen(source.when, today);
    const session = sessionOf(date);
    const next = sessionOf({ year: date.year + 1, month: 4, day: 1 });
    const title = source.title.replace('{year}', String(date.year)).replace('{session}', session).replace('{next}', next);
    const attachments: string[] = [];
    if (!source.noFile) {
      const path = `docs/notices/${source.slug}.pdf`;
      attachments.push(path);
      assets.push({
        kind: 'pdf',
        path,
        title,
        subtitle: `${source.category === 'Notice' ? 'Notice' : source.category} · ${longDate(date)}`,
        paragraphs: [
          'Dear Parents and Students,',
          source.description,
          'Parents are requested to acknowledge this notice in the school diary. For any clarification please contact the class teacher or the school office between 8:00 AM and 2:00 PM.',
          'Principal',
        ],
        pages: 1,
      });
    }
    items.push({
      ...demoRecord(`highlight:${source.slug}`, date),
      title,
      description: source.description,
      category: source.category,
      fromDate: kolkataMidnightIso(date),
      attachments,
    });
  }
  return { items, assets };
}
