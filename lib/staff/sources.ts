import 'server-only';
import { ALBUM_SECTIONS } from '@/lib/content/album-sections';
import { getBirthdays } from '@/lib/content/birthdays';
import { getCirculars } from '@/lib/content/circulars';
import { getAllEvents } from '@/lib/content/events';
import { getAllGalleryItems } from '@/lib/content/gallery';
import { getAllHighlights } from '@/lib/content/highlights';
import { isNotice } from '@/lib/content/listings';
import { getMediaCoverage } from '@/lib/content/media';
import { getAllNews } from '@/lib/content/news';
import { getNotifications } from '@/lib/content/notifications';
import { getOnlineRegistrations } from '@/lib/content/online-registration';
import { getPrincipalMessages } from '@/lib/content/principal';
import type { ListGetter } from '@/lib/content/resource';
import { isoDate } from '@/lib/content/reshape';
import { getToppers } from '@/lib/content/toppers';
import { getVideos } from '@/lib/content/videos';
import { albumPath, itemPath } from '@/lib/routes';
import type { ItemKind, ReportItem } from './checks';

// The lists of the vendor's feed the office's report reads (spec section 7), and how an item of each becomes a
// report item with the files it names. Reading the lists is ./read-lists.ts; checking the files, ./file-checks.ts.

/** A file an item links to or shows, to be asked for with HEAD. */
export interface FileRef {
  item: ReportItem;
  url: string;
  role: 'attachment' | 'picture';
}

/** One raw item of a list read as the report needs it: the checks' view and the files it names. */
export interface Adapted {
  item: ReportItem;
  files: FileRef[];
}
/**
 * A list of the vendor's feed: its getter (for the endpoint and how items are read) and how an item becomes a
 * report item. `raw` is the vendor's object (already valid), for what the site reshapes away: the date as sent.
 */
interface ReportSource<Item> {
  getter: ListGetter<Item>;
  /** The list's name for a dropped item, which has no category to go by. */
  list: string;
  adapt(item: Item, raw: Record<string, unknown>): Adapted;
}

/** A source with its item type closed over: reads one raw item into the report's view, or says why it was dropped. */
export interface ListReader {
  list: string;
  resource: string;
  path: (schoolCode: string) => string;
  auth: boolean;
  read(raw: unknown): Adapted | { fields: string[] };
}

function source<Item>({ getter, list, adapt }: ReportSource<Item>): ListReader {
  return {
    list,
    resource: getter.resource,
    path: getter.source.path,
    auth: getter.source.auth,
    read(raw) {
      const read = getter.source.read(raw);
      return 'fields' in read ? read : adapt(read.item, asRecord(raw));
    },
  };
}

/** The text of a field of a raw item, or null when it is not text. */
export function rawText(raw: Record<string, unknown>, field: string): string | null {
  const value = raw[field];
  return typeof value === 'string' ? value : null;
}

/** A raw item as a record; anything but an object is an empty one. */
export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function item(fields: Omit<ReportItem, 'isoDate'>): ReportItem {
  return { ...fields, isoDate: isoDate(fields.rawDate) };
}

function files(report: ReportItem, attachments: readonly (string | null)[], pictures: readonly (string | null)[]): FileRef[] {
  return [
    ...attachments.filter((url): url is string => url !== null).map((url) => ({ item: report, url, role: 'attachment' as const })),
    ...pictures.filter((url): url is string => url !== null).map((url) => ({ item: report, url, role: 'picture' as const })),
  ];
}

function adapted(kind: ItemKind, fields: Omit<ReportItem, 'isoDate' | 'kind'>, attachments: readonly (string | null)[]): Adapted {
  const report = item({ ...fields, kind });
  return { item: report, files: files(report, attachments, fields.pictures) };
}

const ALBUM_BY_CATEGORY: ReadonlyMap<string, (typeof ALBUM_SECTIONS)[keyof typeof ALBUM_SECTIONS]> = new Map(Object.values(ALBUM_SECTIONS).map((section) => [section.category, section]));
const ALBUM_LISTS: Record<string, string> = { '/Gallery': 'Photo albums', '/BuildingProgram': 'Capacity building programmes', '/Activity': 'Activities' };

