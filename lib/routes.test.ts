/** @jest-environment node */
import fc from 'fast-check';
import {
  albumPath,
  filteredListingPath,
  hasListFilter,
  itemPath,
  listFilterQuery,
  listFilterToParams,
  LISTING_SEARCH_MAX_LENGTH,
  LOCALES,
  localePath,
  parseListFilter,
  parseToppersFilter,
  photoIndex,
  queryString,
  searchPath,
  toppersFilterQuery,
  toppersFilterToParams,
  toSearchParams,
  withoutLocale,
  withParam,
  withPhoto,
} from '@/lib/routes';

describe('locales', () => {
  it('are English, the default, and Hindi', () => {
    expect(LOCALES).toEqual(['en', 'hi']);
  });

  it('leave English paths as they are', () => {
    for (const path of ['/', '/Admission', '/notice/n1-exam-dates', '/SubGallery?id=a1&photo=3', '/#top']) {
      expect(localePath(path)).toBe(path);
      expect(localePath(path, 'en')).toBe(path);
    }
  });

  it('put Hindi pages under /hi, home being /hi itself', () => {
    expect(localePath('/', 'hi')).toBe('/hi');
    expect(localePath('/Admission', 'hi')).toBe('/hi/Admission');
    expect(localePath('/notice/n1-exam-dates', 'hi')).toBe('/hi/notice/n1-exam-dates');
    expect(localePath('/SubGallery?id=a1', 'hi')).toBe('/hi/SubGallery?id=a1');
    expect(localePath('/?from=app', 'hi')).toBe('/hi?from=app');
    expect(localePath('/#admission', 'hi')).toBe('/hi#admission');
  });

  it('read the locale and the English path back from an address', () => {
    expect(withoutLocale('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(withoutLocale('/hi/')).toEqual({ locale: 'hi', path: '/' });
    expect(withoutLocale('/hi/Admission')).toEqual({ locale: 'hi', path: '/Admission' });
    expect(withoutLocale('/hi/notice/n1-exam-dates')).toEqual({ locale: 'hi', path: '/notice/n1-exam-dates' });
    expect(withoutLocale('/hi/SubGallery?id=a1')).toEqual({ locale: 'hi', path: '/SubGallery?id=a1' });
    expect(withoutLocale('/hi?from=app')).toEqual({ locale: 'hi', path: '/?from=app' });
    expect(withoutLocale('/hi#admission')).toEqual({ locale: 'hi', path: '/#admission' });
  });

  it('take an address without the prefix as English, even when it starts with the same letters', () => {
    for (const path of ['/', '/Admission', '/history', '/hindi/x', '/HI/Admission', '/News/hi-there']) {
      expect(withoutLocale(path)).toEqual({ locale: 'en', path });
    }
  });
});

describe('itemPath', () => {
  it("is the item's own page under its listing, named by id and title", () => {
    expect(itemPath('/News', { id: 'abc123', title: 'Science Fair 2026' })).toBe('/News/abc123-science-fair-2026');
    expect(itemPath('/notice', { id: 'n_7', title: 'Fee & Dues' })).toBe('/notice/n_7-fee-dues');
    expect(itemPath('/Events', { id: 'e-1', title: '!!!' })).toBe('/Events/e-1');
  });

  it('keeps the English form under the Hindi prefix', () => {
    expect(itemPath('/notice', { id: 'n1', title: 'Exam dates' }, 'hi')).toBe('/hi/notice/n1-exam-dates');
    expect(itemPath('/News', { id: 'w1', title: 'वार्षिक उत्सव' }, 'hi')).toBe('/hi/News/w1');
    expect(itemPath('/Events', { id: 'e1', title: 'Sports Meet' }, 'en')).toBe('/Events/e1-sports-meet');
  });
});

describe('albumPath', () => {
  it('is the detail page with the id in its query, encoded', () => {
    expect(albumPath('/SubGallery', 'a1')).toBe('/SubGallery?id=a1');
    expect(albumPath('/SubActivity', 'act 2')).toBe('/SubActivity?id=act%202');
    expect(albumPath('/SubBuildingProgram', 'p&q=1')).toBe('/SubBuildingProgram?id=p%26q%3D1');
  });

  it('keeps the English form under the Hindi prefix', () => {
    expect(albumPath('/SubGallery', 'a1', 'hi')).toBe('/hi/SubGallery?id=a1');
  });
});

describe('searchPath', () => {
  it('is the search page with the words in q, or the bare page for none', () => {
    expect(searchPath('bus route')).toBe('/search?q=bus%20route');
    expect(searchPath('')).toBe('/search');
    expect(searchPath('fee', 'hi')).toBe('/hi/search?q=fee');
  });
});

describe('query strings', () => {
  it("write parameters with their '?', and nothing for none", () => {
    expect(queryString(new URLSearchParams('year=2025&q=annual day'))).toBe('?year=2025&q=annual+day');
    expect(queryString(new URLSearchParams())).toBe('');
  });

  it('set, replace or remove one parameter and keep the others', () => {
    expect(withParam('?id=a1', 'photo', '3')).toBe('?id=a1&photo=3');
    expect(withParam('?id=a1&photo=3', 'photo', '4')).toBe('?id=a1&photo=4');
    expect(withParam('?id=a1&photo=3', 'photo', null)).toBe('?id=a1');
    expect(withParam('?item=x', 'item', null)).toBe('');
    expect(withParam('', 'item', 'n1')).toBe('?item=n1');
  });
});

describe('the viewer photo', () => {
  it('reads ?photo= counted from 1 as an index from 0', () => {
    expect(photoIndex('1', 5)).toBe(0);
    expect(photoIndex('5', 5)).toBe(4);
  });

  it('names no photo for anything else', () => {
    for (const value of [undefined, null, '', '0', '6', '-1', '2.5', '1e2', ' 2', 'two', '9999999']) expect(photoIndex(value, 5)).toBeNull();
    expect(photoIndex(['1', '2'], 5)).toBeNull();
    expect(photoIndex('1', 0)).toBeNull();
  });

  it('is written counted from 1 beside the album id, and removed for none', () => {
    expect(withPhoto('?id=a1', 0)).toBe('?id=a1&photo=1');
    expect(withPhoto('?id=a1&photo=1', 2)).toBe('?id=a1&photo=3');
    expect(withPhoto('?id=a1&photo=3', null)).toBe('?id=a1');
  });
});

describe('parseListFilter', () => {
  it('reads year, month and q', () => {
    expect(parseListFilter(new URLSearchParams('year=2025&month=3&q=sports'))).toEqual({ year: 2025, month: 3, q: 'sports' });
  });

  it('reads a page searchParams record, taking the first of repeated values', () => {
    expect(parseListFilter({ year: ['2024', '2023'], month: '11', q: undefined })).toEqual({ year: 2024, month: 11, q: '' });
  });

  it('defaults to no filter', () => {
    expect(parseListFilter(new URLSearchParams(''))).toEqual({ year: null, month: null, q: '' });
  });

  it.each(['abc', '20255', '202', '-2025', '2025.5', ''])('ignores year=%p', (year) => {
    expect(parseListFilter(new URLSearchParams({ year })).year).toBeNull();
  });

  it.each(['0', '13', '-1', 'jan', '1.5', '', '100'])('ignores month=%p', (month) => {
    expect(parseListFilter(new URLSearchParams({ month })).month).toBeNull();
  });

  it('accepts a zero-padded month', () => {
    expect(parseListFilter(new URLSearchParams('month=02')).month).toBe(2);
  });

  it('trims q', () => {
    expect(parseListFilter(new URLSearchParams({ q: '  annual ' })).q).toBe('annual');
  });

  it('uses the page default year when year is absent, and year=all for All', () => {
    expect(parseListFilter(new URLSearchParams(''), { year: 2026 }).year).toBe(2026);
    expect(parseListFilter(new URLSearchParams('year=all'), { year: 2026 }).year).toBeNull();
    expect(parseListFilter(new URLSearchParams('year=2024'), { year: 2026 }).year).toBe(2024);
  });
});

describe('listFilterToParams', () => {
  it('writes only the active filters', () => {
    expect(listFilterToParams({ year: 2025, month: 3, q: ' sports ' }).toString()).toBe('year=2025&month=3&q=sports');
    expect(listFilterToParams({ year: null, month: null, q: '  ' }).toString()).toBe('');
    expect(listFilterToParams({}).toString()).toBe('');
  });

  it('leaves out the default year and writes year=all when All differs from the default', () => {
    expect(listFilterToParams({ year: 2026 }, { year: 2026 }).toString()).toBe('');
    expect(listFilterToParams({ year: null }, { year: 2026 }).toString()).toBe('year=all');
    expect(listFilterToParams({ year: 2024 }, { year: 2026 }).toString()).toBe('year=2024');
  });

  it('round-trips through parseListFilter', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1000, max: 9999 })),
        fc.option(fc.integer({ min: 1, max: 12 })),
        fc.string(),
        fc.option(fc.integer({ min: 1000, max: 9999 })),
        (year, month, q, defaultYear) => {
          const defaults = { year: defaultYear };
          const params = new URLSearchParams(listFilterToParams({ year, month, q }, defaults).toString());
          expect(parseListFilter(params, defaults)).toEqual({ year, month, q: q.trim() });
        },
      ),
    );
  });
});

