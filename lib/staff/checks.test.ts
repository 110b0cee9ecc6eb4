/** @jest-environment node */
import { PROBLEM_WORDS, itemFindings, type ReportItem } from '@/lib/staff/checks';

// Noon in Kolkata on 20 Nov 2025.
const NOW = new Date('2025-11-20T06:30:00Z');

/** A clean news item of the 'News' list; each test changes only what it plants. */
function item(overrides: Partial<ReportItem> = {}): ReportItem {
  return {
    list: 'News',
    kind: 'news',
    title: 'Annual Day 2025',
    description: 'Our students performed a play on the life of Kalpana Chawla.',
    dated: true,
    rawDate: '2025-11-18T00:00:00',
    isoDate: '2025-11-18T00:00:00.000Z',
    pictures: ['https://erp.example.in/files/annual-day.jpg'],
    href: '/News/annual-day-2025',
    ...overrides,
  };
}

/** The problems found, item by item, as 'title: problem'. */
function problems(items: readonly ReportItem[]): string[] {
  return itemFindings(items, NOW).map((finding) => `${finding.title}: ${finding.problem}`);
}

const CLEAN: ReportItem[] = [
  item({ list: 'Notices', kind: 'notice', title: 'Winter uniform from 1 December', description: null, pictures: [], href: '/notice/winter-uniform' }),
  item(),
  item({
    list: 'Events',
    kind: 'event',
    title: 'Science Exhibition',
    description: 'Models by classes VI to XII; parents are welcome from 10 AM.',
    rawDate: '2026-01-15T00:00:00',
    isoDate: '2026-01-15T00:00:00.000Z',
    href: '/Events/science-exhibition',
  }),
  item({ list: 'Photo albums', kind: 'album', title: 'Investiture Ceremony', description: null, href: '/SubGallery?id=41' }),
  item({ list: 'Media coverage', kind: 'media', title: 'Dainik Jagran: our NSS camp', description: null, href: '/Media' }),
  item({
    list: 'Toppers',
    kind: 'topper',
    title: 'Ananya Verma',
    description: 'Class XII Science, 98.4%',
    dated: false,
    rawDate: null,
    isoDate: null,
    href: '/Toppers',
  }),
  item({ list: 'Birthdays', kind: 'birthday', title: 'Rohan Gupta', description: 'Class IV B', href: '/' }),
  item({ list: 'Videos', kind: 'video', title: 'Republic Day parade', description: null, pictures: [], href: '/Videos' }),
  item({ list: 'Highlights', kind: 'highlight', title: 'वार्षिक खेल दिवस', description: 'सभी अभिभावक आमंत्रित हैं।', href: '/' }),
  item({ list: 'Notifications', kind: 'notification', title: 'PTM 2025', description: 'Saturday, 22 Nov, 9 AM to 1 PM; marks 5 < 6 subjects shown', pictures: [], href: '/' }),
  item({
    list: 'Principal',
    kind: 'principal',
    title: "Principal's message",
    description: '<p>Dear parents,</p><p>Education is a shared journey&nbsp;&mdash; thank you.</p>',
    dated: false,
    rawDate: null,
    isoDate: null,
    pictures: [],
    href: '/Principal',
  }),
  item({
    list: 'Registration',
    kind: 'registration',
    title: 'CBSE',
    description: 'Registration for Class IX, session 2026-27',
    dated: false,
    rawDate: null,
    isoDate: null,
    pictures: [],
    href: '/Registration',
  }),
];

describe('itemFindings on a clean feed', () => {
  it('finds nothing in realistic items of every kind', () => {
    expect(itemFindings(CLEAN, NOW)).toEqual([]);
  });

  it('finds nothing in an empty feed', () => {
    expect(itemFindings([], NOW)).toEqual([]);
  });
});

