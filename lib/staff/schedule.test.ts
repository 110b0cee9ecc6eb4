/** @jest-environment node */
import { setContentEnv } from '@/test/content-env';
import { collectReport } from './collect';
import type { ContentReport } from './report';
import { contentReportSoon, startContentReports } from './schedule';
import { claimReport, loadReport, saveReport } from './store';

// The vendor's feed and the stored report (shared by every instance through Redis) are faked at their
// modules: what is published now, what a report collects, and what is stored.
jest.mock('./collect', () => ({ collectReport: jest.fn() }));
jest.mock('./store', () => ({ loadReport: jest.fn(), saveReport: jest.fn(), claimReport: jest.fn() }));

const MINUTE = 60_000;
const START = Date.parse('2026-11-27T10:00:00.000Z');

/** The titles the vendor publishes now; a report collects them (each as a finding, which is what the page lists). */
let published: string[] = [];
/** How long the vendor takes to give a report its lists. */
let collectingMs = 0;
let stored: ContentReport | null = null;
/** Every report made, in order. */
let made: ContentReport[] = [];

/** A report another instance (or this one, before) stored, made at `at`, with these titles. */
function storedReport(at: number, titles: string[] = []): ContentReport {
  return {
    computedAt: new Date(at).toISOString(),
    findings: titles.map((title) => ({ key: title, list: 'News', title, date: null, problem: 'undated', detail: 'No date', href: null, firstSeen: new Date(at).toISOString() })),
    lists: [],
    filesChecked: 0,
    filesSkipped: 0,
  };
}

const titlesOf = (report: ContentReport | undefined) => report?.findings.map((finding) => finding.title);
const minutesAfterStart = (report: ContentReport) => (Date.parse(report.computedAt) - START) / MINUTE;

beforeAll(() => setContentEnv('https://erp.example.org'));

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  Reflect.deleteProperty(globalThis, Symbol.for('school-site.staff-report'));
  published = [];
  collectingMs = 0;
  stored = null;
  made = [];
  jest.mocked(loadReport).mockImplementation(async () => stored);
  // No other instance is making a report, unless a test says so.
  jest.mocked(claimReport).mockClear().mockImplementation(async () => async () => undefined);
  jest.mocked(saveReport).mockImplementation(async (report) => {
    stored = report;
    made.push(report);
  });
  jest.mocked(collectReport).mockImplementation(async () => {
    const titles = [...published];
    if (collectingMs > 0) await new Promise((resolve) => setTimeout(resolve, collectingMs));
    return {
      findings: titles.map((title) => ({ key: title, list: 'News', title, date: null, problem: 'undated' as const, detail: 'No date', href: null })),
      lists: [],
      filesChecked: 0,
      filesSkipped: 0,
    };
  });
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The vendor publishes `title` and announces it (POST /api/revalidate). */
function publish(title: string): void {
  published.push(title);
  contentReportSoon();
}

