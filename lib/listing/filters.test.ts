/** @jest-environment node */
import fc from 'fast-check';
import {
  TOPPERS_FALLBACK_SESSION,
  birthdaysToday,
  defaultGalleryYear,
  defaultNoticesYear,
  defaultToppersSession,
  filterByCategory,
  filterPlaced,
  filterToppers,
  matchesSearch,
  placeOnCalendar,
  placedYearOptions,
  resolveToppersSession,
  sessionOptions,
  sortNewestFirst,
  type ClassName,
  type ListFilter,
} from '@/lib/listing/filters';

interface Item {
  id: string;
  title: string;
  date: string | null;
  category: string;
}

interface Topper {
  name: string;
  className: ClassName;
  sessionYear: string;
}

const item = (id: string, date: string | null, title = `Item ${id}`, category = 'News'): Item => ({ id, title, date, category });
const ids = (items: readonly { id: string }[]): string[] => items.map((i) => i.id);
const topper = (name: string, className: ClassName, sessionYear: string): Topper => ({ name, className, sessionYear });
const names = (toppers: readonly Topper[]): string[] => toppers.map((t) => t.name);

describe('filterByCategory', () => {
  const items = [
    item('a', null, 'A', 'News'),
    item('b', null, 'B', 'news'),
    item('c', null, 'C', '  NEWS '),
    item('d', null, 'D', 'Notice'),
    item('e', null, 'E', 'Newsletter'),
    item('f', null, 'F', 'PhotoGallery'),
    item('g', null, 'G', 'CapacityBuildingProgram'),
  ];

  it('keeps exact matches only, not substrings', () => {
    expect(ids(filterByCategory(items, 'Notice'))).toEqual(['d']);
    expect(ids(filterByCategory(items, 'PhotoGallery'))).toEqual(['f']);
  });

  it('ignores case and surrounding spaces on both sides', () => {
    expect(ids(filterByCategory(items, 'News'))).toEqual(['a', 'b', 'c']);
    expect(ids(filterByCategory(items, ' news'))).toEqual(['a', 'b', 'c']);
  });

  it('returns nothing when no item has the category', () => {
    expect(filterByCategory(items, 'Magazine')).toEqual([]);
  });
});

describe('sortNewestFirst', () => {
  it('orders by date, newest first', () => {
    const items = [item('old', '2024-01-01T00:00:00Z'), item('new', '2026-05-01T00:00:00Z'), item('mid', '2025-03-01T00:00:00Z')];
    expect(ids(sortNewestFirst(items))).toEqual(['new', 'mid', 'old']);
  });

  it('compares instants, not strings (different offsets)', () => {
    const items = [item('a', '2026-11-22T01:00:00+05:30'), item('b', '2026-11-21T20:00:00Z')];
    expect(ids(sortNewestFirst(items))).toEqual(['b', 'a']);
  });

  it('puts items without a usable date last, keeping their order', () => {
    const items = [item('n1', null), item('d1', '2024-01-01T00:00:00Z'), item('bad', 'garbage'), item('n2', ''), item('d2', '2025-01-01T00:00:00Z')];
    expect(ids(sortNewestFirst(items))).toEqual(['d2', 'd1', 'n1', 'bad', 'n2']);
  });

  it('is stable for equal dates', () => {
    const same = '2025-06-01T10:00:00Z';
    const items = [item('x', same), item('y', same), item('z', same), item('first', '2026-01-01T00:00:00Z')];
    expect(ids(sortNewestFirst(items))).toEqual(['first', 'x', 'y', 'z']);
  });

  it('does not mutate its input', () => {
    const items = [item('a', '2024-01-01T00:00:00Z'), item('b', '2025-01-01T00:00:00Z')];
    sortNewestFirst(items);
    expect(ids(items)).toEqual(['a', 'b']);
  });

  it('always yields a permutation with non-increasing dates and undated items last', () => {
    const dateArb = fc.option(
      fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
    );
    fc.assert(
      fc.property(fc.array(dateArb, { maxLength: 30 }), (dates) => {
        const items = dates.map((date, i) => item(String(i), date));
        const sorted = sortNewestFirst(items);
        expect([...ids(sorted)].sort()).toEqual([...ids(items)].sort());
        const times = sorted.map((i) => (i.date === null ? null : Date.parse(i.date)));
        const firstUndated = times.indexOf(null);
        if (firstUndated >= 0) expect(times.slice(firstUndated).every((t) => t === null)).toBe(true);
        const dated = times.filter((t): t is number => t !== null);
        dated.forEach((t, i) => {
          if (i > 0) expect(t).toBeLessThanOrEqual(dated[i - 1]!);
        });
      }),
    );
  });
});