describe('undated', () => {
  it('reports a missing date, saying the list cannot place it under a year', () => {
    expect(
      itemFindings([item({ list: 'Notices', kind: 'notice', rawDate: null, isoDate: null, href: '/notice/x', pictures: [] })], NOW),
    ).toEqual([
      {
        key: 'Notices|undated|annual day 2025|',
        list: 'Notices',
        title: 'Annual Day 2025',
        date: null,
        problem: 'undated',
        detail: 'No date: the Notices page cannot show it under any year.',
        href: '/notice/x',
      },
    ]);
  });

  it('treats an empty or blank raw date as missing', () => {
    const findings = itemFindings([item({ rawDate: '', isoDate: null }), item({ title: 'Other', rawDate: '  ', isoDate: null })], NOW);
    expect(findings.map((finding) => finding.detail)).toEqual([
      'No date: the News page cannot show it under any year.',
      'No date: the News page cannot show it under any year.',
    ]);
  });

  it('quotes a date that could not be read', () => {
    const [finding] = itemFindings([item({ rawDate: '31/02/2025', isoDate: null })], NOW);
    expect(finding?.detail).toBe('The date "31/02/2025" could not be read: the News page cannot show it under any year.');
  });

  it('does not report kinds that carry no date', () => {
    expect(problems([item({ kind: 'topper', list: 'Toppers', dated: false, rawDate: null, isoDate: null })])).toEqual([]);
  });
});

describe('future-date', () => {
  it('allows exactly one day ahead and reports anything later', () => {
    expect(
      problems([
        item({ title: 'Tomorrow', isoDate: '2025-11-21T06:30:00.000Z' }),
        item({ title: 'Later', isoDate: '2025-11-21T06:31:00.000Z' }),
      ]),
    ).toEqual(['Later: future-date']);
  });

  it('says when the item is dated and what parents see', () => {
    const [finding] = itemFindings([item({ isoDate: '2026-03-05T00:00:00.000Z' })], NOW);
    expect(finding).toMatchObject({
      problem: 'future-date',
      date: '2026-03-05',
      detail: 'Dated 05/03/2026, which has not come yet: it stays at the top of the News page, above newer items.',
    });
  });

  it('allows events announced 300 days ahead, not 500', () => {
    const event = { list: 'Events', kind: 'event' } as const;
    expect(
      problems([
        item({ ...event, title: 'In 300 days', isoDate: '2026-09-16T06:30:00.000Z' }),
        item({ ...event, title: 'In 500 days', isoDate: '2027-04-04T06:30:00.000Z' }),
        item({ title: 'News in 300 days', isoDate: '2026-09-16T06:30:00.000Z' }),
      ]),
    ).toEqual(['In 500 days: future-date', 'News in 300 days: future-date']);
  });

  it('tells the office to check the year of a far-off event', () => {
    const [finding] = itemFindings([item({ list: 'Events', kind: 'event', isoDate: '2027-04-04T00:00:00.000Z' })], NOW);
    expect(finding?.detail).toBe('Dated 04/04/2027, more than a year ahead: check the year.');
  });
});

describe('old-date', () => {
  it('reports 31 Dec 1999 and allows 1 Jan 2000', () => {
    expect(
      problems([
        item({ title: 'Last day of 1999', isoDate: '1999-12-31T00:00:00.000Z' }),
        item({ title: 'First day of 2000', isoDate: '2000-01-01T00:00:00.000Z' }),
      ]),
    ).toEqual(['Last day of 1999: old-date']);
  });

  it('reports the vendor default of 1900 with its date', () => {
    const [finding] = itemFindings([item({ isoDate: '1900-01-01T00:00:00.000Z' })], NOW);
    expect(finding).toMatchObject({ date: '1900-01-01', detail: 'Dated 01/01/1900, before 2000: almost certainly a mistake in the date.' });
  });
});

describe('empty-title', () => {
  it('reports blank titles of notices, news and events', () => {
    expect(
      itemFindings(
        [
          item({ list: 'Notices', kind: 'notice', title: '', pictures: [] }),
          item({ title: '   ' }),
          item({ list: 'Events', kind: 'event', title: '\n\t' }),
        ],
        NOW,
      ).map((finding) => `${finding.list}: ${finding.detail}`),
    ).toEqual([
      'Notices: No title: the Notices page shows it with a blank heading.',
      'News: No title: the News page shows it with a blank heading.',
      'Events: No title: the Events page shows it with a blank heading.',
    ]);
  });

  it('does not report kinds shown without a heading, or titled neighbours', () => {
    expect(problems([item({ list: 'Photo albums', kind: 'album', title: '' }), item({ title: 'Annual Day' })])).toEqual([]);
  });
});

