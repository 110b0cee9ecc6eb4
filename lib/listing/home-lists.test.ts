import { homeBirthdays, homeEvents, homeGalleries, homeNews, homeToppers, HOME_LIMITS } from './home-lists';

// 22 Nov 2026, 10:00 in Kolkata.
const NOW = new Date('2026-11-22T04:30:00.000Z');
const kolkataMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();

describe('homeNews', () => {
  it('keeps only News-category items, ignoring case and spaces, newest first', () => {
    const items = [
      { id: '1', category: 'News', date: kolkataMidnight('2026-03-01') },
      { id: '2', category: 'Circular', date: kolkataMidnight('2026-10-01') },
      { id: '3', category: ' news ', date: kolkataMidnight('2026-09-01') },
      { id: '4', category: 'Notice', date: kolkataMidnight('2026-11-01') },
    ];
    expect(homeNews(items).map((item) => item.id)).toEqual(['3', '1']);
  });

  it(`shows at most ${HOME_LIMITS.news}`, () => {
    const items = Array.from({ length: 15 }, (_, i) => ({ id: String(i), category: 'News', date: null }));
    expect(homeNews(items)).toHaveLength(HOME_LIMITS.news);
  });
});

describe('homeEvents', () => {
  const events = [
    { id: 'past', date: kolkataMidnight('2026-10-01') },
    { id: 'later', date: kolkataMidnight('2027-01-02') },
    { id: 'today', date: kolkataMidnight('2026-11-22') },
    { id: 'soon', date: kolkataMidnight('2026-11-28') },
    { id: 'undated', date: null },
  ];

  it('shows events from today on, soonest first', () => {
    expect(homeEvents(events, NOW).events.map((event) => event.id)).toEqual(['today', 'soon', 'later']);
    expect(homeEvents(events, NOW).upcoming).toBe(true);
  });

  it('falls back to the most recent events when none lie ahead, so the section never empties', () => {
    const past = [
      { id: 'older', date: kolkataMidnight('2025-01-01') },
      { id: 'past', date: kolkataMidnight('2026-10-01') },
    ];
    expect(homeEvents(past, NOW)).toEqual({ events: [past[1], past[0]], upcoming: false });
    expect(homeEvents([], NOW)).toEqual({ events: [], upcoming: false });
  });
});

describe('homeToppers', () => {
  const toppers = [
    { id: 'a', name: 'A', className: 'X' as const, sessionYear: '2024-2025' },
    { id: 'b', name: 'B', className: 'X' as const, sessionYear: '2025-2026' },
    { id: 'c', name: 'C', className: 'XII' as const, sessionYear: '2025-2026' },
    { id: 'd', name: 'D', className: 'X' as const, sessionYear: '2025-2026 ' },
    { id: 'e', name: 'E', className: 'XII' as const, sessionYear: '2023-2024' },
  ];

  it("shows one class's toppers of its newest session", () => {
    expect(homeToppers(toppers, 'X').map((topper) => topper.id)).toEqual(['b', 'd']);
    expect(homeToppers(toppers, 'XII').map((topper) => topper.id)).toEqual(['c']);
  });

  it('is empty without toppers of the class', () => {
    expect(homeToppers(toppers.filter((topper) => topper.className === 'X'), 'XII')).toEqual([]);
  });
});

describe('homeBirthdays', () => {
  const birthdays = [
    { id: 'today', date: kolkataMidnight('2014-11-22') },
    { id: 'tomorrow', date: kolkataMidnight('2014-11-23') },
  ];

  it("shows today's birthdays in Kolkata", () => {
    expect(homeBirthdays(birthdays, true, NOW).map((birthday) => birthday.id)).toEqual(['today']);
  });

  it('shows none when the school switches birthdays off', () => {
    expect(homeBirthdays(birthdays, false, NOW)).toEqual([]);
  });
});

describe('homeGalleries', () => {
  it('shows the newest albums first', () => {
    const albums = [
      { id: 'old', date: kolkataMidnight('2024-01-26') },
      { id: 'new', date: kolkataMidnight('2026-07-15') },
    ];
    expect(homeGalleries(albums).map((album) => album.id)).toEqual(['new', 'old']);
  });
});