/** What a listing does with dated items: the server places them on the calendar, the island filters. */
const placeAll = (items: readonly Item[]) => items.map((entry) => ({ ...entry, ...placeOnCalendar(entry) }));
const yearOptions = (items: readonly Item[], include?: number | null) => placedYearOptions(placeAll(items), include);
const filterList = (items: readonly Item[], filter: ListFilter) => filterPlaced(placeAll(items), filter, (entry) => entry.title);

describe('yearOptions', () => {
  it('lists distinct years, newest first', () => {
    const items = [
      item('a', '2023-05-01T00:00:00Z'),
      item('b', '2025-05-01T00:00:00Z'),
      item('c', '2023-09-01T00:00:00Z'),
      item('d', '2024-05-01T00:00:00Z'),
    ];
    expect(yearOptions(items)).toEqual([2025, 2024, 2023]);
  });

  it('uses the Kolkata year', () => {
    expect(yearOptions([item('a', '2026-12-31T19:00:00Z')])).toEqual([2027]);
    expect(yearOptions([item('a', '2026-12-31T18:29:59Z')])).toEqual([2026]);
  });

  it('skips items without a usable date', () => {
    expect(yearOptions([item('a', null), item('b', 'garbage'), item('c', '2024-05-01T00:00:00Z')])).toEqual([2024]);
  });

  it('includes the selected year even when no item has it', () => {
    expect(yearOptions([item('a', '2024-05-01T00:00:00Z')], 2026)).toEqual([2026, 2024]);
    expect(yearOptions([item('a', '2024-05-01T00:00:00Z')], 2024)).toEqual([2024]);
    expect(yearOptions([item('a', '2024-05-01T00:00:00Z')], null)).toEqual([2024]);
  });
});

describe('matchesSearch', () => {
  it('is a case-insensitive substring match', () => {
    expect(matchesSearch('Annual Sports Day', 'sports')).toBe(true);
    expect(matchesSearch('Annual Sports Day', 'SPORTS DAY')).toBe(true);
    expect(matchesSearch('Annual Sports Day', 'sport day')).toBe(false);
  });

  it('treats blank or missing q as no search', () => {
    expect(matchesSearch('anything', '')).toBe(true);
    expect(matchesSearch('anything', '   ')).toBe(true);
    expect(matchesSearch('anything', undefined)).toBe(true);
    expect(matchesSearch('anything', null)).toBe(true);
  });

  it('ignores spaces around q', () => {
    expect(matchesSearch('Annual Sports Day', '  sports ')).toBe(true);
  });
});

