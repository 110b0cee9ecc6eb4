/** @jest-environment node */
import MiniSearch from 'minisearch';
import { searchSite, normaliseQuery, MAX_QUERY_LENGTH } from './index';

const item = (id: string, title: string, description: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  description,
  date: '2026-11-02',
  attachmentUrls: [],
  ...extra,
});

// The service's lists as the data cache holds them; every read answers a fresh copy, as Next's data cache does.
const mockService = {
  highlights: [
    item('n1', 'Winter uniform from 1 December', '<p>Students wear the <b>winter</b> uniform.</p>', { category: 'Notice' }),
    item('t1', 'Ticker only: bus timings', 'Not a notice', { category: 'Highlight' }),
  ],
  news: [item('w1', 'Science exhibition wins state award', 'Our young scientists', { category: 'News', url: null })],
  events: [item('e1', 'Annual sports meet', 'Races and relays', { time: '9 AM', venue: 'Main ground', imageUrls: [] })],
  albums: [
    item('a 1', 'Independence Day album', 'Flag hoisting', { category: 'PhotoGallery', photoUrls: [], coverUrl: null }),
    item('p1', 'Teacher workshop on assessment', 'Two days', { category: 'CapacityBuildingProgram', photoUrls: [], coverUrl: null }),
  ],
};
const mockRead = <T>(data: T, fromService = true) => ({ fromService, data: JSON.parse(JSON.stringify(data)) as T });

jest.mock('@/lib/content/highlights', () => ({ getAllHighlights: async () => mockRead(mockService.highlights) }));
jest.mock('@/lib/content/news', () => ({ getAllNews: async () => mockRead(mockService.news) }));
jest.mock('@/lib/content/events', () => ({ getAllEvents: async () => mockRead(mockService.events, false) }));
jest.mock('@/lib/content/gallery', () => ({ getAllGalleryItems: async () => mockRead(mockService.albums) }));

const titles = async (query: string) => (await searchSite(query)).hits.map((hit) => [hit.kind, hit.title.map((segment) => segment.text).join(''), hit.href]);

describe('searchSite', () => {
  it('finds a static page by a word of its text, with the word marked', async () => {
    const outcome = await searchSite('periodicals');
    const library = outcome.hits.find((hit) => hit.href === '/Library');
    expect(library?.kind).toBe('Page');
    expect(library?.excerpt.filter((segment) => segment.match).map((segment) => segment.text.toLowerCase())).toContain('periodicals');
  });

  it('finds a notice by its title and leaves non-notice highlights out', async () => {
    expect(await titles('winter uniform')).toEqual([['Notice', 'Winter uniform from 1 December', '/notice/n1-winter-uniform-from-1-december']]);
    expect(await titles('ticker only')).toEqual([]);
  });

  it('links albums and programs to their own detail pages and news and events to their listings', async () => {
    expect(await titles('independence')).toEqual([['Album', 'Independence Day album', '/SubGallery?id=a%201']]);
    expect(await titles('workshop assessment')).toEqual([['Program', 'Teacher workshop on assessment', '/SubBuildingProgram?id=p1']]);
    expect(await titles('exhibition')).toContainEqual(['News', 'Science exhibition wins state award', '/News/w1-science-exhibition-wins-state-award']);
    expect(await titles('sports meet')).toContainEqual(['Event', 'Annual sports meet', '/Events/e1-annual-sports-meet']);
  });

  it('finds documents by title and pages by their name, with a prefix for the last word and a typo allowed', async () => {
    const disclosure = await titles('fire safety');
    expect(disclosure).toContainEqual(['Document', 'Copy of valid fire safety certificate issued by the competent authority', '/docs/disclosure/fire-safety.pdf']);
    expect(await titles('tinkering')).toContainEqual(['Page', 'Tinkering Lab', '/TinkeringLab']);
    expect(await titles('tinker')).toContainEqual(['Page', 'Tinkering Lab', '/TinkeringLab']);
    expect(await titles('scholarshp')).toContainEqual(['Page', 'Scholarship', '/Scholarship']);
  });

  it('finds the accessibility statement and the privacy notice by the words of their text', async () => {
    expect(await titles('WCAG')).toContainEqual(['Page', 'Accessibility Statement', '/accessibility']);
    expect(await titles('tagged screen readers')).toContainEqual(['Page', 'Accessibility Statement', '/accessibility']);
    expect(await titles('guardian consent')).toContainEqual(['Page', 'Privacy Notice', '/privacy']);
    expect(await titles('cookies')).toContainEqual(['Page', 'Privacy Notice', '/privacy']);
  });

  it('counts every match by kind and answers nothing for an empty or unmatched query', async () => {
    const outcome = await searchSite('class');
    expect(outcome.total).toBeGreaterThan(outcome.counts.length);
    expect(outcome.counts.reduce((sum, entry) => sum + entry.count, 0)).toBe(outcome.total);
    expect(await searchSite('   ')).toEqual({ query: '', hits: [], total: 0, counts: [] });
    expect((await searchSite('xylophonequartz')).total).toBe(0);
  });
});