describe('the content report after the vendor announces new content', () => {
  it('has what the second of two announcements 2 minutes apart published, within 6 minutes of it', async () => {
    stored = storedReport(START - 30 * MINUTE);
    publish('Sports day results');
    await jest.advanceTimersByTimeAsync(2 * MINUTE);
    publish('Fee schedule corrected');
    await jest.advanceTimersByTimeAsync(6 * MINUTE);

    const withSecond = made.find((report) => titlesOf(report)?.includes('Fee schedule corrected'));
    expect(withSecond).toBeDefined();
    expect(minutesAfterStart(withSecond!)).toBeGreaterThanOrEqual(2);
    expect(minutesAfterStart(withSecond!)).toBeLessThanOrEqual(2 + 6);
    expect(titlesOf(stored!)).toEqual(['Sports day results', 'Fee schedule corrected']);
  });

  it('makes one report for several announcements, a minute after the first', async () => {
    stored = storedReport(START - 30 * MINUTE);
    for (const title of ['Notice 1', 'Notice 2', 'Notice 3', 'Notice 4']) {
      publish(title);
      await jest.advanceTimersByTimeAsync(10_000);
    }
    await jest.advanceTimersByTimeAsync(20 * MINUTE);

    expect(made.map(minutesAfterStart)).toEqual([1]);
    expect(titlesOf(made[0])).toEqual(['Notice 1', 'Notice 2', 'Notice 3', 'Notice 4']);
  });

  it('never skips the report when the last one is recent: it is made when 5 minutes have passed since that one', async () => {
    stored = storedReport(START - 30_000, ['Old notice']);
    published = ['Old notice'];
    publish('Corrected notice');
    await jest.advanceTimersByTimeAsync(4.5 * MINUTE - 1);
    expect(made).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(made.map(minutesAfterStart)).toEqual([4.5]);
    expect(titlesOf(made[0])).toEqual(['Old notice', 'Corrected notice']);
    // and that one report is all the announcement makes
    await jest.advanceTimersByTimeAsync(30 * MINUTE);
    expect(made).toHaveLength(1);
  });

  it('makes one report for announcements spread over the 5 minutes after a recent report', async () => {
    stored = storedReport(START - MINUTE);
    publish('Notice 1');
    await jest.advanceTimersByTimeAsync(1.5 * MINUTE);
    publish('Notice 2');
    await jest.advanceTimersByTimeAsync(MINUTE);
    publish('Notice 3');
    await jest.advanceTimersByTimeAsync(20 * MINUTE);

    expect(made.map(minutesAfterStart)).toEqual([4]);
    expect(titlesOf(made[0])).toEqual(['Notice 1', 'Notice 2', 'Notice 3']);
  });

  it('makes none when another instance stored a report made after the announcement, but one when its report came before', async () => {
    stored = storedReport(START - 30 * MINUTE);
    publish('Notice 1');
    // Another instance, announced to as well, collects 30 s later and stores its report (shared through Redis).
    await jest.advanceTimersByTimeAsync(30_000);
    stored = storedReport(Date.now(), ['Notice 1']);
    await jest.advanceTimersByTimeAsync(20 * MINUTE);
    expect(made).toEqual([]);

    // Its report predates this announcement, and it is only 2 minutes old: this instance makes one when its 5 minutes end.
    const otherMadeAt = Date.now();
    stored = storedReport(otherMadeAt, ['Notice 1']);
    await jest.advanceTimersByTimeAsync(2 * MINUTE);
    publish('Notice 2');
    await jest.advanceTimersByTimeAsync(6 * MINUTE);
    expect(made.map((report) => Date.parse(report.computedAt) - otherMadeAt)).toEqual([5 * MINUTE]);
    expect(titlesOf(made[0])).toEqual(['Notice 1', 'Notice 2']);
  });

  it('leaves the report to another instance that is making one, and makes none once that one has the content', async () => {
    stored = storedReport(START - 30 * MINUTE);
    publish('Notice 1');
    // A minute later another instance (sharing Redis) holds the claim: it began collecting after this announcement.
    const otherStarted = START + 50_000;
    jest.mocked(claimReport).mockImplementationOnce(async () => null);
    await jest.advanceTimersByTimeAsync(MINUTE);
    expect(made).toEqual([]);
    stored = storedReport(otherStarted, ['Notice 1']);
    await jest.advanceTimersByTimeAsync(20 * MINUTE);
    expect(made).toEqual([]);
    expect(claimReport).toHaveBeenCalledTimes(1);
  });

  it('makes its own report after another instance’s that began before the announcement', async () => {
    stored = storedReport(START - 30 * MINUTE);
    publish('Notice 1');
    jest.mocked(claimReport).mockImplementationOnce(async () => null);
    await jest.advanceTimersByTimeAsync(MINUTE);
    // The other instance's report was collected before 'Notice 1' was announced here.
    stored = storedReport(START - 10_000);
    await jest.advanceTimersByTimeAsync(6 * MINUTE);
    expect(made.map(titlesOf)).toEqual([['Notice 1']]);
  });

  it('makes another report when the announcement came while a report was being collected', async () => {
    // The first report of a fresh server starts 5 s after the start and takes the vendor 90 s.
    collectingMs = 90_000;
    published = ['Notice 1'];
    startContentReports();
    await jest.advanceTimersByTimeAsync(10_000);
    publish('Notice 2');
    await jest.advanceTimersByTimeAsync(10 * MINUTE);

    expect(made.map((report) => titlesOf(report))).toEqual([['Notice 1'], ['Notice 1', 'Notice 2']]);
    // 5 minutes after the first one began, within 6 minutes of the announcement.
    expect(made.map((report) => (Date.parse(report.computedAt) - START) / 1000)).toEqual([5, 305]);
  });
});
