import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { getConfig } from '@/lib/config';
import { collectReport } from './collect';
import { nextReport, type ContentReport } from './report';
import { claimReport, loadReport, saveReport } from './store';

/** The first report of a server that has none waits this long after the start, for the server to settle. */
const FIRST_RUN_DELAY_MS = 5_000;
/** Reports are made at most this often on a schedule (each instance keeps the timer; the stored report's age decides). */
export const REPORT_INTERVAL_MS = 60 * 60 * 1000;
/**
 * After the vendor announces new content (POST /api/revalidate), the report waits a minute, so that the
 * announcements of one publishing session make one report; and it is made at least 5 minutes after the last
 * one, so a burst of sessions does not keep the vendor busy. STAFF_REPORT_TEST_DELAYS_MS shortens both for tests.
 */
const AFTER_REFRESH = { afterRefreshMs: 60 * 1000, gapMs: 5 * 60 * 1000 };

interface Schedule {
  /** The run in progress in this process, if any. */
  running: Promise<void> | null;
  /** The timer of the report owed to an announcement, if one is waiting. */
  soon: NodeJS.Timeout | null;
  /** When this process last heard of new content: a report collected after it has that content. */
  refreshedAt: number;
}

// On globalThis: the route handler and the server's start hook are bundled apart, each with its own copy of this module.
const state = Symbol.for('school-site.staff-report');
type WithState = typeof globalThis & { [state]?: Schedule };

function schedule(): Schedule {
  const store = globalThis as WithState;
  store[state] ??= { running: null, soon: null, refreshedAt: 0 };
  return store[state];
}

/** When a stored report was made: its collecting started then, so it has what was published before. */
function madeAt(report: ContentReport): number {
  return Date.parse(report.computedAt);
}

/**
 * Makes and stores a report when `due` says so of the stored one (another instance's, or this one's before a
 * restart). One run at a time per process: a call while one runs gets that run; and one among the instances
 * sharing Redis (claimReport): when another is making one, `whenBusy` is called instead. Never throws (a
 * failure is logged).
 */
function runReport(due: (previous: ContentReport | null, now: Date) => boolean, whenBusy: () => void = () => undefined): Promise<void> {
  const current = schedule();
  current.running ??= (async () => {
    try {
      const previous = await loadReport();
      const now = new Date();
      if (!due(previous, now)) return;
      const release = await claimReport();
      if (release === null) return whenBusy();
      const started = performance.now();
      let report: ContentReport;
      try {
        report = nextReport(await collectReport(now), previous, now);
        await saveReport(report);
      } finally {
        await release();
      }
      console.log(JSON.stringify({ level: 'info', msg: 'staff-report', findings: report.findings.length, files: report.filesChecked, ms: Math.round(performance.now() - started) }));
    } catch (error) {
      console.warn(JSON.stringify({ level: 'warn', msg: 'staff-report', error: error instanceof Error ? error.message : String(error) }));
    } finally {
      current.running = null;
    }
  })();
  return current.running;
}

/** A run that makes a report unless the stored one is younger than `ms`. */
function unlessYoungerThan(ms: number): Promise<void> {
  return runReport((previous, now) => previous === null || now.getTime() - madeAt(previous) >= ms);
}

/** Starts the hourly report of this server process (only with STAFF_PASSWORD set: nobody could read it otherwise). */
export function startContentReports(): void {
  // A build's workers may run the server's start hook too: no report from a build.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  const first = setTimeout(() => void unlessYoungerThan(REPORT_INTERVAL_MS - 10 * 60 * 1000), FIRST_RUN_DELAY_MS);
  const hourly = setInterval(() => void unlessYoungerThan(REPORT_INTERVAL_MS - 5 * 60 * 1000), REPORT_INTERVAL_MS);
  // The timers never keep a stopping server alive.
  first.unref();
  hourly.unref();
}

function delays(): typeof AFTER_REFRESH {
  return getConfig().staffReportTestDelays ?? AFTER_REFRESH;
}

/** Makes the report owed to the announcements so far at `at` (a time in ms), unless one is already waiting. */
function reportAt(at: number): void {
  const current = schedule();
  if (current.soon) return;
  current.soon = setTimeout(() => {
    current.soon = null;
    void reportAfterRefresh();
  }, Math.max(0, at - Date.now()));
  current.soon.unref();
}

/**
 * The report owed to the last announcement. Nothing to do when the stored report was made after it (by this
 * instance or another sharing Redis); when the stored one is younger than the gap, the report is made when the
 * gap ends, never skipped.
 */
async function reportAfterRefresh(): Promise<void> {
  const current = schedule();
  // A run that started before the announcement does not have its content: decide once it has ended.
  while (current.running) await current.running;
  const { gapMs } = delays();
  await runReport(
    (previous, now) => {
      if (previous === null) return true;
      if (madeAt(previous) >= current.refreshedAt) return false;
      if (now.getTime() - madeAt(previous) >= gapMs) return true;
      reportAt(madeAt(previous) + gapMs);
      return false;
    },
    // Another instance is making one now: once it is stored, this decides again (it may have this content).
    () => reportAt(Date.now() + delays().afterRefreshMs),
  );
}

/**
 * After the vendor announced new content: a report a minute from now, or when 5 minutes have passed since the
 * last one, whichever is later. Announcements while one is owed make that one report.
 */
export function contentReportSoon(): void {
  schedule().refreshedAt = Date.now();
  reportAt(Date.now() + delays().afterRefreshMs);
}
