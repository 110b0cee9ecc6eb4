/** @jest-environment node */
import { contentFixture } from '@/test/content-fixture';
import { json } from '@/test/http-fixture';
import { FAILURE_HOLD_MS } from './resource';

jest.mock('next/cache', () => jest.requireActual('@/test/next-cache-stub'));

const { route, advance } = contentFixture();

// 22 November 2026, 10:00 in Kolkata.
const NOW = new Date('2026-11-22T04:30:00.000Z');
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('getNoticeListing', () => {
  const highlights = [
    { _id: 'n1', title: 'Winter uniform', category: 'Notice', fromDate: '2026-10-01T04:30:00Z' },
    { _id: 'n2', title: 'Parent teacher meeting', category: 'notice', fromDate: '2026-11-20T04:30:00Z' },
    { _id: 'n3', title: 'Holiday list', category: ' NOTICE ' },
    { _id: 't1', title: 'Admissions open', category: 'Admission', fromDate: '2026-11-21T04:30:00Z' },
    { _id: 'n4', title: 'Exam schedule', category: 'Notice', fromDate: '2025-03-01T04:30:00Z' },
  ];

  it('keeps the notices however the category is typed, newest first, undated last, starting on this year', async () => {
    route({ 'GET /api/highlight/all/SAMS042': json(highlights) });
    const { getNoticeListing } = await import('./listings');
    const listing = await getNoticeListing(NOW);
    expect(ids(listing.data)).toEqual(['n2', 'n1', 'n4', 'n3']);
    expect(listing).toMatchObject({ fromService: true, defaultYear: 2026 });
  });

  it("starts on Kolkata's year, which turns before UTC's", async () => {
    route({ 'GET /api/highlight/all/SAMS042': json(highlights) });
    const { getNoticeListing } = await import('./listings');
    expect((await getNoticeListing(new Date('2026-12-31T19:00:00Z'))).defaultYear).toBe(2027);
  });

  it('still starts on this year, with nothing listed, when the service fails', async () => {
    route({ 'GET /api/highlight/all/SAMS042': json({ message: 'down' }, 500) });
    const { getNoticeListing } = await import('./listings');
    await expect(getNoticeListing(NOW)).resolves.toEqual({ data: [], fromService: false, defaultYear: 2026 });
  });
});

describe('findListedItem', () => {
  const highlights = [
    { _id: 'n1', title: 'Winter uniform', category: 'Notice', fromDate: '2026-10-01T04:30:00Z' },
    { _id: 't1', title: 'Admissions open', category: 'Admission', fromDate: '2026-11-21T04:30:00Z' },
  ];

  it('finds a listed notice by its slug or by its id under an older title, with its current slug', async () => {
    route({ 'GET /api/highlight/all/SAMS042': json(highlights) });
    const { findListedItem, getNoticeListing } = await import('./listings');
    await expect(findListedItem(() => getNoticeListing(NOW), 'n1-winter-uniform')).resolves.toMatchObject({
      found: { item: { id: 'n1', title: 'Winter uniform' }, slug: 'n1-winter-uniform' },
      fromService: true,
    });
    await expect(findListedItem(() => getNoticeListing(NOW), 'n1-summer-uniform')).resolves.toMatchObject({ found: { slug: 'n1-winter-uniform' } });
  });

  it('gives no page to what the listing does not show', async () => {
    route({ 'GET /api/highlight/all/SAMS042': json(highlights) });
    const { findListedItem, getNoticeListing } = await import('./listings');
    // A ticker highlight is not a notice.
    await expect(findListedItem(() => getNoticeListing(NOW), 't1-admissions-open')).resolves.toEqual({ found: null, fromService: true });
  });

  it('keeps finding the item in the last good list while the service fails, and says when there is none', async () => {
    route({ 'GET /api/highlight/all/SAMS042': json(highlights) });
    const { findListedItem, getNoticeListing } = await import('./listings');
    await findListedItem(() => getNoticeListing(NOW), 'n1-winter-uniform');
    route({ 'GET /api/highlight/all/SAMS042': json({ message: 'down' }, 500) });
    advance(FAILURE_HOLD_MS + 1);
    await expect(findListedItem(() => getNoticeListing(NOW), 'n1-winter-uniform')).resolves.toMatchObject({ found: { slug: 'n1-winter-uniform' } });
  });

  it('says the service could not tell when it fails with nothing cached', async () => {
    route({ 'GET /api/highlight/all/SAMS042': json({ message: 'down' }, 500) });
    const { findListedItem, getNoticeListing } = await import('./listings');
    await expect(findListedItem(() => getNoticeListing(NOW), 'n1-winter-uniform')).resolves.toEqual({ found: null, fromService: false });
  });
});

