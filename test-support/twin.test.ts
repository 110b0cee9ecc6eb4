/** @jest-environment node */
import { noScriptTwin, twinFileName, withoutWorkerRegistration } from './twin';

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<link rel="modulepreload" href="/_next/static/chunks/b.js"/>',
  '<link rel="preload" href="/_next/static/media/font.woff2" as="font" type="font/woff2" crossorigin=""/>',
  '<link rel="stylesheet" href="/_next/static/chunks/c.css"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script noModule="" src="/_next/static/chunks/polyfills.js"></script>',
  '</head><body><main><h1>Chairman</h1><img src="/_next/image?url=x&amp;w=640" alt="The chairman"/></main>',
  '<script type="application/ld+json">{"@type":"Person"}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"<p>\\u003c/script\\u003e</p>"])</script>',
  '<script>if("serviceWorker"in navigator)addEventListener("load",function(){navigator.serviceWorker.register("/sw.js").catch(function(){})});</script>',
  '</body></html>',
].join('\n');

describe('noScriptTwin', () => {
  const twin = noScriptTwin(page);

  it('removes every script that would run, and the script preloads', () => {
    expect(twin).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(twin).not.toContain('a.js');
    expect(twin).not.toContain('b.js');
    expect(twin).not.toContain('polyfills.js');
    expect(twin).not.toContain('__next_f');
  });

  it('keeps the content, styles, font preloads, images and structured data', () => {
    expect(twin).toContain('<h1>Chairman</h1>');
    expect(twin).toContain('<img src="/_next/image?url=x&amp;w=640" alt="The chairman"/>');
    expect(twin).toContain('<link rel="stylesheet" href="/_next/static/chunks/c.css"/>');
    expect(twin).toContain('as="font"');
    expect(twin).toContain('<script type="application/ld+json">{"@type":"Person"}</script>');
  });
});

describe('withoutWorkerRegistration', () => {
  const copy = withoutWorkerRegistration(page);

  it('removes the script that registers the service worker', () => {
    expect(page).toContain('serviceWorker');
    expect(copy).not.toContain('serviceWorker');
    expect(copy).not.toContain('/sw.js');
  });

  it('keeps every other script, so the page hydrates as before', () => {
    expect(copy).toBe(page.replace(/<script>if\("serviceWorker"[^\n]*<\/script>/, ''));
    expect(copy).toContain('<script src="/_next/static/chunks/a.js" async=""></script>');
    expect(copy).toContain('self.__next_f.push([1,');
  });

  it('refuses a page that registers no worker', () => {
    expect(() => withoutWorkerRegistration(noScriptTwin(page))).toThrow(/no service worker registration/);
  });
});

describe('twinFileName', () => {
  it.each([
    ['/', 'home.html'],
    ['/Chairman', 'Chairman.html'],
    ['/search?q=exam', 'search-q-exam.html'],
  ])('%s is %s', (route, name) => expect(twinFileName(route)).toBe(name));

  it('names the copy without the worker apart', () => {
    expect(twinFileName('/', 'no-worker')).toBe('home-no-worker.html');
    expect(twinFileName('/Chairman', 'no-worker')).toBe('Chairman-no-worker.html');
  });
});
