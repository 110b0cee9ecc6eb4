import 'server-only';
import type { ItemListing } from '@/lib/routes';
import type { EventItem } from './events';
import { getEventListing, getNewsListing, getNoticeListing, type Listing } from './listings';

// The three lists whose items have pages of their own, `/notice/<slug>`, `/News/<slug>` and `/Events/<slug>`
// (components/listing/item-pages.tsx), with their Open Graph cards (app/og).

/** A notice, news item or event as its page shows it. */
export interface PageItem {
  id: string;
  title: string;
  description: string;
  date: string | null;
  attachmentUrls: string[];
  /** A news item's link to more about it elsewhere. */
  url: string | null;
  /** An event's time, place and photos; null for notices and news. */
  event: Pick<EventItem, 'time' | 'venue' | 'imageUrls'> | null;
}

interface ItemSection {
  listing: ItemListing;
  /** What one item is called: 'Notice'. */
  kind: string;
  /** The link back to the listing: 'All notices'. */
  all: string;
  /** The listing's items, as it shows them (lib/content/listings.ts). */
  load: () => Promise<Listing<PageItem>>;
}

async function asPageItems<Item>(read: Promise<Listing<Item>>, toPageItem: (item: Item) => PageItem): Promise<Listing<PageItem>> {
  const listing = await read;
  return { ...listing, data: listing.data.map(toPageItem) };
}

export const ITEM_SECTIONS = {
  notice: {
    listing: '/notice',
    kind: 'Notice',
    all: 'All notices',
    load: () => asPageItems(getNoticeListing(), ({ id, title, description, date, attachmentUrls }) => ({ id, title, description, date, attachmentUrls, url: null, event: null })),
  },
  news: {
    listing: '/News',
    kind: 'News',
    all: 'All news',
    load: () => asPageItems(getNewsListing(), ({ id, title, description, date, attachmentUrls, url }) => ({ id, title, description, date, attachmentUrls, url, event: null })),
  },
  events: {
    listing: '/Events',
    kind: 'Event',
    all: 'All events',
    load: () =>
      asPageItems(getEventListing(), ({ id, title, description, date, attachmentUrls, time, venue, imageUrls }) => ({
        id,
        title,
        description,
        date,
        attachmentUrls,
        url: null,
        event: { time, venue, imageUrls },
      })),
  },
} as const satisfies Record<string, ItemSection>;

export type ItemSectionKey = keyof typeof ITEM_SECTIONS;
