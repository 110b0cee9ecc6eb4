import 'server-only';
import { exchange, readCapped } from '@/lib/content/client';
import type { ReportFinding } from './report';
import type { FileRef } from './sources';

// The checks of the files the listed items link to or show: does each open, is it large for a slow phone,
// is a PDF a scan with no text.

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
export const LARGE_BYTES: Readonly<Record<FileRef['role'], number>> = { attachment: 2 * 1024 * 1024, picture: 1024 * 1024 };

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

/** What the file checks found, and how many files they asked for. */
export interface FileChecks {
  findings: Omit<ReportFinding, 'firstSeen'>[];
  checked: number;
  /** Files left unchecked this time (over MAX_FILES_CHECKED). */
  skipped: number;
}

/** Runs `work` over items, a bounded number at once, results in order (collect.ts's mapLimited). */
export type EachLimited = <T, R>(items: readonly T[], work: (item: T) => Promise<R>) => Promise<R[]>;

/**
 * Asks for each distinct file with HEAD (MAX_FILES_CHECKED at most, FILE_TIMEOUT_MS each), then reads the
 * PDFs among them for text (MAX_PDFS_READ at most), `each` bounding how many at once.
 */
export async function checkFiles(files: readonly FileRef[], each: EachLimited): Promise<FileChecks> {
  const byUrl = new Map<string, FileRef>();
  for (const ref of files) if (!byUrl.has(ref.url)) byUrl.set(ref.url, ref);
  const refs = [...byUrl.values()];
  const checked = refs.slice(0, MAX_FILES_CHECKED);
  const answers = await each(checked, (ref) => headFile(ref.url));
  const findings: Omit<ReportFinding, 'firstSeen'>[] = [];
  checked.forEach((ref, index) => {
    const finding = fileFinding(ref, answers[index]!);
    if (finding) findings.push(finding);
  });

  const pdfs = checked.filter((ref, index) => isPdf(ref, answers[index]!) && (answers[index]!.bytes ?? 0) <= PDF_MAX_BYTES).slice(0, MAX_PDFS_READ);
  const texts = await each(pdfs, (ref) => pdfHasText(ref.url));
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
  return { findings, checked: checked.length, skipped: refs.length - checked.length };
}
