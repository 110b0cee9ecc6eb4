import 'server-only';
import { getConfig } from '@/lib/config';
import { callAndLog, errorMessage } from '@/lib/content/resource';
import { isoDate } from '@/lib/content/reshape';
import type { ReportItem } from './checks';
import type { ReportFinding } from './report';
import { asRecord, rawText, type FileRef, type ListReader } from './sources';

// Reading one list of the vendor's feed for the office's report: asked of the service itself (not the data
// cache), so the items validation drops are seen, each named with why.

/** How one list fared: its items, those dropped, and whether the service answered at all. */
export interface ListSummary {
  list: string;
  items: number;
  dropped: number;
  /** The service's error, when the list could not be read this time. */
  error: string | null;
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
export async function readList(source: ListReader): Promise<{ summary: ListSummary; items: ReportItem[]; files: FileRef[]; dropped: Omit<ReportFinding, 'firstSeen'>[] }> {
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
