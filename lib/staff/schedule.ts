import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { collectReport } from './collect';
import { nextReport } from './report';
import { loadReport, saveReport } from './store';

/** The first report of a server that has none waits this long after the start, for the server to settle. */
const FIRST_RUN_DELAY_MS = 5_000;
/** Reports are made at most this often on a schedule (each instance keeps the timer; the stored report's age decides). */
export const REPORT_INTERVAL_MS = 60 * 60 * 1000;
/** After the vendor announces new content (POST /api/revalidate), a report this long after, unless one is that recent. */
const AFTER_REFRESH_MS = 60 * 1000;

const state = Symbol.for('school-site.staff-report');
type WithState = typeof globalThis & { [state]?: { running: Promise<void> | null; soon: NodeJS.Timeout | null } };

function schedule(): { running: Promise<void> | null; soon: NodeJS.Timeout | null } {
  const store = globalThis as WithState;
  store[state] ??= { running: null, soon: null };
  return store[state];
}

/**
 * Makes and stores a report unless the stored one is younger than `minAgeMs` (another instance, or this one
 * before a restart, made it). One run at a time per process; never throws (a failure is logged).
 */
export function runReport(minAgeMs: number): Promise<void> {
  const current = schedule();
  current.running ??= (async () => {
    try {
      const previous = await loadReport();
      const now = new Date();
      if (previous !== null && now.getTime() - Date.parse(previous.computedAt) < minAgeMs) return;
      const started = performance.now();
      const report = nextReport(await collectReport(now), previous, now);
      await saveReport(report);
      console.log(JSON.stringify({ level: 'info', msg: 'staff-report', findings: report.findings.length, files: report.filesChecked, ms: Math.round(performance.now() - started) }));
    } catch (error) {
      console.warn(JSON.stringify({ level: 'warn', msg: 'staff-report', error: error instanceof Error ? error.message : String(error) }));
    } finally {
      current.running = null;
    }
  })();
  return current.running;
}

/** Starts the hourly report of this server process (only with STAFF_PASSWORD set: nobody could read it otherwise). */
export function startContentReports(): void {
  // A build's workers may run the server's start hook too: no report from a build.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  const first = setTimeout(() => void runReport(REPORT_INTERVAL_MS - 10 * 60 * 1000), FIRST_RUN_DELAY_MS);
  const hourly = setInterval(() => void runReport(REPORT_INTERVAL_MS - 5 * 60 * 1000), REPORT_INTERVAL_MS);
  // The timers never keep a stopping server alive.
  first.unref();
  hourly.unref();
}

/** A report a minute from now, after the vendor announced new content; several announcements make one report. */
export function contentReportSoon(): void {
  const current = schedule();
  if (current.soon) return;
  current.soon = setTimeout(() => {
    current.soon = null;
    void runReport(5 * 60 * 1000);
  }, AFTER_REFRESH_MS);
  current.soon.unref();
}