describe('empty-description', () => {
  it('reports a blank description of news and events', () => {
    expect(
      problems([item({ title: 'Blank news', description: ' ' }), item({ list: 'Events', kind: 'event', title: 'Blank event', description: '' })]),
    ).toEqual(['Blank news: empty-description', 'Blank event: empty-description']);
  });

  it('does not report a kind without descriptions, nor other kinds', () => {
    expect(
      problems([
        item({ title: 'No description field', description: null }),
        item({ list: 'Notices', kind: 'notice', title: 'Notice', description: '', pictures: [] }),
        item({ title: 'Described', description: 'Prizes for all houses.' }),
      ]),
    ).toEqual([]);
  });
});

describe('no-picture', () => {
  it('reports events, albums, media, toppers and birthdays without a picture', () => {
    expect(
      problems([
        item({ list: 'Events', kind: 'event', title: 'Event', pictures: [] }),
        item({ list: 'Photo albums', kind: 'album', title: 'Album', pictures: [] }),
        item({ list: 'Media coverage', kind: 'media', title: 'Media', pictures: [] }),
        item({ list: 'Toppers', kind: 'topper', title: 'Topper', dated: false, isoDate: null, pictures: [] }),
        item({ list: 'Birthdays', kind: 'birthday', title: 'Birthday', pictures: [] }),
      ]),
    ).toEqual(['Event: no-picture', 'Album: no-picture', 'Media: no-picture', 'Topper: no-picture', 'Birthday: no-picture']);
  });

  it('does not report notices, news or videos without one, nor an event with one', () => {
    expect(
      problems([
        item({ list: 'Notices', kind: 'notice', title: 'Notice', pictures: [] }),
        item({ title: 'News', pictures: [] }),
        item({ list: 'Videos', kind: 'video', title: 'Video', pictures: [] }),
        item({ list: 'Events', kind: 'event', title: 'Event' }),
      ]),
    ).toEqual([]);
  });
});

describe('link-like-title', () => {
  it.each(['Click Here', 'click here to download.', 'Read more...', 'More', 'HERE!', 'Download', 'View', 'Details:', 'Link', 'Open', '>> Click here', 'यहाँ क्लिक करें'])(
    'reports %p',
    (title) => {
      const [finding] = itemFindings([item({ title })], NOW);
      expect(finding?.problem).toBe('link-like-title');
    },
  );

  it('quotes the link word back to the clerk', () => {
    const [finding] = itemFindings([item({ title: ' Click Here ' })], NOW);
    expect(finding?.detail).toBe('The title "Click Here" does not say what the item is about: parents see only these words in the list and in search.');
  });

  it.each(['https://erp.example.in/files/circular.pdf', 'http://example.in', 'www.cbse.gov.in'])('reports the bare address %p', (title) => {
    const [finding] = itemFindings([item({ title })], NOW);
    expect(finding).toMatchObject({
      problem: 'link-like-title',
      detail: 'The title is a web address: parents see the address, not what the item is about.',
    });
  });

  it('does not report titles that only start with a link word', () => {
    expect(
      problems([
        item({ title: 'Download the fee structure' }),
        item({ title: 'More holidays in December' }),
        item({ title: 'Click here for the admission form' }),
        item({ title: 'Open House for parents' }),
      ]),
    ).toEqual([]);
  });
});