/** Every list of the vendor's feed (spec section 7) the site shows, each once: the full lists, not the home page's extracts. */
export const SOURCES: readonly ListReader[] = [
  source({
    getter: getAllHighlights,
    list: 'Notices and highlights',
    adapt: (highlight, raw) => {
      // A notice as the site lists it (/notice), whatever case the vendor's staff typed its category in.
      const notice = isNotice(highlight);
      return adapted(
        notice ? 'notice' : 'highlight',
        {
          list: notice ? 'Notices' : 'Highlights',
          title: highlight.title,
          description: rawText(raw, 'description'),
          dated: true,
          rawDate: rawText(raw, 'fromDate'),
          pictures: [],
          href: notice ? itemPath('/notice', highlight) : '/',
        },
        highlight.attachmentUrls,
      );
    },
  }),
  source({
    getter: getAllNews,
    list: 'News',
    adapt: (news, raw) =>
      adapted('news', { list: 'News', title: news.title, description: rawText(raw, 'description'), dated: true, rawDate: rawText(raw, 'fromDate'), pictures: [], href: itemPath('/News', news) }, news.attachmentUrls),
  }),
  source({
    getter: getAllEvents,
    list: 'Events',
    adapt: (event, raw) =>
      adapted(
        'event',
        { list: 'Events', title: event.title, description: rawText(raw, 'description'), dated: true, rawDate: rawText(raw, 'date'), pictures: event.imageUrls, href: itemPath('/Events', event) },
        event.attachmentUrls,
      ),
  }),
  source({
    getter: getAllGalleryItems,
    list: 'Photo albums',
    adapt: (album, raw) => {
      const section = ALBUM_BY_CATEGORY.get(album.category);
      return adapted(
        'album',
        {
          list: section ? (ALBUM_LISTS[section.listing] ?? 'Photo albums') : 'Photo albums',
          title: album.title,
          description: rawText(raw, 'description'),
          dated: true,
          rawDate: rawText(raw, 'date'),
          pictures: album.photoUrls,
          href: section ? albumPath(section.detail, album.id) : '/Gallery',
        },
        [],
      );
    },
  }),
  source({
    getter: getCirculars,
    list: 'E-magazine',
    adapt: (circular, raw) =>
      adapted(
        'notice',
        { list: 'E-magazine', title: circular.title, description: null, dated: true, rawDate: rawText(raw, 'date'), pictures: circular.coverUrl ? [circular.coverUrl] : [], href: '/EMagazine' },
        [circular.documentUrl],
      ),
  }),
  source({
    getter: getMediaCoverage,
    list: 'Media coverage',
    adapt: (media, raw) =>
      adapted('media', { list: 'Media coverage', title: media.title, description: null, dated: true, rawDate: rawText(raw, 'date'), pictures: media.imageUrls, href: '/MediaCoverage' }, []),
  }),
  source({
    getter: getToppers,
    list: 'Toppers',
    adapt: (topper) =>
      adapted(
        'topper',
        { list: 'Toppers', title: topper.name, description: null, dated: false, rawDate: null, pictures: topper.photoUrl ? [topper.photoUrl] : [], href: topper.className === 'XII' ? '/ToppersXII' : '/Toppers' },
        [],
      ),
  }),
  source({
    getter: getBirthdays,
    list: 'Birthdays',
    adapt: (birthday, raw) =>
      adapted('birthday', { list: 'Birthdays', title: birthday.name, description: null, dated: true, rawDate: rawText(raw, 'date'), pictures: birthday.photoUrl ? [birthday.photoUrl] : [], href: '/' }, []),
  }),
  source({
    getter: getVideos,
    list: 'Videos',
    adapt: (video, raw) => adapted('video', { list: 'Videos', title: video.title, description: null, dated: true, rawDate: rawText(raw, 'date'), pictures: [], href: '/VideoGallery' }, []),
  }),
  source({
    getter: getNotifications,
    list: 'Notifications',
    adapt: (notification, raw) =>
      adapted(
        'notification',
        { list: 'Notifications', title: notification.title, description: rawText(raw, 'desc'), dated: false, rawDate: null, pictures: notification.imageUrl ? [notification.imageUrl] : [], href: '/' },
        [notification.attachmentUrl],
      ),
  }),
  source({
    getter: getOnlineRegistrations,
    list: 'Online registration',
    adapt: (registration) =>
      adapted('registration', { list: 'Online registration', title: registration.title, description: null, dated: false, rawDate: null, pictures: [], href: '/' }, registration.attachmentUrls),
  }),
  source({
    getter: getPrincipalMessages,
    list: 'Principal’s message',
    adapt: (message, raw) =>
      adapted(
        'principal',
        { list: 'Principal’s message', title: message.name, description: rawText(raw, 'message'), dated: false, rawDate: null, pictures: message.photoUrl ? [message.photoUrl] : [], href: '/OurPrincipal' },
        [],
      ),
  }),
];
