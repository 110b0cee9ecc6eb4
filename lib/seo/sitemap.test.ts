/** @jest-environment node */
import { CANONICAL_ROUTES } from '@/content/routes';
import { sitemapEntries, type SitemapContent } from '@/lib/seo/sitemap';

const ORIGIN = 'https://www.school.example';
const DEPLOYED = new Date('2026-11-01T00:00:00.000Z');
const NOW = new Date('2026-11-15T00:00:00.000Z');

const content: SitemapContent = {
  news: [
    { id: 'n1', title: 'Board results', date: '2026-11-10T04:30:00.000Z' },
    { id: 'n2', title: 'Undated', date: null },
  ],
  events: [
    { id: 'e1', title: 'Sports Meet', date: '2026-11-12T18:30:00.000Z' },
    { id: 'e2', title: 'Winter Fair', date: '2026-12-20T18:30:00.000Z' },
  ],
  notices: [{ id: 'x9', title: 'Fee notice', date: '2026-11-02T04:30:00.000Z' }],
  albums: {
    gallery: [{ id: 'album1', date: '2026-09-01T00:00:00.000Z' }],
    programs: [{ id: 'prog1', date: null }],
    activities: [{ id: 'act1', date: '2026-10-15T00:00:00.000Z' }],
  },
};

const byUrl = (entries: ReturnType<typeof sitemapEntries>) => new Map(entries.map((entry) => [entry.url, entry.lastModified]));

describe('sitemapEntries', () => {
  const entries = byUrl(sitemapEntries(content, ORIGIN, DEPLOYED, NOW));

  it('lists every route at its canonical spelling, detail routes only with an id, search results never', () => {
    for (const route of CANONICAL_ROUTES) {
      const listed = entries.has(new URL(route, ORIGIN).href);
      expect([route, listed]).toEqual([route, !['/SubGallery', '/SubActivity', '/SubBuildingProgram', '/search'].includes(route)]);
    }
  });

  it('lists each album, program and activity at its own detail page, with its date', () => {
    expect(entries.get(`${ORIGIN}/SubGallery?id=album1`)).toEqual(new Date('2026-09-01T00:00:00.000Z'));
    expect(entries.get(`${ORIGIN}/SubActivity?id=act1`)).toEqual(new Date('2026-10-15T00:00:00.000Z'));
    expect(entries.get(`${ORIGIN}/SubBuildingProgram?id=prog1`)).toEqual(DEPLOYED);
    expect([...entries.keys()].filter((url) => url.includes('?id='))).toHaveLength(3);
  });

  it('lists each notice, news item and event at its own page, dated by the item up to now', () => {
    expect(entries.get(`${ORIGIN}/notice/x9-fee-notice`)).toEqual(new Date('2026-11-02T04:30:00.000Z'));
    expect(entries.get(`${ORIGIN}/News/n1-board-results`)).toEqual(new Date('2026-11-10T04:30:00.000Z'));
    expect(entries.get(`${ORIGIN}/News/n2-undated`)).toEqual(DEPLOYED);
    expect(entries.get(`${ORIGIN}/Events/e1-sports-meet`)).toEqual(new Date('2026-11-12T18:30:00.000Z'));
    // An upcoming event's page has not changed since the deployment by its date.
    expect(entries.get(`${ORIGIN}/Events/e2-winter-fair`)).toEqual(DEPLOYED);
  });

  it('dates listings by their newest item up to now, and the rest by the deployment', () => {
    expect(entries.get(`${ORIGIN}/News`)).toEqual(new Date('2026-11-10T04:30:00.000Z'));
    // The upcoming event of 20 Dec does not date the page in November.
    expect(entries.get(`${ORIGIN}/Events`)).toEqual(new Date('2026-11-12T18:30:00.000Z'));
    expect(entries.get(`${ORIGIN}/Gallery`)).toEqual(new Date('2026-09-01T00:00:00.000Z'));
    expect(entries.get(`${ORIGIN}/Activity`)).toEqual(new Date('2026-10-15T00:00:00.000Z'));
    expect(entries.get(`${ORIGIN}/BuildingProgram`)).toEqual(DEPLOYED);
    expect(entries.get(`${ORIGIN}/notice`)).toEqual(new Date('2026-11-02T04:30:00.000Z'));
    expect(entries.get(`${ORIGIN}/hi/notice`)).toEqual(new Date('2026-11-02T04:30:00.000Z'));
    expect(entries.get(`${ORIGIN}/OurSchool`)).toEqual(DEPLOYED);
    expect(entries.get(`${ORIGIN}/`)).toEqual(new Date('2026-11-12T18:30:00.000Z'));
  });

  it('still lists every static page when the content service gave nothing', () => {
    const empty = sitemapEntries({ news: [], events: [], notices: [], albums: { gallery: [], programs: [], activities: [] } }, ORIGIN, DEPLOYED, NOW);
    // The fifteen Hindi pages (home, notice, News, Events, OurSchool, Admission, FeeDetails, SchoolTiming,
    // Scholarship, SubjectStudy, Tc, BusRoute, Pphelp, accessibility, privacy) are listed too.
    expect(empty).toHaveLength(CANONICAL_ROUTES.length - 4 + 15);
    expect(empty.every((entry) => entry.lastModified === DEPLOYED)).toBe(true);
  });

  it('lists a page and its Hindi twin, each naming both as alternates', () => {
    const empty = sitemapEntries({ news: [], events: [], notices: [], albums: { gallery: [], programs: [], activities: [] } }, ORIGIN, DEPLOYED, NOW);
    const languages = { en: `${ORIGIN}/Tc`, hi: `${ORIGIN}/hi/Tc`, 'x-default': `${ORIGIN}/Tc` };
    expect(empty.find((entry) => entry.url === `${ORIGIN}/Tc`)?.alternates).toEqual({ languages });
    expect(empty.find((entry) => entry.url === `${ORIGIN}/hi/Tc`)?.alternates).toEqual({ languages });
    expect(empty.find((entry) => entry.url === `${ORIGIN}/Library`)).not.toHaveProperty('alternates');
  });
});
