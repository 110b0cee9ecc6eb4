import 'server-only';
import { getConfig } from '@/lib/config';
import { ALBUM_SECTIONS } from '@/lib/content/album-sections';
import { getBirthdays } from '@/lib/content/birthdays';
import { getCirculars } from '@/lib/content/circulars';
import { exchange, readCapped } from '@/lib/content/client';
import { getAllEvents } from '@/lib/content/events';
import { getAllGalleryItems } from '@/lib/content/gallery';
import { getAllHighlights } from '@/lib/content/highlights';
import { getMediaCoverage } from '@/lib/content/media';
import { getAllNews } from '@/lib/content/news';
import { getNotifications } from '@/lib/content/notifications';
import { getOnlineRegistrations } from '@/lib/content/online-registration';
import { getPrincipalMessages } from '@/lib/content/principal';
import { callAndLog, errorMessage, type ListGetter } from '@/lib/content/resource';
import { isoDate } from '@/lib/content/reshape';
import { getToppers } from '@/lib/content/toppers';
import { getVideos } from '@/lib/content/videos';
import { albumPath, itemPath } from '@/lib/routes';
import { itemFindings, type ItemKind, type ReportItem } from './checks';
import type { ReportFinding } from './report';

/** Vendor calls at once while a report is made (lists, then files): the site's visitors come first. */
export const REPORT_CONCURRENCY = 2;
/** How long one file's HEAD request may take. */
export const FILE_TIMEOUT_MS = 4_000;
/** Files checked per report at most (each distinct address once): a bound on one run's time and requests. */
export const MAX_FILES_CHECKED = 400;
/** PDFs read for their text per report at most, each of at most PDF_MAX_BYTES, within PDF_TIMEOUT_MS. */
export const MAX_PDFS_READ = 60;
export const PDF_MAX_BYTES = 12 * 1024 * 1024;
const PDF_TIMEOUT_MS = 20_000;
/** The pages of a PDF whose text is looked for: a scan has none on any of them. */
const PDF_PAGES_READ = 3;
/** What a parent on a slow phone should not have to wait for (spec: attachments 2 MB, pictures 1 MB). */
export const LARGE_BYTES = { attachment: 2 * 1024 * 1024, picture: 1024 * 1024 } as const;

/** A file an item links to or shows, to be asked for with HEAD. */
interface FileRef {
  item: ReportItem;
  url: string;
  role: keyof typeof LARGE_BYTES;
}

