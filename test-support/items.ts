// The notices, news items and events of the demo service, with the address of each one's own page, worked
// out here from the service's answers and the slug rule written out (not with the site's code).
import { demoJson } from './demo';
import { norm } from './page';

export type Listing = '/notice' | '/News' | '/Events';

/** A notice, news item or event as the demo service lists it, its title's white space collapsed as pages show it. */
export interface DemoItem {
  listing: Listing;
  id: string;
  title: string;
  description: string;
  date: string;
  attachments: number;
  event: { time: string; venue: string } | null;
}

/** The slug rule, written out: the id, then the title's ASCII words joined by hyphens, at most 60 characters of them. */
export function slugOf(id: string, title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let part = '';
  for (const word of words) {
    const longer = part ? `${part}-${word}` : word;
    if (longer.length > 60) break;
    part = longer;
  }
  return part ? `${id}-${part}` : id;
}

/** The path of an item's own page. */
export const pathOf = (item: DemoItem) => `${item.listing}/${slugOf(item.id, item.title)}`;

/** Every notice (highlights of category Notice, however typed), news item and event the demo service lists. */
export async function demoItems(): Promise<DemoItem[]> {
  const [highlights, news, events] = await Promise.all([
    demoJson('/api/highlight/all/{code}'),
    demoJson('/api/news/All/{code}'),
    demoJson('/api/events/All/{code}'),
  ]);
  const common = (listing: Listing, item: { _id: string; title: string; description: string; attachments: string[] }, date: string) => ({
    listing,
    id: item._id,
    title: norm(item.title),
    description: item.description.trim(),
    date,
    attachments: item.attachments.length,
  });
  return [
    ...highlights.filter((item) => item.category.trim().toLowerCase() === 'notice').map((item) => ({ ...common('/notice', item, item.fromDate), event: null })),
    ...news.map((item) => ({ ...common('/News', item, item.fromDate), event: null })),
    ...events.map((item) => ({ ...common('/Events', item, item.date), event: { time: item.time.trim(), venue: item.venue.trim() } })),
  ];
}
