/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import { inlineRscPayload, jsBudgetKb, moduleScripts, routeKind, selectedPages, twinBytes } from './page-weight';

const page = [
  '<!DOCTYPE html><html><head>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script noModule="" src="/_next/static/chunks/polyfills.js"></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '</head><body><main><h1>Chairman</h1></main>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"Person"}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
  '<script>window.other = 1</script>',
  '<script>self.__next_f.push([1,"1:[\\"$\\",\\"h1\\",null,{}]\\n"])</script>',
  '</body></html>',
].join('\n');

describe('moduleScripts', () => {
  it('lists each external script a module browser loads, once, without the noModule polyfills', () => {
    expect(moduleScripts(page)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });
});

describe('inlineRscPayload', () => {
  it("joins the bodies of the App Router's __next_f scripts and nothing else", () => {
    expect(inlineRscPayload(page)).toBe(
      '(self.__next_f=self.__next_f||[]).push([0])' + 'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])' + 'self.__next_f.push([1,"1:[\\"$\\",\\"h1\\",null,{}]\\n"])',
    );
  });

  it('is empty for a page without a payload', () => {
    expect(inlineRscPayload('<html><body><p>Hello</p><script>window.x = 1</script></body></html>')).toBe('');
  });
});

describe('the JavaScript budget of a route', () => {
  it.each([
    ['/', 'home', 45],
    ['/Chairman', 'text', 15],
    ['/Tc', 'interactive', 45],
    ['/search', 'interactive', 45],
    ['/search?q=exam', 'interactive', 45],
    ['/hi', 'home', 45],
    ['/hi/Tc', 'interactive', 45],
    ['/hi/Admission', 'text', 15],
    ['/history', 'text', 15],
  ] as const)('%s is a %s page, allowed %i KB over the floor', (route, kind, kb) => {
    expect(routeKind(route)).toBe(kind);
    expect(jsBudgetKb(route)).toBe(kb);
  });
});

describe('twinBytes', () => {
  const gzip = (text: string) => gzipSync(Buffer.from(text)).length;

  it('weighs the page, the page without its scripts, and the RSC payload alone, in gzip', () => {
    const html = '<html><body><h1>Notice</h1><script src="/a.js"></script><script>self.__next_f.push([1,"x"])</script></body></html>';
    expect(twinBytes(html)).toEqual({
      page: gzip(html),
      twin: gzip('<html><body><h1>Notice</h1></body></html>'),
      rsc: gzip('self.__next_f.push([1,"x"])'),
    });
  });
});

describe('selectedPages (BENCH_PAGES)', () => {
  const list = ['/', '/News', '/hi', '/hi/News'] as const;

  it('is every page when unset or blank', () => {
    expect(selectedPages(undefined, list)).toEqual(['/', '/News', '/hi', '/hi/News']);
    expect(selectedPages(' , ', list)).toEqual(['/', '/News', '/hi', '/hi/News']);
  });

  it('is the named pages, in the bench order', () => {
    expect(selectedPages('/hi/News, /, /News', list)).toEqual(['/', '/News', '/hi/News']);
  });

  it('refuses a page the bench does not measure', () => {
    expect(() => selectedPages('/,/Nwes', list)).toThrow('BENCH_PAGES names /Nwes');
  });
});
