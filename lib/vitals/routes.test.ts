import { OTHER_ROUTE, ROUTE_PATTERNS, routePattern } from './routes';

describe('routePattern', () => {
  it.each([
    ['/', '/'],
    ['/Admission', '/Admission'],
    ['/notice', '/notice'],
    ['/News/annual-sports-day-2025-11-14', '/News/[slug]'],
    ['/Events/science-exhibition', '/Events/[slug]'],
    ['/notice/holiday-list', '/notice/[slug]'],
    ['/hi', '/hi'],
    ['/hi/Admission', '/hi/Admission'],
    ['/hi/Tc', '/hi/Tc'],
  ])('counts %s under %s', (pathname, pattern) => {
    expect(routePattern(pathname)).toBe(pattern);
    expect(ROUTE_PATTERNS).toContain(pattern);
  });

  it.each([
    ['a page that does not exist', '/no-such-page'],
    ['a page of an invented name with a visitor’s words in it', '/ramesh-kumar-class-9'],
    ['an item page of a listing without item pages', '/Gallery/some-album'],
    ['a Hindi address of a page with no Hindi version', '/hi/Library'],
    ['a Hindi item page, which does not exist', '/hi/News/annual-sports-day'],
    ['the office’s page', '/staff'],
    ['the offline page', '/offline'],
    ['a deeper address', '/News/a/b'],
  ])('counts %s as other, never by its address', (_, pathname) => {
    expect(routePattern(pathname)).toBe(OTHER_ROUTE);
  });

  it('knows a bounded set of routes: every English page, three item pages, the Hindi pages and other', () => {
    expect(ROUTE_PATTERNS.length).toBeLessThan(100);
    expect(new Set(ROUTE_PATTERNS).size).toBe(ROUTE_PATTERNS.length);
  });
});