describe('getMagazineListing', () => {
  it('keeps the magazines however the category is typed, newest first, starting on All', async () => {
    route({
      'GET /api/circular/all/SAMS042': json([
        { _id: 'm1', title: 'Magazine 2024', category: 'Magazine', date: '2024-04-01T00:00:00Z' },
        { _id: 'c1', title: 'Fee circular', category: 'Circular', date: '2026-04-01T00:00:00Z' },
        { _id: 'm2', title: 'Magazine 2025', category: 'magazine', date: '2025-04-01T00:00:00Z' },
      ]),
    });
    const { getMagazineListing } = await import('./listings');
    const listing = await getMagazineListing();
    expect(ids(listing.data)).toEqual(['m2', 'm1']);
    expect(listing.defaultYear).toBeNull();
  });
});

describe('album listings', () => {
  const items = [
    { _id: 'g1', title: 'Sports day', category: 'PhotoGallery', date: '2025-06-01T00:00:00Z' },
    { _id: 'g2', title: 'Annual day', category: 'photogallery', date: '2025-12-01T00:00:00Z' },
    { _id: 'p1', title: 'Teacher workshop', category: 'CapacityBuildingProgram', date: '2026-02-01T00:00:00Z' },
    { _id: 'p2', title: 'First aid training', category: 'capacitybuildingprogram ', date: '2024-01-01T00:00:00Z' },
    { _id: 'a1', title: 'Tree planting', category: 'Activity', date: '2026-05-01T00:00:00Z' },
    { _id: 'a2', title: 'Quiz', category: 'ACTIVITY', date: '2025-01-01T00:00:00Z' },
    { _id: 'x1', title: 'Unsorted', category: 'Other', date: '2026-06-01T00:00:00Z' },
  ];

  beforeEach(() => route({ 'GET /api/gallery/All/SAMS042': json(items) }));

  it('give each section the items of its category, newest first', async () => {
    const { getAlbumLists } = await import('./listings');
    const lists = await getAlbumLists(NOW);
    expect({ gallery: ids(lists.gallery), programs: ids(lists.programs), activities: ids(lists.activities) }).toEqual({
      gallery: ['g2', 'g1'],
      programs: ['p1', 'p2'],
      activities: ['a1', 'a2'],
    });
  });

  it('start the gallery and the programs on this year, or last year when this year has none, and the activities on All', async () => {
    const { getAlbumListing } = await import('./listings');
    expect((await getAlbumListing('gallery', NOW)).defaultYear).toBe(2025);
    expect((await getAlbumListing('programs', NOW)).defaultYear).toBe(2026);
    expect((await getAlbumListing('activities', NOW)).defaultYear).toBeNull();
  });
});

