import { describePage, formatSavedAt, offlinePage, savedPagesList, scriptSources, sectionOf, withoutScripts, withSavedCopyNote, type SavedPage } from './saved-page';

const PAGE = `<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><title>Half-Yearly Examination Timetable - St. Andrew&#x27;s Mission School</title>
<meta property="og:site_name" content="St. Andrew&#x27;s Mission School"/><link rel="preload" as="script" href="/_next/static/chunks/a.js"/></head>
<body class="flex min-h-dvh flex-col"><a href="#main-content">Skip</a><main id="main-content"><h1>Half-Yearly Examination Timetable</h1></main>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[]}</script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"x","datePublished":"2025-09-09T18:30:00.000Z"}</script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script><script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js?v=1&amp;x=2" async=""></script>
<script>self.__next_f.push([1,"x"])</script></body></html>`;

const saved = (page: Partial<SavedPage> & Pick<SavedPage, 'url' | 'title'>): SavedPage => ({ date: null, section: sectionOf(page.url), savedAt: 0, ...page });

describe('a saved page', () => {
  it("is described by its title without the school's name, and its structured date", () => {
    expect(describePage(PAGE)).toEqual({ title: 'Half-Yearly Examination Timetable', date: '2025-09-09T18:30:00.000Z' });
  });

  it("takes an event's start date, and no date from a page that states none", () => {
    const event = '<head><title>Sports Day - S</title></head><body><script type="application/ld+json">{"@type":"Event","startDate":"2026-12-05"}</script></body>';
    expect(describePage(event)).toEqual({ title: 'Sports Day - S', date: '2026-12-05' });
    expect(describePage('<head><title>Library</title></head><body></body>').date).toBeNull();
  });

  it('opens with a note saying it is a saved copy and from when, in the reader’s time', () => {
    const at = Date.UTC(2026, 2, 12, 10, 35);
    const html = withSavedCopyNote(PAGE, at, false, 'Asia/Kolkata');
    expect(html).toContain('<body class="flex min-h-dvh flex-col"><p role="status" data-saved-copy-note');
    expect(html).toContain('>You are offline. Saved copy from 12 Mar, 4:05 pm.</p><script>');
    expect(withSavedCopyNote(PAGE, at, true, 'Asia/Kolkata')).toContain('>The network is not answering. Saved copy from 12 Mar, 4:05 pm.</p>');
  });

  describe('its note, once the router shows another page in it', () => {
    const navigation = new EventTarget();
    const note = () => document.querySelector('[data-saved-copy-note]');

    beforeEach(() => {
      Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
      window.history.replaceState(null, '', '/notice/abc123-exam-timetable');
      // The saved copy's body as the browser runs it: the note, then its own script.
      const saved = new DOMParser().parseFromString(withSavedCopyNote(PAGE, 0, false), 'text/html');
      document.body.replaceChildren(...saved.body.childNodes);
      const script = document.createElement('script');
      script.textContent = note()?.nextElementSibling?.textContent ?? '';
      note()?.nextElementSibling?.replaceWith(script);
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'navigation');
      document.body.replaceChildren();
    });

    it('stays while the address keeps its path (a modal, a filter)', () => {
      window.history.pushState(null, '', '/notice/abc123-exam-timetable?item=x');
      navigation.dispatchEvent(new Event('currententrychange'));
      expect(note()).toHaveTextContent(/^You are offline\. Saved copy from/);
    });

    it('leaves when the page shown is another one', () => {
      window.history.pushState(null, '', '/News');
      navigation.dispatchEvent(new Event('currententrychange'));
      expect(note()).toBeNull();
      expect(document.querySelector('main h1')).toHaveTextContent('Half-Yearly Examination Timetable');
    });
  });

  it('formats the saved time as a parent reads it, morning and evening', () => {
    expect(formatSavedAt(Date.UTC(2026, 10, 27, 3, 0), 'Asia/Kolkata')).toBe('27 Nov, 8:30 am');
    expect(formatSavedAt(Date.UTC(2026, 0, 1, 18, 30), 'Asia/Kolkata')).toBe('2 Jan, 12:00 am');
  });

  it('names the chunks it runs (not the polyfills only browsers without modules fetch), and can be served without any script', () => {
    expect(scriptSources(PAGE)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js?v=1&x=2']);
    const bare = withoutScripts(PAGE);
    expect(bare).not.toMatch(/<script|as="script"/);
    expect(bare).toContain('<h1>Half-Yearly Examination Timetable</h1>');
  });
});

describe('the offline page', () => {
  const SHELL = '<html><head></head><body><main><h1>You are offline</h1><div id="saved-pages"></div></main><script src="/_next/static/chunks/a.js"></script></body></html>';

  it('lists notices, news and events first, newest first, then the other saved pages', () => {
    const html = savedPagesList([
      saved({ url: '/Library', title: 'Library', savedAt: 2 }),
      saved({ url: '/notice/a-old', title: 'Old notice', date: '2025-01-10T00:00:00Z' }),
      saved({ url: '/Events/e-1', title: 'Sports Day', date: '2026-12-05' }),
      saved({ url: '/notice/b-new', title: 'New notice', date: '2026-11-01T00:00:00Z' }),
      saved({ url: '/News/n-1', title: 'Science fair', date: '2026-10-20T00:00:00Z' }),
      saved({ url: '/notice', title: 'Notices', savedAt: 5 }),
    ]);
    const order = [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>|<a href="([^"]+)"/g)].map(([, heading, href]) => heading ?? href);
    expect(order).toEqual(['Notices', '/notice/b-new', '/notice/a-old', 'News', '/News/n-1', 'Events', '/Events/e-1', 'Other saved pages', '/notice', '/Library']);
    expect(html).toContain('<time datetime="2026-11-01T00:00:00Z">1 Nov 2026</time>');
  });

  it('escapes what it prints', () => {
    const html = savedPagesList([saved({ url: '/notice/x?a=1&b=2', title: '<b>Fees</b> & "dues"' })]);
    expect(html).toContain('href="/notice/x?a=1&#38;b=2"');
    expect(html).toContain('&#60;b&#62;Fees&#60;/b&#62; &#38; &#34;dues&#34;');
    expect(html).not.toContain('<b>');
  });

  it('says when nothing is saved yet', () => {
    expect(savedPagesList([])).toContain('Nothing is saved on this phone yet.');
  });

  it('is served without scripts, with the list in place of its marker', () => {
    const html = offlinePage(SHELL, [saved({ url: '/notice/b-new', title: 'New notice' })]);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<div id="saved-pages"></div>');
    expect(html).toContain('<a href="/notice/b-new"');
  });
});