describe('searchSite as the content changes', () => {
  const published = structuredClone(mockService);
  afterEach(() => {
    Object.assign(mockService, structuredClone(published));
    jest.restoreAllMocks();
  });

  it('builds the index once for the same content, however many searches read it', async () => {
    await searchSite('exhibition');
    const builds = jest.spyOn(MiniSearch.prototype, 'addAll');
    for (const query of ['winter', 'sports meet', 'library', 'independence', 'exhibition']) expect((await searchSite(query)).total).toBeGreaterThan(0);
    expect(builds).not.toHaveBeenCalled();
  });

  it('finds an edited title and a new notice on the next search, rebuilding the index once per change', async () => {
    await searchSite('exhibition');
    const builds = jest.spyOn(MiniSearch.prototype, 'addAll');
    mockService.news = [{ ...published.news[0]!, title: 'Robotics exhibition wins national award' }];
    expect(await titles('national award')).toEqual([['News', 'Robotics exhibition wins national award', '/News/w1-robotics-exhibition-wins-national-award']]);
    expect(await titles('science exhibition')).not.toContainEqual(['News', 'Science exhibition wins state award', '/News/w1-science-exhibition-wins-state-award']);
    expect(builds).toHaveBeenCalledTimes(1);

    mockService.highlights = [...published.highlights, item('n2', 'Parent teacher meeting on Saturday', 'Classes I to V', { category: 'Notice' })];
    expect(await titles('parent teacher meeting')).toEqual([['Notice', 'Parent teacher meeting on Saturday', '/notice/n2-parent-teacher-meeting-on-saturday']]);
    expect(await titles('national award')).toEqual([['News', 'Robotics exhibition wins national award', '/News/w1-robotics-exhibition-wins-national-award']]);
    expect(builds).toHaveBeenCalledTimes(2);
  });

  it('finds what /notice and the album pages show however the staff typed the category', async () => {
    mockService.highlights = [...published.highlights, item('n3', 'Library closed on Friday', 'Stock taking', { category: 'notice' })];
    mockService.albums = [...published.albums, item('a2', 'Rangoli competition', 'Colours of Diwali', { category: ' photogallery ', photoUrls: [], coverUrl: null })];
    expect(await titles('library closed')).toEqual([['Notice', 'Library closed on Friday', '/notice/n3-library-closed-on-friday']]);
    expect(await titles('rangoli')).toEqual([['Album', 'Rangoli competition', '/SubGallery?id=a2']]);
  });

  it('drops what the service no longer lists', async () => {
    expect(await titles('sports meet')).toContainEqual(['Event', 'Annual sports meet', '/Events/e1-annual-sports-meet']);
    mockService.events = [];
    expect(await titles('sports meet')).not.toContainEqual(['Event', 'Annual sports meet', '/Events/e1-annual-sports-meet']);
  });
});

describe('normaliseQuery', () => {
  it('takes the first value, collapses spaces and caps the length', () => {
    expect(normaliseQuery(['  fee   details ', 'other'])).toBe('fee details');
    expect(normaliseQuery(undefined)).toBe('');
    expect(normaliseQuery('a'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });
});