/** One raw item of a list read as the report needs it: the checks' view and the files it names. */
interface Adapted {
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
interface ListReader {
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

function rawText(raw: Record<string, unknown>, field: string): string | null {
  const value = raw[field];
  return typeof value === 'string' ? value : null;
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
const SOURCES: readonly ListReader[] = [
  source({
    getter: getAllHighlights,
    list: 'Notices and highlights',
    adapt: (notice, raw) =>
      adapted(
        notice.category === 'Notice' ? 'notice' : 'highlight',
        {
          list: notice.category === 'Notice' ? 'Notices' : 'Highlights',
          title: notice.title,
          description: rawText(raw, 'description'),
          dated: true,
          rawDate: rawText(raw, 'fromDate'),
          pictures: [],
          href: notice.category === 'Notice' ? itemPath('/notice', notice) : '/',
        },
        notice.attachmentUrls,
      ),
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

/** How one list fared: its items, those dropped, and whether the service answered at all. */
export interface ListSummary {
  list: string;
  items: number;
  dropped: number;
  /** The service's error, when the list could not be read this time. */
  error: string | null;
}

export interface Collected {
  findings: Omit<ReportFinding, 'firstSeen'>[];
  lists: ListSummary[];
  filesChecked: number;
  /** Files left unchecked this time (over MAX_FILES_CHECKED). */
  filesSkipped: number;
}

/** `work` over `items`, at most `limit` at once, results in order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** What a dropped item can be named by: its title or name if it has one as text. */
function droppedTitle(raw: Record<string, unknown>): string {
  const title = rawText(raw, 'title') ?? rawText(raw, 'name');
  return title === null || title.trim() === '' ? '(no title)' : title;
}

const DROPPED_FIELD_WORDS: Record<string, string> = {
  title: 'its title is missing or empty',
  name: 'its name is missing or empty',
  _id: 'its id is missing or malformed',
  '(item)': 'it is not an item at all',
};

/** One list, read from the service and checked item by item; files are gathered for the file checks. */
async function readList(source: ListReader): Promise<{ summary: ListSummary; items: ReportItem[]; files: FileRef[]; dropped: Omit<ReportFinding, 'firstSeen'>[] }> {
  const summary: ListSummary = { list: source.list, items: 0, dropped: 0, error: null };
  try {
    const answer = await callAndLog({ resource: `staff-report:${source.resource}`, path: source.path(getConfig().schoolCode), auth: source.auth });
    if (!Array.isArray(answer.json)) throw new Error(answer.status === 404 ? 'HTTP 404' : 'the answer is not a list');
    const items: ReportItem[] = [];
    const files: FileRef[] = [];
    const dropped: Omit<ReportFinding, 'firstSeen'>[] = [];
    answer.json.forEach((raw: unknown, index) => {
      const read = source.read(raw);
      if ('fields' in read) {
        const record = asRecord(raw);
        const title = droppedTitle(record);
        const rawDate = rawText(record, 'date') ?? rawText(record, 'fromDate');
        const date = isoDate(rawDate)?.slice(0, 10) ?? null;
        const why = read.fields.map((field) => DROPPED_FIELD_WORDS[field] ?? `its field "${field}" is malformed`).join('; ');
        dropped.push({
          key: `${source.list}|dropped|${title.toLowerCase()}|${date ?? ''}|${index}`,
          list: source.list,
          title,
          date,
          problem: 'dropped',
          detail: `Not shown on the site: ${why}.`,
          href: null,
        });
        return;
      }
      items.push(read.item);
      files.push(...read.files);
    });
    summary.items = items.length;
    summary.dropped = dropped.length;
    return { summary, items, files, dropped };
  } catch (error) {
    summary.error = errorMessage(error);
    return { summary, items: [], files: [], dropped: [] };
  }
}

interface FileAnswer {
  status: number | null;
  bytes: number | null;
  type: string | null;
}

const asError = (cause: unknown) => (cause instanceof Error ? cause : new Error(String(cause)));

/** The size a file answer declares: a ranged answer's total (`bytes 0-0/3395729`), else its Content-Length. */
function declaredBytes(headers: Record<string, string | string[] | undefined>, ranged: boolean): number | null {
  const range = headers['content-range'];
  const total = ranged && typeof range === 'string' ? Number(/\/(\d+)$/.exec(range)?.[1]) : Number(headers['content-length']);
  return Number.isFinite(total) && total >= 0 ? total : null;
}

/**
 * The status, size and type of a file, from a HEAD request; status null when the vendor did not answer in time.
 * A server that refuses HEAD (405, 501) is asked for the file's first byte instead, and its answer (206 or 200,
 * the body left unread) says the same.
 */
export async function headFile(url: string): Promise<FileAnswer> {
  const ask = (method: 'HEAD' | 'GET') =>
    exchange(url, { method, headers: method === 'GET' ? { range: 'bytes=0-0' } : {}, timeoutMs: FILE_TIMEOUT_MS }, asError, async (answer) => {
      const type = answer.headers['content-type'];
      const ranged = answer.statusCode === 206;
      return { status: ranged ? 200 : answer.statusCode, bytes: declaredBytes(answer.headers, ranged), type: typeof type === 'string' ? type : null };
    });
  try {
    const head = await ask('HEAD');
    return head.status === 405 || head.status === 501 ? await ask('GET') : head;
  } catch {
    return { status: null, bytes: null, type: null };
  }
}

/**
 * Whether a PDF has any text on its first pages, read with pdf.js (no rendering, no fonts, no scripts); null
 * when it could not be fetched or read. A scan from a photocopier has none: a screen reader and search find
 * nothing in it.
 */
export async function pdfHasText(url: string): Promise<boolean | null> {
  try {
    const data = await exchange(url, { method: 'GET', headers: {}, timeoutMs: PDF_TIMEOUT_MS }, asError, async (answer) => {
      if (answer.statusCode !== 200) throw new Error(`HTTP ${answer.statusCode}`);
      return readCapped(answer, PDF_MAX_BYTES, () => new Error('too large'));
    });
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: true, verbosity: 0 }).promise;
    try {
      for (let number = 1; number <= Math.min(document.numPages, PDF_PAGES_READ); number += 1) {
        const content = await (await document.getPage(number)).getTextContent();
        if (content.items.some((item) => 'str' in item && item.str.trim() !== '')) return true;
      }
      return false;
    } finally {
      await document.destroy();
    }
  } catch {
    return null;
  }
}

function isPdf(ref: FileRef, answer: FileAnswer): boolean {
  return ref.role === 'attachment' && answer.status === 200 && (answer.type?.startsWith('application/pdf') === true || /\.pdf$/i.test(new URL(ref.url).pathname));
}

function sizeWords(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Seconds a parent waits for `bytes` on a slow mobile connection (about 400 kbit/s of 3G as India's rural networks give). */
function slowSeconds(bytes: number): number {
  return Math.round((bytes * 8) / 400_000);
}

function fileFinding(ref: FileRef, answer: FileAnswer): Omit<ReportFinding, 'firstSeen'> | null {
  const what = ref.role === 'attachment' ? 'The attachment' : 'The picture';
  const base = { list: ref.item.list, title: ref.item.title, date: ref.item.isoDate?.slice(0, 10) ?? null, href: ref.item.href };
  if (answer.status !== 200) {
    return {
      ...base,
      key: `${ref.item.list}|broken-file|${ref.url}`,
      problem: 'broken-file',
      detail: `${what} does not open for parents: ${answer.status === null ? 'the vendor’s server did not answer' : `the vendor’s server answers ${answer.status}`} (${ref.url}).`,
    };
  }
  if (answer.bytes !== null && answer.bytes > LARGE_BYTES[ref.role]) {
    return {
      ...base,
      key: `${ref.item.list}|large-file|${ref.url}`,
      problem: 'large-file',
      detail: `${what} is ${sizeWords(answer.bytes)}: about ${slowSeconds(answer.bytes)} seconds on a slow phone connection (${ref.url}).`,
    };
  }
  return null;
}

/**
 * Reads every list from the vendor (REPORT_CONCURRENCY at once), checks each item, then asks for each file
 * with HEAD (the same bound, FILE_TIMEOUT_MS each, MAX_FILES_CHECKED at most), then reads the PDFs among them
 * for text (MAX_PDFS_READ at most). Never throws: a list the vendor cannot give is named in its summary.
 */
export async function collectReport(now: Date): Promise<Collected> {
  const read = await mapLimited(SOURCES, REPORT_CONCURRENCY, readList);
  const items = read.flatMap((list) => list.items);
  const findings: Omit<ReportFinding, 'firstSeen'>[] = [...read.flatMap((list) => list.dropped), ...itemFindings(items, now)];

  const byUrl = new Map<string, FileRef>();
  for (const ref of read.flatMap((list) => list.files)) if (!byUrl.has(ref.url)) byUrl.set(ref.url, ref);
  const refs = [...byUrl.values()];
  const checked = refs.slice(0, MAX_FILES_CHECKED);
  const answers = await mapLimited(checked, REPORT_CONCURRENCY, (ref) => headFile(ref.url));
  checked.forEach((ref, index) => {
    const finding = fileFinding(ref, answers[index]!);
    if (finding) findings.push(finding);
  });

  const pdfs = checked.filter((ref, index) => isPdf(ref, answers[index]!) && (answers[index]!.bytes ?? 0) <= PDF_MAX_BYTES).slice(0, MAX_PDFS_READ);
  const texts = await mapLimited(pdfs, REPORT_CONCURRENCY, (ref) => pdfHasText(ref.url));
  pdfs.forEach((ref, index) => {
    if (texts[index] !== false) return;
    findings.push({
      list: ref.item.list,
      title: ref.item.title,
      date: ref.item.isoDate?.slice(0, 10) ?? null,
      href: ref.item.href,
      key: `${ref.item.list}|scanned-pdf|${ref.url}`,
      problem: 'scanned-pdf',
      detail: `The attachment is a scan with no text in it: a screen reader cannot read it aloud and search cannot find its words (${ref.url}).`,
    });
  });

  return { findings, lists: read.map((list) => list.summary), filesChecked: checked.length, filesSkipped: refs.length - checked.length };
}