describe('capitals-title', () => {
  it("reports 'ANNUAL SPORTS DAY' and not 'CBSE' or 'PTM 2025'", () => {
    expect(
      problems([item({ title: 'CBSE' }), item({ title: 'PTM 2025' }), item({ title: 'ANNUAL SPORTS DAY' }), item({ title: 'Annual Sports Day', isoDate: '2025-11-19T00:00:00.000Z' })]),
    ).toEqual(['ANNUAL SPORTS DAY: capitals-title']);
  });

  it('needs two words and eight capitals', () => {
    expect(
      problems([
        item({ title: 'SCHOOLREOPENS' }),
        item({ title: 'PTM ON 5TH' }),
        item({ title: 'CBSE RESULT 2025' }),
        item({ title: 'CBSE result 2025', isoDate: '2025-11-19T00:00:00.000Z' }),
      ]),
    ).toEqual(['CBSE RESULT 2025: capitals-title']);
  });

  it('never reports a title in Devanagari, which has no capitals', () => {
    expect(problems([item({ title: 'वार्षिक खेल दिवस समारोह' }), item({ title: 'PTM सूचना' })])).toEqual([]);
  });

  it('explains the finding in plain words', () => {
    const [finding] = itemFindings([item({ title: 'ANNUAL SPORTS DAY' })], NOW);
    expect(finding?.detail).toBe('The title is all in capitals, which is hard to read: write it in ordinary letters.');
  });
});

describe('markup-in-text', () => {
  it("reports '<b>x</b>' and not '5 < 6'", () => {
    expect(
      problems([item({ title: 'Maths quiz', description: 'Answer: 5 < 6 and 7 > 3' }), item({ title: 'Bold', description: '<b>x</b>' })]),
    ).toEqual(['Bold: markup-in-text']);
  });

  it.each(['Fees &amp; dues', 'Fees&nbsp;due', 'Children&#39;s Day', 'Children&#x27;s Day', 'Line<br/>break', 'Line<br />break', 'end</p>', '<a href="https://x.in">form</a>'])(
    'reports %p in a description',
    (description) => {
      const [finding] = itemFindings([item({ description })], NOW);
      expect(finding?.problem).toBe('markup-in-text');
    },
  );

  it('does not report an ampersand or comparison written as text', () => {
    expect(problems([item({ title: 'Fees & dues', description: 'R&D; Q&A; marks < 33 mean a retest' })])).toEqual([]);
  });

  it('shows the clerk the code and where it is', () => {
    expect(
      itemFindings(
        [
          item({ title: 'Sports &amp; Games' }),
          item({ title: 'Quiz', description: 'Round one<br/>Round two' }),
          item({ title: '<b>Exam</b>', description: 'Dates&nbsp;below' }),
        ],
        NOW,
      ).map((finding) => finding.detail),
    ).toEqual([
      'Web code in the title: parents see "&amp;" written out on the page.',
      'Web code in the description: parents see "<br/>" written out on the page.',
      'Web code in the title and description: parents see "<b>" written out on the page.',
    ]);
  });

  it("allows HTML in the principal's message, not in its title", () => {
    const principal: Partial<ReportItem> = { list: 'Principal', kind: 'principal', dated: false, rawDate: null, isoDate: null, pictures: [] };
    expect(
      problems([
        item({ ...principal, title: 'Message', description: '<p>Dear parents,&nbsp;welcome.</p>' }),
        item({ ...principal, title: 'Message<br>', description: '<p>Dear parents</p>' }),
      ]),
    ).toEqual(['Message<br>: markup-in-text']);
  });
});

