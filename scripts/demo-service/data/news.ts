import { kolkataMidnightIso, longDate, resolveWhen, sessionOf, type DemoDate, type DemoWhen } from './calendar';
import { demoRecord } from './record';
import type { DemoAssetSpec, DemoNewsItem, DemoScene } from './types';

interface NewsSource {
  slug: string;
  when: DemoWhen;
  category: 'News' | 'Circular' | 'Sports' | 'Achievement';
  /** `{year}` is the item's year, `{next}` the academic session after the item's date. */
  title: string;
  description: string;
  url?: string;
  attachment?: { type: 'pdf'; pages: number } | { type: 'photo'; scene: DemoScene };
}

const NEWS: readonly NewsSource[] = [
  {
    slug: 'prize-distribution',
    when: { thisYear: 0.05 },
    category: 'News',
    title: 'Annual Prize Distribution for Academic Excellence',
    description:
      'Students who topped their classes in the previous session received medals and certificates from the General Manager (Works) of the steel plant, who spoke on discipline and curiosity.',
    attachment: { type: 'photo', scene: 'stage' },
  },
  {
    slug: 'ptm-vi-viii',
    when: { thisYear: 0.2 },
    category: 'Circular',
    title: 'Parent-Teacher Meeting for Classes VI-VIII',
    description:
      'Parents are requested to meet the class teachers to discuss the progress of their wards. Report cards of the periodic test will be handed over during the meeting.',
    attachment: { type: 'pdf', pages: 1 },
  },
  {
    slug: 'science-quiz',
    when: { thisYear: 0.45 },
    category: 'News',
    title: 'Inter-House Science Quiz: Sahyadri House Lifts the Trophy',
    description:
      'Sahyadri House edged past Nilgiri House in the final round of the inter-house science quiz conducted by the Science Club for students of Classes IX-XII.',
  },
  {
    slug: 'steel-plant-visit',
    when: { thisYear: 0.7 },
    category: 'News',
    title: 'Class XI Students Visit the Steel Plant',
    description:
      'As part of the industrial exposure programme, students of Class XI Science toured the blast furnace, the rolling mill and the plant’s water treatment facility with engineers of the plant.',
    attachment: { type: 'photo', scene: 'workshop' },
  },
  {
    slug: 'board-results',
    when: { yearsAgo: 1, month: 5, day: 14 },
    category: 'News',
    title: 'School Secures 100% Result in CBSE Class X and XII Examinations',
    description:
      'All candidates of the school passed the CBSE board examinations {year}. Forty-two students of Class X and thirty-one of Class XII scored above 90 per cent.',
    url: 'https://results.cbse.nic.in/',
    attachment: { type: 'pdf', pages: 2 },
  },
  {
    slug: 'summer-vacation',
    when: { yearsAgo: 1, month: 5, day: 10 },
    category: 'Circular',
    title: 'Summer Vacation Schedule {year}',
    description:
      'The school will remain closed for summer vacation from 20 May to 30 June. Holiday homework is available on the parent portal.',
  },
  {
    slug: 'district-athletics',
    when: { yearsAgo: 1, month: 11, day: 3 },
    category: 'Sports',
    title: 'Students Win Gold at the District Athletics Championship',
    description:
      'Our athletes won four gold, three silver and five bronze medals at the district athletics championship held at the Bokaro sports complex.',
    attachment: { type: 'photo', scene: 'field' },
  },
  {
    slug: 'date-sheet',
    when: { yearsAgo: 1, month: 12, day: 11 },
    category: 'Circular',
    title: 'CBSE Class X and XII Board Examination Date Sheet Released',
    description:
      'The Central Board of Secondary Education has released the date sheet for the board examinations. Students are advised to download it from the CBSE website.',
    url: 'https://www.cbse.gov.in/',
  },
  {
    slug: 'admissions-open',
    when: { yearsAgo: 1, month: 10, day: 1 },
    category: 'News',
    title: 'Admissions Open for Classes I to IX, Session {next}',
    description:
      'Online registration for admission to Classes I to IX is open on the admission portal. Admission is on merit; no capitation fee is charged and no agents are engaged.',
    attachment: { type: 'pdf', pages: 1 },
  },
  {
    slug: 'national-science-day',
    when: { yearsAgo: 1, month: 2, day: 28 },
    category: 'News',
    title: 'National Science Day Celebrated',
    description:
      'Students of the middle wing presented experiments on the Raman effect, light and colour, and a talk on the life of Sir C. V. Raman.',
  },
  {
    slug: 'winter-break',
    when: { yearsAgo: 2, month: 12, day: 22 },
    category: 'Circular',
    title: 'Winter Break and Reopening Schedule',
    description:
      'The school will remain closed for the winter break from 24 December to 1 January. Classes resume on 2 January.',
  },
  {
    slug: 'east-zone-basketball',
    when: { yearsAgo: 2, month: 9, day: 19 },
    category: 'Sports',
    title: 'School Team Qualifies for CBSE East Zone Basketball Tournament',
    description:
      'The under-17 girls’ basketball team won the cluster tournament and will represent the cluster at the CBSE East Zone championship.',
  },
  {
    slug: 'inspire-manak',
    when: { yearsAgo: 2, month: 8, day: 30 },
    category: 'Achievement',
    title: 'Two Students Selected for the INSPIRE-MANAK Award',
    description:
      'Ideas on a low-cost dust filter for coke ovens and a solar-powered bicycle lamp were selected for the INSPIRE-MANAK award of the Department of Science and Technology.',
    url: 'https://www.inspireawards-dst.gov.in/',
  },
  {
    slug: 'blood-donation',
    when: { yearsAgo: 2, month: 6, day: 14 },
    category: 'News',
    title: 'Blood Donation Camp with the Steel Plant Hospital',
    description:
      'Parents, alumni and staff donated 86 units of blood at a camp organised with the blood bank of the steel plant general hospital on World Blood Donor Day.',
  },
  {
    slug: 'felicitation-toppers',
    when: { yearsAgo: 2, month: 6, day: 2 },
    category: 'News',
    title: 'Felicitation of Board Examination Toppers',
    description:
      'The school felicitated the toppers of Classes X and XII with scholarships, mementos and cash awards in the presence of their parents.',
  },
  {
    slug: 'plastic-free-campus',
    when: { yearsAgo: 2, month: 1, day: 8 },
    category: 'News',
    title: 'Eco Club Launches Plastic-Free Campus Drive',
    description:
      'Students pledged to bring steel lunch boxes and bottles, and cloth bags made by the Class VII students were distributed at the school gate.',
  },
];

