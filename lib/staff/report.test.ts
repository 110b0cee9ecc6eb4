/** @jest-environment node */
import { nextReport, reportCsv, reportSchema, type ContentReport } from './report';

const lists = [{ list: 'News', items: 3, dropped: 0, error: null }];
const finding = (key: string, title = 'Annual Day') => ({
  key,
  list: 'News',
  title,
  date: '2026-11-20',
  problem: 'capitals-title' as const,
  detail: 'The title is all in capitals, which is hard to read: write it in ordinary letters.',
  href: '/News/annual-day',
});

describe('nextReport', () => {
  it('keeps when a finding was first seen across runs, and dates new ones now', () => {
    const first = nextReport({ findings: [finding('a')], lists, filesChecked: 2, filesSkipped: 0 }, null, new Date('2026-11-27T10:00:00Z'));
    expect(first.findings.map((row) => row.firstSeen)).toEqual(['2026-11-27T10:00:00.000Z']);
    const second = nextReport({ findings: [finding('a'), finding('b')], lists, filesChecked: 2, filesSkipped: 0 }, first, new Date('2026-11-27T11:00:00Z'));
    expect(second.computedAt).toBe('2026-11-27T11:00:00.000Z');
    expect(second.findings.map((row) => [row.key, row.firstSeen])).toEqual([
      ['a', '2026-11-27T10:00:00.000Z'],
      ['b', '2026-11-27T11:00:00.000Z'],
    ]);
  });

  it('forgets a finding that is gone: corrected and then broken again, it is new again', () => {
    const first = nextReport({ findings: [finding('a')], lists, filesChecked: 0, filesSkipped: 0 }, null, new Date('2026-11-27T10:00:00Z'));
    const fixed = nextReport({ findings: [], lists, filesChecked: 0, filesSkipped: 0 }, first, new Date('2026-11-27T11:00:00Z'));
    const again = nextReport({ findings: [finding('a')], lists, filesChecked: 0, filesSkipped: 0 }, fixed, new Date('2026-11-27T12:00:00Z'));
    expect(again.findings[0]?.firstSeen).toBe('2026-11-27T12:00:00.000Z');
  });

  it('keeps at most 2,000 findings, and what it makes is what the store accepts', () => {
    const many = Array.from({ length: 2_500 }, (_, index) => finding(`k${index}`));
    const report = nextReport({ findings: many, lists, filesChecked: 0, filesSkipped: 0 }, null, new Date('2026-11-27T10:00:00Z'));
    expect(report.findings).toHaveLength(2_000);
    expect(reportSchema.safeParse(report).success).toBe(true);
  });
});

describe('reportCsv', () => {
  const report: ContentReport = {
    computedAt: '2026-11-27T10:00:00.000Z',
    findings: [
      { ...finding('a', 'Say "hello", class'), firstSeen: '2026-11-27T10:00:00.000Z' },
      { ...finding('b', '=HYPERLINK("http://evil.example")'), problem: 'dropped', href: null, date: null, firstSeen: '2026-11-27T10:00:00.000Z' },
    ],
    lists,
    filesChecked: 0,
    filesSkipped: 0,
  };

  it('writes a header and one quoted row per finding, with absolute links, for Excel (BOM, CRLF)', () => {
    expect(reportCsv(report, 'https://school.example').split('\r\n')).toEqual([
      '\uFEFF"List","Title","Date","Problem","Details","Page on the site","First seen"',
      '"News","Say ""hello"", class","2026-11-20","Title in capitals","The title is all in capitals, which is hard to read: write it in ordinary letters.","https://school.example/News/annual-day","2026-11-27T10:00:00.000Z"',
      '"News","\'=HYPERLINK(""http://evil.example"")","","Not shown at all","The title is all in capitals, which is hard to read: write it in ordinary letters.","","2026-11-27T10:00:00.000Z"',
      '',
    ]);
  });
});
