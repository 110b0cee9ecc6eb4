import { kolkataMidnightIso, longDate, resolveWhen, type DemoDate, type DemoWhen } from './calendar';
import { demoRecord } from './record';
import type { DemoAssetSpec, DemoMediaItem } from './types';

interface MediaSource {
  slug: string;
  when: DemoWhen;
  title: string;
  clippings: number;
  url?: string;
}

const MEDIA: readonly MediaSource[] = [
  { slug: 'science-exhibition', when: { thisYear: 0.56 }, title: 'Science exhibition at mission school draws parents and plant engineers', clippings: 1 },
  { slug: 'republic-day-parade', when: { thisYear: 0.02 }, title: 'Students take part in the township Republic Day parade rehearsal', clippings: 1 },
  { slug: 'annual-day', when: { yearsAgo: 1, month: 12, day: 15 }, title: 'Annual Day showcases the cultural diversity of the steel city', clippings: 2, url: 'https://www.example.com/news/steel-city/annual-day' },
  { slug: 'regional-science', when: { yearsAgo: 1, month: 11, day: 28 }, title: 'Mission school students shine at CBSE regional science exhibition', clippings: 1 },
  { slug: 'tree-plantation', when: { yearsAgo: 1, month: 7, day: 6 }, title: 'Eco club plants 150 saplings on school campus', clippings: 1 },
  { slug: 'board-results', when: { yearsAgo: 1, month: 5, day: 15 }, title: 'Board results: school toppers score above 98 per cent', clippings: 2, url: 'https://www.example.com/news/steel-city/board-results' },
  { slug: 'christmas', when: { yearsAgo: 2, month: 12, day: 21 }, title: 'Carols and nativity play mark Christmas celebration at school', clippings: 1 },
  { slug: 'fit-india-run', when: { yearsAgo: 2, month: 10, day: 2 }, title: 'Students join the Fit India Freedom Run', clippings: 1 },
  { slug: 'district-debate', when: { yearsAgo: 2, month: 8, day: 22 }, title: 'Mission school debaters bag top honours in district contest', clippings: 1 },
];

/** Press coverage items and their newspaper clipping images. */
export function buildMedia(today: DemoDate): { items: DemoMediaItem[]; assets: DemoAssetSpec[] } {
  const items: DemoMediaItem[] = [];
  const assets: DemoAssetSpec[] = [];
  for (const source of MEDIA) {
    const date = resolveWhen(source.when, today);
    const attachments: string[] = [];
    for (let page = 1; page <= source.clippings; page += 1) {
      const path = `media/${source.slug}-${page}.jpg`;
      attachments.push(path);
      assets.push({ kind: 'clipping', path, headline: source.title, dateline: `Bokaro Steel City, ${longDate(date)}`, page });
    }
    const item: DemoMediaItem = {
      ...demoRecord(`media:${source.slug}`, date),
      title: source.title,
      date: kolkataMidnightIso(date),
      attachments,
    };
    if (source.url) item.url = source.url;
    items.push(item);
  }
  return { items, assets };
}