/** News items of every category and the files they refer to. */
export function buildNews(today: DemoDate): { items: DemoNewsItem[]; assets: DemoAssetSpec[] } {
  const items: DemoNewsItem[] = [];
  const assets: DemoAssetSpec[] = [];
  for (const source of NEWS) {
    const date = resolveWhen(source.when, today);
    const next = sessionOf({ year: date.year + 1, month: 4, day: 1 });
    const fill = (text: string) => text.replace('{year}', String(date.year)).replace('{next}', next);
    const title = fill(source.title);
    const description = fill(source.description);
    const attachments: string[] = [];
    if (source.attachment?.type === 'pdf') {
      const path = `docs/news/${source.slug}.pdf`;
      attachments.push(path);
      assets.push({
        kind: 'pdf',
        path,
        title,
        subtitle: `${source.category} · ${longDate(date)}`,
        paragraphs: [description, ...NEWS_PDF_TEXT],
        pages: source.attachment.pages,
      });
    } else if (source.attachment?.type === 'photo') {
      const path = `news/${source.slug}.jpg`;
      attachments.push(path);
      assets.push({ kind: 'photo', path, width: 1200, height: 800, scene: source.attachment.scene, title, caption: longDate(date) });
    }
    items.push({
      ...demoRecord(`news:${source.slug}`, date),
      title,
      description,
      category: source.category,
      url: source.url ?? '',
      fromDate: kolkataMidnightIso(date),
      attachments,
    });
  }
  return { items, assets };
}

const NEWS_PDF_TEXT = [
  'Parents are requested to read this notice carefully and to keep a copy for reference. Any query may be addressed to the class teacher through the school diary or the parent portal.',
  'The school office remains open from 8:00 AM to 2:00 PM on working days. Parents visiting the campus are requested to carry the parent identity card issued by the school.',
];
