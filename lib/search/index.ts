import 'server-only';
import { createHash } from 'node:crypto';
import MiniSearch, { type SearchResult } from 'minisearch';
import { pageInfo } from '@/content/navigation';
import { pageIntros } from '@/content/page-intros';
import { CANONICAL_ROUTES, type CanonicalRoute } from '@/content/routes';
import { PAGE_SOURCES } from '@/content/search-pages';
import { ALBUM_SECTIONS, ALBUM_SECTION_KEYS, type AlbumSectionKey } from '@/lib/content/album-sections';
import type { EventItem } from '@/lib/content/events';
import type { GalleryItem } from '@/lib/content/gallery';
import type { Highlight } from '@/lib/content/highlights';
import { getAlbumLists, getEventListing, getNewsListing, getNoticeListing } from '@/lib/content/listings';
import type { NewsItem } from '@/lib/content/news';
import { albumPath, itemPath } from '@/lib/routes';
import { excerpt, highlight, type Segment } from './highlight';
import { MAX_HITS, normaliseQuery } from './query';
import { collectDocuments, collectText, plainText } from './text';

export const SEARCH_KINDS = ['Page', 'Document', 'Notice', 'News', 'Event', 'Album', 'Program', 'Activity'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

interface SearchDocument {
  id: string;
  kind: SearchKind;
  title: string;
  text: string;
  href: string;
  date: string | null;
}

export interface SearchHit {
  id: string;
  kind: SearchKind;
  href: string;
  date: string | null;
  title: Segment[];
  excerpt: Segment[];
}

export interface SearchOutcome {
  query: string;
  /** The best MAX_HITS hits, best first. */
  hits: SearchHit[];
  /** Every match, however many are shown. */
  total: number;
  /** How many matches of each kind, in SEARCH_KINDS order, kinds without matches left out. */
  counts: { kind: SearchKind; count: number }[];
}

export { MAX_HITS, MAX_QUERY_LENGTH, normaliseQuery } from './query';

/** Home, the search page itself, and detail pages that need an id (their items are indexed instead). */
const notIndexed: readonly CanonicalRoute[] = ['/', '/search', '/SubGallery', '/SubActivity', '/SubBuildingProgram'];

/** The site's own pages and documents; built once, as they change only with a new build. */
function staticDocuments(): SearchDocument[] {
  const pages = CANONICAL_ROUTES.filter((route) => !notIndexed.includes(route)).map((route): SearchDocument => {
    const sources = PAGE_SOURCES[route] ?? [];
    return { id: `page:${route}`, kind: 'Page', title: pageInfo(route).name, text: [pageIntros[route as Exclude<CanonicalRoute, '/'>], ...collectText(sources)].join(' · '), href: route, date: null };
  });
  const seen = new Set<string>();
  const documents = Object.values(PAGE_SOURCES)
    .flatMap((sources) => collectDocuments(sources))
    .filter((document) => !seen.has(document.href) && seen.add(document.href))
    .map((document): SearchDocument => ({ id: `document:${document.href}`, kind: 'Document', title: document.title, text: '', href: document.href, date: null }));
  return [...pages, ...documents];
}

let ownDocuments: SearchDocument[] | null = null;

type ServiceLists = [notices: Highlight[], news: NewsItem[], events: EventItem[], albums: Record<AlbumSectionKey, GalleryItem[]>];

/** The notices, news, events and albums the site's listings show, through their cached getters (last good data). */
async function serviceLists(): Promise<ServiceLists> {
  const [notices, news, events, albums] = await Promise.all([getNoticeListing(), getNewsListing(), getEventListing(), getAlbumLists()]);
  return [notices.data, news.data, events.data, albums];
}

function serviceDocuments([notices, news, events, albums]: ServiceLists): SearchDocument[] {
  return [
    ...notices.map((item): SearchDocument => ({ id: `notice:${item.id}`, kind: 'Notice', title: item.title, text: plainText(item.description), href: itemPath('/notice', item), date: item.date })),
    ...news.map((item): SearchDocument => ({ id: `news:${item.id}`, kind: 'News', title: item.title, text: plainText(item.description), href: itemPath('/News', item), date: item.date })),
    ...events.map(
      (item): SearchDocument => ({
        id: `event:${item.id}`,
        kind: 'Event',
        title: item.title,
        text: [plainText(item.description), item.venue].filter(Boolean).join(' · '),
        href: itemPath('/Events', item),
        date: item.date,
      }),
    ),
    ...ALBUM_SECTION_KEYS.flatMap((section) => {
      const { searchKind, detail } = ALBUM_SECTIONS[section];
      return albums[section].map(
        (item): SearchDocument => ({ id: `album:${item.id}`, kind: searchKind, title: item.title, text: plainText(item.description), href: albumPath(detail, item.id), date: item.date }),
      );
    }),
  ];
}

/**
 * The index and a fingerprint of the service content it was built from. The data cache answers every
 * read with a fresh copy (parsed from its stored JSON), and an ISR refresh often brings back the same
 * content, so the index is keyed on what the lists say, not on the objects: hashing them costs a small
 * part of what building the index does.
 */
let built: { fingerprint: string; index: MiniSearch<SearchDocument> } | null = null;

/** The index of the current content: built again only when the service's content has changed. */
async function currentIndex(): Promise<MiniSearch<SearchDocument>> {
  const lists = await serviceLists();
  const fingerprint = createHash('sha256').update(JSON.stringify(lists)).digest('base64');
  if (built?.fingerprint !== fingerprint) {
    ownDocuments ??= staticDocuments();
    const index = new MiniSearch<SearchDocument>({ fields: ['title', 'text'], storeFields: ['kind', 'title', 'text', 'href', 'date'] });
    index.addAll([...ownDocuments, ...serviceDocuments(lists)]);
    built = { fingerprint, index };
  }
  return built.index;
}

function toHit(result: SearchResult, query: string): SearchHit {
  const document = result as unknown as SearchResult & SearchDocument;
  const terms = [...result.terms, ...query.toLowerCase().split(' ')];
  return {
    id: document.id,
    kind: document.kind,
    href: document.href,
    date: document.date,
    title: highlight(document.title, terms),
    excerpt: highlight(excerpt(document.text, terms), terms),
  };
}

/**
 * Searches the site's pages and documents and the service's notices, news, events and albums. Every word
 * must match (the last one as a prefix, long ones allowing a typo); titles weigh three times the text.
 * The content comes from the cached getters on each search and the index follows it (see currentIndex).
 */
export async function searchSite(rawQuery: string): Promise<SearchOutcome> {
  const query = normaliseQuery(rawQuery);
  if (!query) return { query, hits: [], total: 0, counts: [] };
  const results = (await currentIndex()).search(query, {
    boost: { title: 3 },
    combineWith: 'AND',
    prefix: (term, position, terms) => position === terms.length - 1,
    fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  });
  const hits = results.slice(0, MAX_HITS).map((result) => toHit(result, query));
  const counts = SEARCH_KINDS.map((kind) => ({ kind, count: results.filter((result) => result.kind === kind).length })).filter((entry) => entry.count > 0);
  return { query, hits, total: results.length, counts };
}
