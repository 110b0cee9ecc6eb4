// Circulars and e-magazines share one vendor collection; the e-magazine page keeps category 'Magazine'.
import { kolkataMidnightIso, longDate, resolveWhen, type DemoDate, type DemoWhen } from './calendar';
import { demoRecord } from './record';
import type { DemoAssetSpec, DemoCircular } from './types';

interface CircularSource {
  slug: string;
  when: DemoWhen;
  category: 'Magazine' | 'Circular';
  /** `{year}` becomes the item's year. */
  title: string;
  issue: string;
  summary: string;
}

const CIRCULARS: readonly CircularSource[] = [
  {
    slug: 'newsletter-january',
    when: { thisYear: 0 },
    category: 'Magazine',
    title: 'Andrean Newsletter: January {year}',
    issue: 'January {year}',
    summary: 'Highlights of the winter term: the Christmas programme, the sports meet results and the toppers of the pre-board examinations.',
  },
  {
    slug: 'ink-and-quill',
    when: { thisYear: 0.15 },
    category: 'Magazine',
    title: 'Ink and Quill: Literary Club E-Magazine',
    issue: 'Volume 6',
    summary: 'Poems, short stories and book reviews written by students of Classes VI-XII, with illustrations by the Art Club.',
  },
  {
    slug: 'science-chronicle',
    when: { thisYear: 0.5 },
    category: 'Magazine',
    title: 'The Science Chronicle {year}',
    issue: 'Science Club, {year}',
    summary: 'Reports on the science exhibition, the plant visit and articles by students on green steel and renewable energy.',
  },
  {
    slug: 'andrean-annual-last',
    when: { yearsAgo: 1, month: 12, day: 18 },
    category: 'Magazine',
    title: 'The Andrean: Annual School Magazine {year}',
    issue: 'Annual Issue {year}',
    summary: 'The annual magazine of the school with the Principal’s report, house reports, student writing in English and Hindi, and photographs of the year.',
  },
  {
    slug: 'newsletter-term-one',
    when: { yearsAgo: 1, month: 9, day: 30 },
    category: 'Magazine',
    title: 'Junior Wing Newsletter: Term I',
    issue: 'Term I, {year}',
    summary: 'Stories, drawings and class activities of the junior wing, Classes I-V.',
  },
  {
    slug: 'andrean-annual-earlier',
    when: { yearsAgo: 2, month: 12, day: 16 },
    category: 'Magazine',
    title: 'The Andrean: Annual School Magazine {year}',
    issue: 'Annual Issue {year}',
    summary: 'The annual magazine of the school with reports of the clubs and societies and the best of student writing.',
  },
  {
    slug: 'green-leaves',
    when: { yearsAgo: 2, month: 6, day: 5 },
    category: 'Magazine',
    title: 'Green Leaves: Eco Club Magazine',
    issue: 'Environment Day {year}',
    summary: 'The eco club’s magazine on the plastic-free campus drive, the school garden and bird watching around the township lakes.',
  },
  {
    slug: 'fee-structure',
    when: { yearsAgo: 1, month: 3, day: 25 },
    category: 'Circular',
    title: 'Circular: Fee Structure and Payment Schedule',
    issue: 'Circular No. 14',
    summary: 'The fee structure for the coming session and the schedule for quarterly payment through the online portal.',
  },
  {
    slug: 'board-exam-guidelines',
    when: { yearsAgo: 1, month: 1, day: 20 },
    category: 'Circular',
    title: 'Circular: Guidelines for the Board Examinations',
    issue: 'Circular No. 31',
    summary: 'Reporting time, items permitted in the examination hall and the CBSE rules on unfair means.',
  },
];

/** Circulars and magazines with their PDFs and cover images. */
export function buildCirculars(today: DemoDate): { items: DemoCircular[]; assets: DemoAssetSpec[] } {
  const items: DemoCircular[] = [];
  const assets: DemoAssetSpec[] = [];
  for (const source of CIRCULARS) {
    const date = resolveWhen(source.when, today);
    const fill = (text: string) => text.replace('{year}', String(date.year));
    const title = fill(source.title);
    const document = `docs/magazines/${source.slug}.pdf`;
    const cover = `magazines/${source.slug}-cover.jpg`;
    const magazine = source.category === 'Magazine';
    assets.push({ kind: 'cover', path: cover, title, issue: fill(source.issue) });
    assets.push({
      kind: 'pdf',
      path: document,
      title,
      subtitle: `${fill(source.issue)} · ${longDate(date)}`,
      paragraphs: magazine ? [source.summary, ...MAGAZINE_TEXT] : [source.summary, ...CIRCULAR_TEXT],
      pages: magazine ? 3 : 1,
    });
    items.push({
      ...demoRecord(`circular:${source.slug}`, date),
      title,
      date: kolkataMidnightIso(date),
      category: source.category,
      attachments: [document],
      images: [cover],
    });
  }
  return { items, assets };
}

const MAGAZINE_TEXT = [
  'From the Editor’s Desk. Every issue of this magazine is the work of many hands: students who wrote and drew, teachers who read every draft, and parents who encouraged young writers to share their work.',
  'In this issue we look back at a busy term of learning, sport and service. We thank the Principal for her constant encouragement and the office staff for their help in compiling the reports.',
  'Contents. The Principal’s Message; School News; House Reports; Poems and Stories; Hindi Section; Art Gallery; Sports Roundup; Our Achievers.',
  'The editorial board welcomes contributions for the next issue. Entries may be handed to the class teacher or the librarian before the end of the month.',
];

const CIRCULAR_TEXT = [
  'Parents are requested to note the above and to ensure compliance. The circular is also available on the parent portal.',
  'Principal',
];