describe('filterList', () => {
  const items = [
    item('jan26', '2026-01-15T06:00:00Z', 'Republic Day Celebration'),
    item('feb26', '2026-02-10T06:00:00Z', 'Science Exhibition'),
    item('jan25', '2025-01-20T06:00:00Z', 'Annual Sports Day'),
    item('nov25', '2025-11-14T06:00:00Z', "Children's Day"),
    item('undated', null, 'Sports Meet Circular'),
  ];

  it('returns everything with an empty filter', () => {
    expect(ids(filterList(items, {}))).toEqual(ids(items));
    expect(ids(filterList(items, { year: null, month: null, q: '' }))).toEqual(ids(items));
  });

  it('matches the year of the date', () => {
    expect(ids(filterList(items, { year: 2026 }))).toEqual(['jan26', 'feb26']);
    expect(ids(filterList(items, { year: 2025 }))).toEqual(['jan25', 'nov25']);
  });

  it('matches the month of the date, any year', () => {
    expect(ids(filterList(items, { month: 1 }))).toEqual(['jan26', 'jan25']);
    expect(ids(filterList(items, { month: 11 }))).toEqual(['nov25']);
  });

  it('excludes items without a date when a year or month filter is active', () => {
    expect(ids(filterList(items, { year: 2025 }))).not.toContain('undated');
    expect(ids(filterList(items, { month: 1 }))).not.toContain('undated');
    expect(ids(filterList([item('bad', 'garbage')], { month: 1 }))).toEqual([]);
  });

  it('keeps items without a date when only searching', () => {
    expect(ids(filterList(items, { q: 'sports' }))).toEqual(['jan25', 'undated']);
  });

  it('searches the title case-insensitively as a substring', () => {
    expect(ids(filterList(items, { q: 'EXHIBIT' }))).toEqual(['feb26']);
    expect(ids(filterList(items, { q: 'day' }))).toEqual(['jan26', 'jan25', 'nov25']);
  });

  it('treats a blank search as no search', () => {
    expect(ids(filterList(items, { q: '   ' }))).toEqual(ids(items));
  });

  it('combines year, month and search (AND)', () => {
    expect(ids(filterList(items, { year: 2026, month: 1 }))).toEqual(['jan26']);
    expect(ids(filterList(items, { year: 2025, q: 'day' }))).toEqual(['jan25', 'nov25']);
    expect(ids(filterList(items, { year: 2025, month: 1, q: 'day' }))).toEqual(['jan25']);
    expect(ids(filterList(items, { year: 2026, month: 1, q: 'science' }))).toEqual([]);
  });

  it('uses the Kolkata year and month at the hour boundary', () => {
    const edge = [item('ist-feb', '2026-01-31T18:30:00Z'), item('ist-jan', '2026-01-31T18:29:59Z'), item('ist-2027', '2026-12-31T19:00:00Z')];
    expect(ids(filterList(edge, { month: 2 }))).toEqual(['ist-feb']);
    expect(ids(filterList(edge, { month: 1 }))).toEqual(['ist-jan', 'ist-2027']);
    expect(ids(filterList(edge, { year: 2027 }))).toEqual(['ist-2027']);
    expect(ids(filterList(edge, { year: 2026, month: 12 }))).toEqual([]);
  });

  it('searches the field chosen by the selector', () => {
    const people = [
      { id: 'p1', date: '2026-03-01T00:00:00Z', title: 'Topper', name: 'Asha Verma' },
      { id: 'p2', date: '2026-03-01T00:00:00Z', title: 'Asha prize', name: 'Ravi Kumar' },
    ];
    const placed = people.map((entry) => ({ ...entry, ...placeOnCalendar(entry) }));
    expect(ids(filterPlaced(placed, { q: 'asha' }, (p) => p.name))).toEqual(['p1']);
    expect(ids(filterPlaced(placed, { q: 'asha' }, (p) => p.title))).toEqual(['p2']);
  });

  it('equals applying each filter on its own, in input order', () => {
    const dateArb = fc.option(
      fc.date({ min: new Date('2023-01-01T00:00:00Z'), max: new Date('2027-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
    );
    const itemsArb = fc.array(fc.tuple(dateArb, fc.constantFrom('Sports', 'Science fair', 'SPORTS day', 'Exam')), { maxLength: 25 });
    const filterArb = fc.record({
      year: fc.option(fc.integer({ min: 2023, max: 2027 })),
      month: fc.option(fc.integer({ min: 1, max: 12 })),
      q: fc.constantFrom('', ' ', 'sport', 'Fair', 'x'),
    });
    fc.assert(
      fc.property(itemsArb, filterArb, (rows, filter: ListFilter) => {
        const list = rows.map(([date, title], i) => item(String(i), date, title));
        const combined = ids(filterList(list, filter));
        const byYear = new Set(ids(filterList(list, { year: filter.year })));
        const byMonth = new Set(ids(filterList(list, { month: filter.month })));
        const bySearch = new Set(ids(filterList(list, { q: filter.q })));
        expect(combined).toEqual(ids(list).filter((id) => byYear.has(id) && byMonth.has(id) && bySearch.has(id)));
      }),
    );
  });
});

describe('items placed on the calendar by the server', () => {
  it('places a date on the Kolkata calendar, and an undated item nowhere', () => {
    expect(placeOnCalendar({ date: '2025-12-31T19:00:00Z' })).toEqual({ year: 2026, month: 1 });
    expect(placeOnCalendar({ date: null })).toEqual({ year: null, month: null });
    expect(placeOnCalendar({ date: 'not a date' })).toEqual({ year: null, month: null });
  });
});

describe('defaultToppersSession', () => {
  it.each([
    ['2026-11-22T06:00:00Z', '2025-2026'],
    ['2026-01-01T00:00:00+05:30', '2025-2026'],
    ['2025-12-31T18:29:59Z', '2024-2025'],
    ['2025-12-31T20:00:00Z', '2025-2026'],
  ])('at %s is %s', (now, session) => {
    expect(defaultToppersSession(new Date(now))).toBe(session);
  });
});

describe('resolveToppersSession', () => {
  const toppers = [
    topper('Asha', 'X', '2025-2026'),
    topper('Ravi', 'XII', '2024-2025'),
    topper('Meena', 'X', '2021-2022'),
    topper('John', 'XII', '2025-2026'),
    topper('Priya', 'X', '2024-2025'),
  ];

  it('keeps only the page class', () => {
    expect(names(resolveToppersSession(toppers, 'X', '2025-2026').toppers)).toEqual(['Asha', 'Meena', 'Priya']);
    expect(names(resolveToppersSession(toppers, 'XII', '2025-2026').toppers)).toEqual(['Ravi', 'John']);
  });

  it('starts on the default session when that class has toppers in it', () => {
    expect(resolveToppersSession(toppers, 'X', '2025-2026').session).toBe('2025-2026');
    expect(resolveToppersSession(toppers, 'XII', '2024-2025').session).toBe('2024-2025');
  });

  it('falls back to 2021-2022 when the default session has no toppers', () => {
    expect(TOPPERS_FALLBACK_SESSION).toBe('2021-2022');
    expect(resolveToppersSession(toppers, 'X', '2026-2027').session).toBe('2021-2022');
  });

  it('falls back when only the other class has toppers in the default session', () => {
    expect(resolveToppersSession([topper('Ravi', 'XII', '2024-2025')], 'X', '2024-2025').session).toBe('2021-2022');
  });

  it('falls back even when 2021-2022 is empty too', () => {
    const result = resolveToppersSession([], 'XII', '2025-2026');
    expect(result).toEqual({ toppers: [], session: '2021-2022' });
  });

  it('tolerates stray spaces in vendor session values', () => {
    expect(resolveToppersSession([topper('Asha', 'X', ' 2025-2026 ')], 'X', '2025-2026').session).toBe('2025-2026');
  });
});

describe('sessionOptions', () => {
  it('lists distinct sessions, newest first, without blanks', () => {
    const toppers = [
      topper('a', 'X', '2019-2020'),
      topper('b', 'X', '2023-2024'),
      topper('c', 'X', '2021-2022'),
      topper('d', 'X', '2023-2024 '),
      topper('e', 'X', ''),
    ];
    expect(sessionOptions(toppers)).toEqual(['2023-2024', '2021-2022', '2019-2020']);
  });
});

describe('filterToppers', () => {
  const toppers = [
    topper('Asha Verma', 'X', '2025-2026'),
    topper('Ravi Kumar', 'X', '2024-2025'),
    topper('ASHWIN Rao', 'X', '2024-2025'),
  ];

  it("shows every session for '' or null ('Select Years')", () => {
    expect(names(filterToppers(toppers, { session: '' }))).toEqual(names(toppers));
    expect(names(filterToppers(toppers, { session: null }))).toEqual(names(toppers));
    expect(names(filterToppers(toppers, {}))).toEqual(names(toppers));
  });

  it('keeps the chosen session', () => {
    expect(names(filterToppers(toppers, { session: '2024-2025' }))).toEqual(['Ravi Kumar', 'ASHWIN Rao']);
  });

  it('searches the name case-insensitively', () => {
    expect(names(filterToppers(toppers, { q: 'ash' }))).toEqual(['Asha Verma', 'ASHWIN Rao']);
  });

  it('combines session and name search', () => {
    expect(names(filterToppers(toppers, { session: '2024-2025', q: 'ash' }))).toEqual(['ASHWIN Rao']);
    expect(names(filterToppers(toppers, { session: '2025-2026', q: 'ravi' }))).toEqual([]);
  });
});

describe('defaultGalleryYear', () => {
  const now = new Date('2026-06-15T06:00:00Z');

  it('is the current year when an item has it', () => {
    expect(defaultGalleryYear([item('a', '2025-03-01T00:00:00Z'), item('b', '2026-02-01T00:00:00Z')], now)).toBe(2026);
  });

  it('falls back to the previous year when the current year has no items', () => {
    expect(defaultGalleryYear([item('a', '2025-03-01T00:00:00Z'), item('b', '2023-02-01T00:00:00Z')], now)).toBe(2025);
  });

  it('falls back only once: stays on the previous year even if that is empty too', () => {
    expect(defaultGalleryYear([item('a', '2022-03-01T00:00:00Z')], now)).toBe(2025);
    expect(defaultGalleryYear([], now)).toBe(2025);
    expect(defaultGalleryYear([item('undated', null)], now)).toBe(2025);
  });

  it('judges both now and item dates on the Kolkata calendar', () => {
    const newYearInKolkata = new Date('2025-12-31T20:00:00Z');
    expect(defaultGalleryYear([item('a', '2025-12-31T19:00:00Z')], newYearInKolkata)).toBe(2026);
    expect(defaultGalleryYear([item('a', '2025-12-31T18:00:00Z')], newYearInKolkata)).toBe(2025);
    expect(defaultGalleryYear([item('a', '2025-12-31T18:00:00Z')], new Date('2025-12-31T18:29:59Z'))).toBe(2025);
  });
});

describe('defaultNoticesYear', () => {
  it('is the current Kolkata year', () => {
    expect(defaultNoticesYear(new Date('2026-06-15T06:00:00Z'))).toBe(2026);
    expect(defaultNoticesYear(new Date('2025-12-31T18:30:00Z'))).toBe(2026);
    expect(defaultNoticesYear(new Date('2025-12-31T18:29:59Z'))).toBe(2025);
  });
});

describe('birthdaysToday', () => {
  const people = [
    item('today-2010', '2010-11-22T00:00:00Z'),
    item('today-2012-ist-midnight', '2012-11-21T18:30:00Z'),
    item('yesterday-ist', '2012-11-21T18:29:59Z'),
    item('other-month', '2010-10-22T00:00:00Z'),
    item('undated', null),
    item('leap', '2012-02-29T00:00:00Z'),
    item('feb28', '2011-02-28T00:00:00Z'),
    item('mar1', '2011-03-01T00:00:00Z'),
  ];

  it("keeps items on today's Kolkata day and month, any year", () => {
    expect(ids(birthdaysToday(people, new Date('2026-11-22T06:00:00Z')))).toEqual(['today-2010', 'today-2012-ist-midnight']);
  });

  it('uses the Kolkata date of now', () => {
    expect(ids(birthdaysToday(people, new Date('2026-11-21T18:30:00Z')))).toEqual(['today-2010', 'today-2012-ist-midnight']);
    expect(ids(birthdaysToday(people, new Date('2026-11-21T18:29:59Z')))).toEqual(['yesterday-ist']);
  });

  it('shows 29 February birthdays on 28 February in non-leap years', () => {
    expect(ids(birthdaysToday(people, new Date('2026-02-28T06:00:00Z')))).toEqual(['leap', 'feb28']);
    expect(ids(birthdaysToday(people, new Date('2026-03-01T06:00:00Z')))).toEqual(['mar1']);
  });

  it('shows 29 February birthdays only on 29 February in leap years', () => {
    expect(ids(birthdaysToday(people, new Date('2028-02-28T06:00:00Z')))).toEqual(['feb28']);
    expect(ids(birthdaysToday(people, new Date('2028-02-29T06:00:00Z')))).toEqual(['leap']);
  });
});