describe('toppers URL state', () => {
  it('uses the default session when absent, and session=all or empty for Select Years', () => {
    expect(parseToppersFilter(new URLSearchParams(''), '2025-2026')).toEqual({ session: '2025-2026', q: '' });
    expect(parseToppersFilter(new URLSearchParams('session=all'), '2025-2026').session).toBeNull();
    expect(parseToppersFilter(new URLSearchParams('session='), '2025-2026').session).toBeNull();
    expect(parseToppersFilter({ session: '2023-2024', q: ' asha ' }, '2025-2026')).toEqual({ session: '2023-2024', q: 'asha' });
  });

  it('writes only what differs from the default', () => {
    expect(toppersFilterToParams({ session: '2025-2026', q: '' }, '2025-2026').toString()).toBe('');
    expect(toppersFilterToParams({ session: null, q: 'asha' }, '2025-2026').toString()).toBe('session=all&q=asha');
    expect(toppersFilterToParams({ session: '2023-2024' }, '2025-2026').toString()).toBe('session=2023-2024');
  });

  it('round-trips', () => {
    fc.assert(
      fc.property(fc.option(fc.constantFrom('2021-2022', '2024-2025', '2025-2026')), fc.string(), (session, q) => {
        const params = new URLSearchParams(toppersFilterToParams({ session, q }, '2025-2026').toString());
        expect(parseToppersFilter(params, '2025-2026')).toEqual({ session, q: q.trim() });
      }),
    );
  });
});