describe('the other listings', () => {
  it('show every item, newest first, undated last, starting on All', async () => {
    const dated = (prefix: string, field: string, extra: Record<string, string> = {}) => [
      { _id: `${prefix}-old`, title: 'Old', [field]: '2024-05-01T00:00:00Z', ...extra },
      { _id: `${prefix}-undated`, title: 'Undated', ...extra },
      { _id: `${prefix}-new`, title: 'New', [field]: '2026-05-01T00:00:00Z', ...extra },
    ];
    route({
      'GET /api/news/All/SAMS042': json(dated('news', 'fromDate', { category: 'Circular' })),
      'GET /api/events/All/SAMS042': json(dated('event', 'date')),
      'GET /api/media/SAMS042': json(dated('media', 'date')),
      'GET /api/video/All/SAMS042': json(dated('video', 'date', { videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk' })),
    });
    const { getEventListing, getMediaListing, getNewsListing, getVideoListing } = await import('./listings');
    const listings = await Promise.all([getNewsListing(), getEventListing(), getMediaListing(), getVideoListing()]);
    expect(listings.map((listing) => ids(listing.data))).toEqual(
      ['news', 'event', 'media', 'video'].map((prefix) => [`${prefix}-new`, `${prefix}-old`, `${prefix}-undated`]),
    );
    expect(listings.map((listing) => listing.defaultYear)).toEqual([null, null, null, null]);
  });
});

describe('getTopperListing', () => {
  const toppers = [
    { _id: 'x1', name: 'Asha', class: 'X', sessionYear: '2025-2026' },
    { _id: 'y1', name: 'Meera', class: 'XII', sessionYear: '2023-2024' },
    { _id: 'x2', name: 'Ravi', class: 'x', sessionYear: '2024-2025' },
  ];

  it("keeps the class's toppers in the service's order, starting on last year-this year, else on 2021-2022", async () => {
    route({ 'GET /api/topper/SAMS042': json(toppers) });
    const { getTopperListing } = await import('./listings');
    const x = await getTopperListing('X', NOW);
    expect([ids(x.data), x.defaultSession]).toEqual([['x1', 'x2'], '2025-2026']);
    const xii = await getTopperListing('XII', NOW);
    expect([ids(xii.data), xii.defaultSession]).toEqual([['y1'], '2021-2022']);
  });
});

describe('getHomeLists', () => {
  it("applies the home page's rules to the home endpoints", async () => {
    const dated = (_id: string, date: string, extra: Record<string, string> = {}) => ({ _id, title: `Item ${_id}`, date, fromDate: date, ...extra });
    const topper = (_id: string, className: string, sessionYear: string) => ({ _id, name: `Student ${_id}`, class: className, sessionYear });
    route({
      'GET /api/news/SAMS042': json([dated('n1', '2026-10-01', { category: 'News' }), dated('c1', '2026-11-01', { category: 'Circular' }), dated('n2', '2026-11-10', { category: 'news' })]),
      'GET /api/events/SAMS042': json([dated('past', '2026-10-01'), dated('later', '2027-01-10'), dated('soon', '2026-11-25')]),
      'GET /api/gallery/SAMS042': json([dated('g1', '2025-01-01'), dated('g2', '2026-08-01')]),
      'GET /api/topper/SAMS042': json([topper('x1', 'X', '2024-2025'), topper('x2', 'X', '2025-2026'), topper('y1', 'XII', '2023-2024')]),
      // Born on 22 November in Kolkata (18:30 UTC the day before), and on 23 November.
      'GET /api/birthdays/SAMS042': json([{ _id: 'b1', name: 'Anu', date: '2014-11-21T18:30:00Z' }, { _id: 'b2', name: 'Joel', date: '2014-11-22T18:30:00Z' }]),
    });
    const { getHomeLists } = await import('./listings');
    const lists = await getHomeLists(NOW);
    expect({
      news: ids(lists.news),
      events: ids(lists.events),
      eventsUpcoming: lists.eventsUpcoming,
      galleries: ids(lists.galleries),
      toppersX: ids(lists.toppers.X),
      toppersXII: ids(lists.toppers.XII),
      birthdays: ids(lists.birthdays),
    }).toEqual({
      news: ['n2', 'n1'],
      events: ['soon', 'later'],
      eventsUpcoming: true,
      galleries: ['g2', 'g1'],
      toppersX: ['x2'],
      toppersXII: ['y1'],
      birthdays: ['b1'],
    });
  });
});

describe('getHomeLists: pages of their own', () => {
  it('marks the home news and events that their listings also have, which alone get a link to a page', async () => {
    const item = (_id: string, extra: Record<string, string> = {}) => ({ _id, title: `Item ${_id}`, date: '2026-12-01', fromDate: '2026-12-01', ...extra });
    const onDay = (_id: string, day: string) => item(_id, { date: `2026-12-${day}` });
    route({
      'GET /api/news/SAMS042': json([item('n1', { category: 'News' }), item('home-only', { category: 'News' })]),
      'GET /api/news/All/SAMS042': json([item('n1', { category: 'News' }), item('n9', { category: 'News' })]),
      'GET /api/events/SAMS042': json([onDay('e2', '05'), onDay('e1', '01')]),
      'GET /api/events/All/SAMS042': json([onDay('e2', '05')]),
    });
    const { getHomeLists } = await import('./listings');
    const lists = await getHomeLists(NOW);
    const linked = (items: readonly { id: string; pagePath: string | null }[]) => items.map((entry) => [entry.id, entry.pagePath]);
    expect(linked(lists.news)).toEqual([
      ['n1', '/News/n1-item-n1'],
      ['home-only', null],
    ]);
    expect(linked(lists.events)).toEqual([
      ['e1', null],
      ['e2', '/Events/e2-item-e2'],
    ]);
  });

  it('links nothing while the full lists fail, and still shows the home lists', async () => {
    route({
      'GET /api/news/SAMS042': json([{ _id: 'n1', title: 'Sports day', category: 'News', fromDate: '2026-12-01' }]),
      'GET /api/news/All/SAMS042': json({ message: 'down' }, 500),
    });
    const { getHomeLists } = await import('./listings');
    expect((await getHomeLists(NOW)).news).toMatchObject([{ id: 'n1', pagePath: null }]);
  });
});

describe('principal messages', () => {
  it('come out of the getter sanitised: no script, no event handler, no javascript: link', async () => {
    route({
      'GET /api/PrincipalMessage/SAMS042': json([
        {
          _id: 'p1',
          name: 'Sr. Mary',
          category: 'Principal',
          message: '<p onclick="steal()">Welcome</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">more</a>',
        },
      ]),
    });
    const { getPrincipalMessages, getPrincipalMessage } = await import('./principal');
    expect((await getPrincipalMessages()).data[0]?.messageHtml).toBe('<p>Welcome</p><a>more</a>');
    expect((await getPrincipalMessage()).data).toMatchObject({ name: 'Sr. Mary', messageHtml: '<p>Welcome</p><a>more</a>' });
  });

  it('fall back to the default message when the service has none or fails', async () => {
    const { getPrincipalMessage } = await import('./principal');
    const defaultMessage = { name: 'The Principal', category: 'Principal', photoUrl: null, messageHtml: expect.stringMatching(/^<p>Dear Parents and Students,<\/p>/) };
    route({ 'GET /api/PrincipalMessage/SAMS042': json([]) });
    await expect(getPrincipalMessage()).resolves.toMatchObject({ data: defaultMessage, fromService: true });
    advance(FAILURE_HOLD_MS + 1);
    route({ 'GET /api/PrincipalMessage/SAMS042': json({ message: 'down' }, 500) });
    await expect(getPrincipalMessage()).resolves.toMatchObject({ data: defaultMessage, fromService: false });
  });

  it("give a record without a role the default's", async () => {
    route({ 'GET /api/PrincipalMessage/SAMS042': json([{ name: 'Sr. Mary', category: ' ', message: '<p>Hello</p>' }]) });
    const { getPrincipalMessage } = await import('./principal');
    expect((await getPrincipalMessage()).data).toMatchObject({ name: 'Sr. Mary', category: 'Principal', messageHtml: '<p>Hello</p>' });
  });
});
