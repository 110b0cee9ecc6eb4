/**
 * The words and markup the service worker adds to saved pages and to the offline page. Plain string work on
 * the page's HTML (a worker has no DOM), kept pure here so unit tests can read it; lib/offline/sw.ts calls it.
 */
import { formatShortMonthDate } from '@/lib/dates';

/** What the offline page lists about one saved page. */
export interface SavedPage {
  url: string;
  title: string;
  /** The item's own date (a notice's, a news item's, an event's), as the page states it. */
  date: string | null;
  section: SavedSection;
  /** When the phone saved it (epoch ms). */
  savedAt: number;
}

export type SavedSection = 'notices' | 'news' | 'events' | 'other';

/** Headers the worker stores with a saved page, so listing saved pages never re-reads their HTML. */
export const SAVED_HEADERS = { savedAt: 'x-saved-at', title: 'x-saved-title', date: 'x-saved-date' } as const;

const SECTION_PATHS: [SavedSection, string][] = [
  ['notices', '/notice/'],
  ['news', '/News/'],
  ['events', '/Events/'],
];

const SECTION_HEADINGS: Record<SavedSection, string> = {
  notices: 'Notices',
  news: 'News',
  events: 'Events',
  other: 'Other saved pages',
};

export function sectionOf(pathname: string): SavedSection {
  return SECTION_PATHS.find(([, prefix]) => pathname.startsWith(prefix))?.[0] ?? 'other';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function metaContent(html: string, property: string): string | null {
  const tag = html.match(new RegExp(`<meta[^>]+property="${property}"[^>]*>`))?.[0];
  const content = tag?.match(/content="([^"]*)"/)?.[1];
  return content === undefined ? null : decodeEntities(content);
}

/** The first date a page's structured data gives (a NewsArticle's datePublished, an Event's startDate). */
function structuredDate(html: string): string | null {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    try {
      const data: unknown = JSON.parse(json ?? '');
      if (typeof data !== 'object' || data === null) continue;
      const date = 'datePublished' in data ? data.datePublished : 'startDate' in data ? data.startDate : null;
      if (typeof date === 'string') return date;
    } catch {
      // Not JSON: the page says no date this way.
    }
  }
  return null;
}

/**
 * A saved page's title (without the school's name that every title ends with) and its date, read from the
 * HTML the server sent.
 */
export function describePage(html: string): { title: string | null; date: string | null } {
  const head = html.slice(0, html.indexOf('</head>') === -1 ? undefined : html.indexOf('</head>') + 7);
  const raw = head.match(/<title>([\s\S]*?)<\/title>/)?.[1];
  let title = raw === undefined ? null : decodeEntities(raw).trim();
  const siteName = metaContent(head, 'og:site_name');
  if (title && siteName && title.endsWith(` - ${siteName}`)) title = title.slice(0, -(siteName.length + 3));
  return { title: title || null, date: structuredDate(html) };
}

