import { CANONICAL_ROUTES, canonicalSpelling, isCanonicalRoute } from './routes';

describe('canonical routes', () => {
  it('holds each route once, with no two differing only in letter case', () => {
    const lower = CANONICAL_ROUTES.map((route) => route.toLowerCase());
    expect(new Set(lower).size).toBe(CANONICAL_ROUTES.length);
  });

  it('lists the 51 routes of the spec table, home, the HTML sitemap, the disclosure and search pages, and the two statements', () => {
    expect(CANONICAL_ROUTES).toHaveLength(57);
    expect(CANONICAL_ROUTES).toEqual(
      expect.arrayContaining(['/', '/Hod', '/notice', '/schoolCommunities', '/sitemap', '/PublicDisclosure', '/search', '/accessibility', '/privacy']),
    );
  });

  it('recognises only the exact spelling as canonical', () => {
    expect(isCanonicalRoute('/Hod')).toBe(true);
    expect(isCanonicalRoute('/hod')).toBe(false);
    expect(isCanonicalRoute('/Unknown')).toBe(false);
  });
});

describe('canonicalSpelling', () => {
  it.each([
    ['/hod', '/Hod'],
    ['/HOD', '/Hod'],
    ['/admission', '/Admission'],
    ['/ourschool', '/OurSchool'],
    ['/NEWS', '/News'],
    ['/Notice', '/notice'],
    ['/subgallery', '/SubGallery'],
    ['/SchoolCommunities', '/schoolCommunities'],
    ['/toppersxii', '/ToppersXII'],
    ['/Sitemap', '/sitemap'],
    ['/Accessibility', '/accessibility'],
    ['/PRIVACY', '/privacy'],
    ['/hod/', '/Hod'],
    ['/news/66f1-annual-day', '/News/66f1-annual-day'],
    ['/NOTICE/Ab9-Exam-Dates', '/notice/Ab9-Exam-Dates'],
    ['/events/e1/', '/Events/e1'],
    ['/HI', '/hi'],
    ['/hi/admission', '/hi/Admission'],
    ['/HI/tc/', '/hi/Tc'],
    ['/Hi/FeeDetails', '/hi/FeeDetails'],
  ])('sends %s to %s', (path, canonical) => {
    expect(canonicalSpelling(path)).toBe(canonical);
  });

  it.each(['/', '/Hod', '/notice', '/News', '/unknown', '/hod/extra', '/sitemap.xml', '/Hod/', '/News/66f1-annual-day', '/news/a/b', '/gallery/x', '/hi', '/hi/Admission', '/hi/library', '/hi/no-such-page', '/history'])('leaves %s alone', (path) => {
    expect(canonicalSpelling(path)).toBeNull();
  });
});
