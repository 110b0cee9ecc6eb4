// The school office's content report as it is kept and shown: the findings of lib/staff/checks.ts and
// lib/staff/collect.ts, each with when it was first seen, and the CSV download of the same rows. Pure.
import { z } from 'zod';
import { PROBLEM_WORDS, type ProblemCode } from './checks';

export type ReportProblem = ProblemCode | 'dropped' | 'broken-file' | 'large-file' | 'scanned-pdf';

/** Every problem in plain words, in the order the report lists them: the page's legend. */
export const REPORT_PROBLEM_WORDS: Readonly<Record<ReportProblem, string>> = {
  dropped: 'Not shown at all: the site left the item out because a field it needs is missing or malformed.',
  ...PROBLEM_WORDS,
  'broken-file': 'An attachment or picture that does not open: the vendor’s server does not answer with the file.',
  'large-file': 'A large file (attachments over 2 MB, pictures over 1 MB): a long wait on a slow phone.',
  'scanned-pdf': 'A PDF that is only pictures of pages: a screen reader cannot read it aloud, and search cannot find its words.',
};

export const REPORT_PROBLEMS = Object.keys(REPORT_PROBLEM_WORDS) as ReportProblem[];

/** A short name of each problem: the page's headings and the CSV's Problem column. */
export const REPORT_PROBLEM_LABELS: Readonly<Record<ReportProblem, string>> = {
  dropped: 'Not shown at all',
  undated: 'No date',
  'future-date': 'Date in the future',
  'old-date': 'Date before 2000',
  'empty-title': 'No title',
  'empty-description': 'Empty description',
  'no-picture': 'No picture',
  'link-like-title': 'Title says nothing',
  'capitals-title': 'Title in capitals',
  'markup-in-text': 'Web code in the text',
  duplicate: 'Published twice',
  'broken-file': 'File does not open',
  'large-file': 'Large file',
  'scanned-pdf': 'Scanned PDF without text',
};

const problemSchema = z.enum(REPORT_PROBLEMS as [ReportProblem, ...ReportProblem[]]);

const findingSchema = z.object({
  key: z.string().max(2000),
  list: z.string().max(200),
  title: z.string().max(2000),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
  problem: problemSchema,
  detail: z.string().max(2000),
  /** The item's page on the site; null for an item the site does not show. */
  href: z.string().startsWith('/').max(2000).nullable(),
  /** When a report first found it (ISO instant). */
  firstSeen: z.string().datetime(),
});

export type ReportFinding = z.infer<typeof findingSchema>;

/** The most findings a report keeps: enough for any school's feed, and a bound on its size on disk and in Redis. */
export const MAX_FINDINGS = 2_000;

export const reportSchema = z.object({
  computedAt: z.string().datetime(),
  findings: z.array(findingSchema).max(MAX_FINDINGS),
  lists: z.array(z.object({ list: z.string().max(200), items: z.number().int().nonnegative(), dropped: z.number().int().nonnegative(), error: z.string().max(500).nullable() })).max(50),
  filesChecked: z.number().int().nonnegative(),
  filesSkipped: z.number().int().nonnegative(),
});

export type ContentReport = z.infer<typeof reportSchema>;

/**
 * A new report from this run's findings: each keeps the first-seen time the previous report gave its key, or
 * is first seen now. Findings past MAX_FINDINGS are left out (the summary still counts every list).
 */
export function nextReport(
  run: Pick<ContentReport, 'lists' | 'filesChecked' | 'filesSkipped'> & { findings: Omit<ReportFinding, 'firstSeen'>[] },
  previous: ContentReport | null,
  now: Date,
): ContentReport {
  const computedAt = now.toISOString();
  const seen = new Map((previous?.findings ?? []).map((finding) => [finding.key, finding.firstSeen]));
  return {
    computedAt,
    findings: run.findings.slice(0, MAX_FINDINGS).map((finding) => ({ ...finding, firstSeen: seen.get(finding.key) ?? computedAt })),
    lists: run.lists.map((list) => ({ ...list, error: list.error === null ? null : list.error.slice(0, 500) })),
    filesChecked: run.filesChecked,
    filesSkipped: run.filesSkipped,
  };
}

/** A CSV cell: quoted, quotes doubled, and a leading = + - @ defused, so a spreadsheet never runs a formula. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const CSV_COLUMNS = ['List', 'Title', 'Date', 'Problem', 'Details', 'Page on the site', 'First seen'] as const;

/**
 * The report's rows as CSV (RFC 4180, CRLF), with the page's links made absolute on `siteUrl`. It opens with a
 * byte order mark: without it, Excel reads the UTF-8 as another code page and garbles Hindi and curly quotes.
 */
export function reportCsv(report: ContentReport, siteUrl: string): string {
  const rows = report.findings.map((finding) =>
    [finding.list, finding.title, finding.date ?? '', REPORT_PROBLEM_LABELS[finding.problem], finding.detail, finding.href === null ? '' : new URL(finding.href, siteUrl).href, finding.firstSeen],
  );
  return `\uFEFF${[CSV_COLUMNS, ...rows].map((row) => row.map((value) => cell(value)).join(',')).join('\r\n')}\r\n`;
}
