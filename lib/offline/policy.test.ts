import { chunksLoadedBy, documentUrl, isNeverKept, isOptimisedImage, isPageLoad, isPrefetch, isRouterRequest, isStaticFile } from './policy';

const headers = (entries: Record<string, string>) => new Headers(entries);

describe('what the service worker keeps', () => {
  it.each(['/', '/notice', '/notice/abc123-exam-timetable', '/Gallery', '/SubGallery'])('keeps %s', (path) => {
    expect(isNeverKept(path)).toBe(false);
  });

  it.each(['/api/tc', '/api/visit', '/healthz', '/search', '/feeds/notices.xml', '/feeds/events/x.ics', '/sw.js', '/offline', '/og/News', '/staff'])(
    'never keeps %s',
    (path) => {
      expect(isNeverKept(path)).toBe(true);
    },
  );

  it('keeps pages whose names only begin like a never-kept one', () => {
    expect(isNeverKept('/searchable')).toBe(false);
    expect(isNeverKept('/offline-help')).toBe(false);
    expect(isNeverKept('/apiary')).toBe(false);
  });

  it('takes GET navigations, and the page the window hands over as text/html, as page loads', () => {
    const load = (method: string, mode: RequestMode, destination: RequestDestination, accept?: string) =>
      isPageLoad({ method, mode, destination, headers: new Headers(accept ? { accept } : {}) });
    expect(load('GET', 'navigate', 'document')).toBe(true);
    expect(load('GET', 'cors', '', 'text/html')).toBe(true);
    expect(load('POST', 'navigate', 'document')).toBe(false);
    expect(load('GET', 'cors', '', 'application/json')).toBe(false);
    expect(load('GET', 'no-cors', 'image', 'text/html')).toBe(false);
  });

  it("tells the router's own fetches and its prefetches apart", () => {
    expect(isRouterRequest(headers({ rsc: '1' }))).toBe(true);
    expect(isRouterRequest(headers({ accept: 'text/html' }))).toBe(false);
    expect(isPrefetch(headers({ rsc: '1', 'next-router-prefetch': '1' }))).toBe(true);
    expect(isPrefetch(headers({ rsc: '1', 'next-router-segment-prefetch': '/_tree' }))).toBe(true);
    expect(isPrefetch(headers({ rsc: '1' }))).toBe(false);
  });

  it("finds the document a router fetch stands for, without Next's _rsc marker", () => {
    expect(documentUrl(new URL('https://school.example/notice?year=2025&_rsc=1x2y#top'))).toBe('https://school.example/notice?year=2025');
    expect(documentUrl(new URL('https://school.example/Library?_rsc=abc'))).toBe('https://school.example/Library');
  });

  it('caches build files and resized photos, not public documents', () => {
    expect(isStaticFile(new URL('https://school.example/_next/static/chunks/app.js'))).toBe(true);
    expect(isStaticFile(new URL('https://school.example/fonts/noto-devanagari-18c76fc6.woff2'))).toBe(true);
    expect(isOptimisedImage(new URL('https://school.example/_next/image?url=%2Fhero%2F1.jpg&w=640&q=75'))).toBe(true);
    expect(isStaticFile(new URL('https://school.example/docs/tc/sample.pdf'))).toBe(false);
    expect(isOptimisedImage(new URL('https://school.example/images/school/campus.jpg'))).toBe(false);
  });

  it('finds the chunks a script imports later itself, as Turbopack names them in it', () => {
    // An island's `import()` of the photo viewer, as a Turbopack build writes it (one string per file, under /_next/).
    const script =
      'e.v(t=>Promise.all(["static/chunks/39nfw3lf-vtgo.css","static/chunks/2nmx0iaoksrq5.js"].map(t=>e.l(t))).then(()=>t(94723)))},' +
      '30374,e=>{e.v(t=>Promise.all(["static/chunks/2nmx0iaoksrq5.js"].map(t=>e.l(t))))},"static/chunks/../../secret.js","static/media/a.woff2"';
    expect(chunksLoadedBy(script)).toEqual(['/_next/static/chunks/39nfw3lf-vtgo.css', '/_next/static/chunks/2nmx0iaoksrq5.js']);
    expect(chunksLoadedBy('(self.TURBOPACK=self.TURBOPACK||[]).push([document.currentScript,1,e=>{}])')).toEqual([]);
  });
});