/** '12 Mar, 4:05 pm' in the phone's own time zone (or the one given, for tests). */
export function formatSavedAt(epochMs: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).formatToParts(new Date(epochMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
}

const NOTE_CLASS = 'border-b border-gold-500 bg-gold-100 px-4 py-2 text-center text-sm font-semibold text-navy-950';

/**
 * Removes the note once the page has gone to another address without a new load (the router's own
 * navigation, back online): what it shows then is not the saved copy. A change of query alone (a modal's
 * `?item=`, a filter) leaves it. Browsers without the Navigation API keep the note.
 */
const NOTE_LEAVES_WITH_THE_PAGE =
  '<script>(function(n,p){self.navigation&&navigation.addEventListener("currententrychange",function(){location.pathname!==p&&n.remove()})})(document.currentScript.previousElementSibling,location.pathname)</script>';

/**
 * The saved copy of a page, with a note at the top of the page saying it is one. The note (and its script)
 * open the body: React 19's hydration skips elements it did not render among the body's children, so the
 * page still hydrates, and keeps the note until the script removes it.
 */
export function withSavedCopyNote(html: string, savedAt: number, online: boolean, timeZone?: string): string {
  const reason = online ? 'The network is not answering.' : 'You are offline.';
  const note = `<p role="status" data-saved-copy-note class="${NOTE_CLASS}">${reason} Saved copy from ${escapeHtml(formatSavedAt(savedAt, timeZone))}.</p>`;
  return html.replace(/<body[^>]*>/, (body) => `${body}${note}${NOTE_LEAVES_WITH_THE_PAGE}`);
}

/**
 * A page's HTML without its scripts: what the offline page is served as (the worker fills in its list,
 * which React would otherwise replace while hydrating), and what a saved page from an older build is
 * served as when its chunks are no longer on the phone (a readable page rather than a chunk error).
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*\bas="script"[^>]*>/g, '');
}

/**
 * The same-origin chunk addresses a page's HTML runs (`/_next/static/...js`). Not the `noModule` polyfills
 * Next adds to every page: a browser with a service worker runs modules, so it never fetches them, and they
 * are never in the worker's cache.
 */
export function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes = '']) => attributes)
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .flatMap((attributes) => attributes.match(/\bsrc="(\/_next\/static\/[^"]+)"/)?.[1] ?? [])
    .map(decodeEntities);
}

/** The element of the offline page (app/offline/page.tsx) that the worker fills with the list of saved pages. */
export const SAVED_LIST_ID = 'saved-pages';
export const SAVED_LIST_MARKER = `<div id="${SAVED_LIST_ID}"></div>`;

const LINK_CLASS = 'font-semibold text-navy-800 underline decoration-gold-500 underline-offset-4 hover:text-navy-600';

function listItem(page: SavedPage): string {
  const day = page.date ? formatShortMonthDate(page.date) : null;
  const date = day ? ` <span class="text-sand-700">· <time datetime="${escapeHtml(page.date ?? '')}">${escapeHtml(day)}</time></span>` : '';
  return `<li><a href="${escapeHtml(page.url)}" class="${LINK_CLASS}">${escapeHtml(page.title)}</a>${date}</li>`;
}

/** Newest item first; pages without a date after, newest saved first. */
function byDate(a: SavedPage, b: SavedPage): number {
  const time = (page: SavedPage) => (page.date ? new Date(page.date).getTime() : NaN);
  const [ta, tb] = [time(a), time(b)];
  if (Number.isNaN(ta) !== Number.isNaN(tb)) return Number.isNaN(ta) ? 1 : -1;
  if (!Number.isNaN(ta) && ta !== tb) return tb - ta;
  return b.savedAt - a.savedAt;
}

/** The saved pages, as the offline page lists them: notices, news and events first, then the rest. */
export function savedPagesList(pages: SavedPage[]): string {
  if (pages.length === 0) {
    return `<p id="${SAVED_LIST_ID}" class="mt-6 max-w-prose">Nothing is saved on this phone yet. Pages you open while you are online are kept here for 30 days, so you can read them again without a connection.</p>`;
  }
  const sections = (['notices', 'news', 'events', 'other'] as const)
    .map((section) => [section, pages.filter((page) => page.section === section).sort(byDate)] as const)
    .filter(([, list]) => list.length > 0)
    .map(
      ([section, list]) =>
        `<section class="mt-8" aria-labelledby="saved-${section}"><h2 id="saved-${section}" class="font-serif text-xl font-bold text-navy-900">${SECTION_HEADINGS[section]}</h2>` +
        `<ul class="mt-3 grid gap-2">${list.map(listItem).join('')}</ul></section>`,
    );
  return `<div id="${SAVED_LIST_ID}">${sections.join('')}</div>`;
}

/** The offline page as served: without its scripts, with the list of what this phone has saved. */
export function offlinePage(shellHtml: string, pages: SavedPage[]): string {
  return withoutScripts(shellHtml).replace(SAVED_LIST_MARKER, savedPagesList(pages));
}