describe('junk in a filter address', () => {
  it('cuts a long search to LISTING_SEARCH_MAX_LENGTH characters and reads the first of a repeated param', () => {
    expect(parseListFilter(new URLSearchParams({ q: 'x'.repeat(5000) })).q).toHaveLength(LISTING_SEARCH_MAX_LENGTH);
    expect(parseToppersFilter(new URLSearchParams({ q: 'x'.repeat(5000) }), null).q).toHaveLength(LISTING_SEARCH_MAX_LENGTH);
    expect(parseListFilter(new URLSearchParams('year=2024&year=2023&q=a&q=b'))).toEqual({ year: 2024, month: null, q: 'a' });
  });

  it('reads a session no session could be as every session', () => {
    for (const session of ['abc', '2024', '2024-2025-2026', 'x'.repeat(5000), '<script>']) {
      expect(parseToppersFilter(new URLSearchParams({ session }), '2025-2026').session).toBeNull();
    }
    expect(parseToppersFilter(new URLSearchParams('session=2024-25'), '2025-2026').session).toBe('2024-25');
  });
});

describe('a filtered listing address', () => {
  it('asks for a filtered view when any filter parameter is there, even empty', () => {
    expect(hasListFilter(new URLSearchParams('year=2024'))).toBe(true);
    expect(hasListFilter(new URLSearchParams('month=&q='))).toBe(true);
    expect(hasListFilter(new URLSearchParams('session=all'))).toBe(true);
    expect(hasListFilter(new URLSearchParams(''))).toBe(false);
    expect(hasListFilter(new URLSearchParams('item=abc&fbclid=1&Year=2024'))).toBe(false);
  });

  it("is rendered by the listing's twin", () => {
    expect(filteredListingPath('/notice')).toBe('/_filtered/notice');
  });

  const all = { year: true, month: true, search: true };

  it("writes what a form sends as the island writes it: the form's empty fields and the page default go", () => {
    expect(listFilterQuery(new URLSearchParams('year=2024&month=&q='), all).toString()).toBe('year=2024');
    expect(listFilterQuery(new URLSearchParams('year=2026&month=3&q=+sports+day+'), all, { year: 2026 }).toString()).toBe('month=3&q=sports+day');
    expect(listFilterQuery(new URLSearchParams('year=all&month=&q='), all, { year: 2026 }).toString()).toBe('year=all');
    expect(listFilterQuery(new URLSearchParams('year=all&month=&q='), all).toString()).toBe('');
  });

  it('turns junk into the view it falls back to, and drops what the page does not filter by', () => {
    expect(listFilterQuery(new URLSearchParams('year=abc'), all, { year: 2026 }).toString()).toBe('year=all');
    expect(listFilterQuery(new URLSearchParams('year=99999&month=13'), all).toString()).toBe('');
    expect(listFilterQuery(new URLSearchParams('year=2024&year=1999&fbclid=x'), all).toString()).toBe('year=2024');
    expect(listFilterQuery(new URLSearchParams('year=2024&month=3&q=x'), { year: true, month: false, search: false }).toString()).toBe('year=2024');
    expect(listFilterQuery(new URLSearchParams({ q: 'y'.repeat(5000) }), all).get('q')).toHaveLength(LISTING_SEARCH_MAX_LENGTH);
  });

  it('writes a toppers view as the island does', () => {
    expect(toppersFilterQuery(new URLSearchParams('session=&q='), '2025-2026').toString()).toBe('session=all');
    expect(toppersFilterQuery(new URLSearchParams('session=2025-2026&q=asha'), '2025-2026').toString()).toBe('q=asha');
    expect(toppersFilterQuery(new URLSearchParams('session=nonsense'), '2025-2026').toString()).toBe('session=all');
  });

  it("reads a page's searchParams record in its order, every value of a repeated name kept", () => {
    expect(toSearchParams({ year: ['2024', '2023'], month: '', q: 'a b', gone: undefined }).toString()).toBe('year=2024&year=2023&month=&q=a+b');
  });
});
