import 'server-only';
import { itemFindings } from './checks';
import { checkFiles } from './file-checks';
import { readList, type ListSummary } from './read-lists';
import type { ReportFinding } from './report';
import { SOURCES } from './sources';

// The office's report, made: every list of the vendor's feed read (./sources.ts, ./read-lists.ts), each item
// checked (./checks.ts), then the files they name (./file-checks.ts).

/** Vendor calls at once while a report is made (lists, then files): the site's visitors come first. */
export const REPORT_CONCURRENCY = 2;

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

/**
 * Reads every list from the vendor (REPORT_CONCURRENCY at once), checks each item, then checks the files they
 * name with the same bound (./file-checks.ts). Never throws: a list the vendor cannot give is named in its summary.
 */
export async function collectReport(now: Date): Promise<Collected> {
  const each = <T, R>(items: readonly T[], work: (item: T) => Promise<R>) => mapLimited(items, REPORT_CONCURRENCY, work);
  const read = await each(SOURCES, readList);
  const files = await checkFiles(
    read.flatMap((list) => list.files),
    each,
  );
  const findings = [...read.flatMap((list) => list.dropped), ...itemFindings(read.flatMap((list) => list.items), now), ...files.findings];
  return { findings, lists: read.map((list) => list.summary), filesChecked: files.checked, filesSkipped: files.skipped };
}