describe('duplicate', () => {
  it('reports the later copy, even with different case and spacing', () => {
    const findings = itemFindings([item({ title: 'Annual Day 2025' }), item({ title: '  annual   DAY 2025 ', href: '/News/annual-day-2025-2' })], NOW);
    expect(findings).toEqual([
      {
        key: 'News|duplicate|annual day 2025|2025-11-18|2',
        list: 'News',
        title: '  annual   DAY 2025 ',
        date: '2025-11-18',
        problem: 'duplicate',
        detail: 'Published twice: an earlier item on the News page has the same title and date.',
        href: '/News/annual-day-2025-2',
      },
    ]);
  });

  it('compares the day, not the time of day', () => {
    expect(
      problems([item({ title: 'Same', isoDate: '2025-11-18T00:00:00.000Z' }), item({ title: 'Same', isoDate: '2025-11-18T23:59:00.000Z' })]),
    ).toEqual(['Same: duplicate']);
  });

  it('does not report the same title on another day or in another list', () => {
    expect(
      problems([
        item({ isoDate: '2025-11-18T00:00:00.000Z' }),
        item({ isoDate: '2025-11-19T00:00:00.000Z' }),
        item({ list: 'Events', kind: 'event' }),
        item({ title: 'Annual Day 2026' }),
      ]),
    ).toEqual([]);
  });

  it('reports two undated copies as published twice with no date', () => {
    const findings = itemFindings(
      [
        item({ list: 'Toppers', kind: 'topper', title: 'Ananya Verma', dated: false, isoDate: null }),
        item({ list: 'Toppers', kind: 'topper', title: 'Ananya Verma', dated: false, isoDate: null }),
      ],
      NOW,
    );
    expect(findings.map((finding) => [finding.key, finding.detail])).toEqual([
      ['Toppers|duplicate|ananya verma||2', 'Published twice: an earlier item on the Toppers page has the same title and no date.'],
    ]);
  });

  it('reports three copies as two findings with different keys', () => {
    const findings = itemFindings([item(), item(), item()], NOW);
    expect(findings.map((finding) => [finding.key, finding.detail])).toEqual([
      ['News|duplicate|annual day 2025|2025-11-18|2', 'Published twice: an earlier item on the News page has the same title and date.'],
      ['News|duplicate|annual day 2025|2025-11-18|3', 'Published 3 times: an earlier item on the News page has the same title and date.'],
    ]);
  });

  it("does not repeat the first copy's other findings for the later copies", () => {
    const event = item({ list: 'Events', kind: 'event', title: 'Sports Day', pictures: [] });
    expect(problems([event, { ...event }])).toEqual(['Sports Day: no-picture', 'Sports Day: duplicate']);
  });
});

describe('the findings as a whole', () => {
  it('keeps the order of the items, and of the checks within an item', () => {
    expect(
      problems([
        item({ title: 'Clean' }),
        item({ list: 'Events', kind: 'event', title: 'CLICK HERE', description: '', pictures: [], isoDate: '1998-06-01T00:00:00.000Z' }),
        item({ title: 'ANNUAL DAY <B>PRIZES</B>', rawDate: 'soon', isoDate: null }),
      ]),
    ).toEqual([
      'CLICK HERE: old-date',
      'CLICK HERE: empty-description',
      'CLICK HERE: no-picture',
      'CLICK HERE: link-like-title',
      'CLICK HERE: capitals-title',
      'ANNUAL DAY <B>PRIZES</B>: undated',
      'ANNUAL DAY <B>PRIZES</B>: capitals-title',
      'ANNUAL DAY <B>PRIZES</B>: markup-in-text',
    ]);
  });

  it('gives the same keys on every run, from list, problem, title and day', () => {
    const feed = (): ReportItem[] => [
      item({ title: 'Read More', isoDate: '2025-11-18T20:00:00.000Z' }),
      item({ list: 'Photo albums', kind: 'album', title: 'Sports  Day', pictures: [], dated: false, isoDate: null }),
    ];
    const keys = ['News|link-like-title|read more|2025-11-18', 'Photo albums|no-picture|sports day|'];
    expect(itemFindings(feed(), NOW).map((finding) => finding.key)).toEqual(keys);
    expect(itemFindings(feed(), new Date('2025-12-01T00:00:00Z')).map((finding) => finding.key)).toEqual(keys);
  });

  it('dates a finding by the UTC day of the instant', () => {
    const [finding] = itemFindings([item({ title: 'Link', isoDate: '2025-11-18T20:00:00.000Z' })], NOW);
    expect(finding?.date).toBe('2025-11-18');
  });

  it('keeps the title exactly as sent, and the item’s page', () => {
    const [finding] = itemFindings([item({ title: '  Click  Here ', href: '/News/click-here' })], NOW);
    expect(finding).toMatchObject({ title: '  Click  Here ', href: '/News/click-here' });
  });
});

describe('PROBLEM_WORDS', () => {
  it('explains every problem, in the order the checks run', () => {
    expect(Object.keys(PROBLEM_WORDS)).toEqual([
      'undated',
      'future-date',
      'old-date',
      'empty-title',
      'empty-description',
      'no-picture',
      'link-like-title',
      'capitals-title',
      'markup-in-text',
      'duplicate',
    ]);
    expect(PROBLEM_WORDS.duplicate).toBe('Published twice: an earlier item on the same list has the same title and date.');
  });
});
