import type { ReactNode } from 'react';
import { DataTable } from '@/components/static/data-table';
import { formatShortMonthDate, TIME_ZONE } from '@/lib/dates';
import { REPORT_PROBLEM_LABELS, REPORT_PROBLEM_WORDS, REPORT_PROBLEMS, type ContentReport, type ReportFinding } from '@/lib/staff/report';

const madeAt = new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/** '27 Nov 2026, 4:05 pm' in the school's time. */
function when(instant: string): string {
  return madeAt.format(new Date(instant));
}

const COLUMNS = ['Item', 'List', 'Date', 'What is wrong', 'First seen'] as const;

/** A finding's cells: the item (linked to its page when the site shows it), its list, date, problem and first sighting. */
function findingCells(finding: ReportFinding): ReactNode[] {
  const title = finding.title.trim() === '' ? '(no title)' : finding.title;
  return [
    finding.href === null ? (
      title
    ) : (
      <a key="item" href={finding.href} className="text-navy-800 underline decoration-navy-300 underline-offset-2 hover:decoration-navy-800">
        {title}
      </a>
    ),
    finding.list,
    finding.date === null ? 'none' : formatShortMonthDate(finding.date),
    // A file's address has no spaces: it may break anywhere rather than widen a phone's page.
    <span key="detail" className="min-w-0 [overflow-wrap:anywhere]">{finding.detail}</span>,
    when(finding.firstSeen),
  ];
}

/** The findings of one problem: a heading with their count, the problem in plain words, and one row each. */
function ProblemSection({ problem, findings }: { problem: (typeof REPORT_PROBLEMS)[number]; findings: ReportFinding[] }) {
  const id = `problem-${problem}`;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-serif text-2xl font-bold">
        {REPORT_PROBLEM_LABELS[problem]} <span className="font-sans text-lg font-semibold text-sand-600">({findings.length})</span>
      </h2>
      <p className="mt-1 mb-4 max-w-3xl text-sand-700">{REPORT_PROBLEM_WORDS[problem]}</p>
      <DataTable table={{ caption: REPORT_PROBLEM_LABELS[problem], columns: COLUMNS, rows: findings.map(findingCells) }} showCaption={false} />
    </section>
  );
}

/** What the office sees of the last content report: when it was made, each list's state, and every finding by problem. */
export function ContentReportView({ report }: { report: ContentReport | null }) {
  if (report === null) {
    return (
      <p role="status" className="mt-6 max-w-3xl rounded-card bg-gold-50 p-5 ring-1 ring-gold-200">
        The first report is being made: it takes a minute or two after the site starts. Reload this page shortly.
      </p>
    );
  }
  const byProblem = REPORT_PROBLEMS.map((problem) => ({ problem, findings: report.findings.filter((finding) => finding.problem === problem) })).filter(
    (group) => group.findings.length > 0,
  );
  const failed = report.lists.filter((list) => list.error !== null);
  return (
    <>
      <p className="mt-4 max-w-3xl text-lg">
        Last made <strong>{when(report.computedAt)}</strong> from the vendor’s feed; a new one is made every hour, and within 6 minutes after the
        vendor announces new content. {report.findings.length === 0 ? 'Nothing needs attention.' : `${report.findings.length} things need attention.`}
      </p>
      <p className="mt-4">
        <a href="/staff/report" download className="inline-flex min-h-11 items-center rounded-full bg-navy-800 px-5 font-semibold text-white hover:bg-navy-900">
          Download these rows as a spreadsheet (CSV)
        </a>
      </p>

      <section aria-labelledby="lists" className="mt-10">
        <h2 id="lists" className="font-serif text-2xl font-bold">
          The lists
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3">
          {report.lists.map((list) => (
            <li key={list.list} className="rounded-card bg-white p-3 ring-1 ring-sand-200 sm:p-4">
              <span className="font-semibold">{list.list}</span>
              <span className="block text-sand-700">
                {list.error === null ? `${list.items} shown${list.dropped > 0 ? `, ${list.dropped} not shown` : ''}` : 'Could not be read this time'}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sand-700">
          {report.filesChecked} attachments and pictures checked{report.filesSkipped > 0 ? `; ${report.filesSkipped} more are checked in later reports` : ''}.
          {failed.length > 0 ? ` The vendor did not give ${failed.map((list) => list.list).join(', ')} this time; they are checked again in the next report.` : ''}
        </p>
      </section>

      {byProblem.map(({ problem, findings }) => (
        <ProblemSection key={problem} problem={problem} findings={findings} />
      ))}
    </>
  );
}
