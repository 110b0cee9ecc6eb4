/** @jest-environment node */
import { site } from '@/content/site';
import {
  absoluteUrl,
  articleJsonLd,
  breadcrumbJsonLd,
  eventJsonLd,
  ogImagePath,
  pageMetadata,
  schoolJsonLd,
  seoMetadata,
  serializeJsonLd,
  siteOrigin,
  summarise,
} from '@/lib/seo/metadata';

const ORIGIN = 'https://www.school.example';

describe('siteOrigin', () => {
  it('is the origin of SITE_URL, without a trailing slash', () => {
    expect(siteOrigin({ SITE_URL: 'https://www.school.example/' })).toBe(ORIGIN);
  });

  it('falls back to the origin Next assumes when SITE_URL is missing or not an http(s) URL', () => {
    expect(siteOrigin({})).toBe('http://localhost:3000');
    expect(siteOrigin({ SITE_URL: 'not a url', PORT: '8080' })).toBe('http://localhost:8080');
    expect(siteOrigin({ SITE_URL: 'javascript:alert(1)' })).toBe('http://localhost:3000');
  });
});

describe('summarise', () => {
  it('keeps a short description as plain text', () => {
    expect(summarise('  <p>Sports   day <b>results</b></p> ')).toBe('Sports day results');
  });

  it('cuts a long description at a word, within 160 characters, with an ellipsis', () => {
    const text = 'The annual sports meet brought every house onto the field. '.repeat(5);
    const result = summarise(text);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith('…')).toBe(true);
    expect(text.startsWith(result.slice(0, -1))).toBe(true);
    expect(result.at(-2)).not.toBe(' ');
  });
});

describe('seoMetadata', () => {
  const metadata = seoMetadata({
    name: 'News',
    description: 'News from the school.',
    path: '/News',
    image: ogImagePath('/News'),
    feeds: ['news'],
  });

  it('gives the page name for the title template, the description and the canonical path', () => {
    expect(metadata.title).toBe('News');
    expect(metadata.description).toBe('News from the school.');
    expect(metadata.alternates?.canonical).toBe('/News');
  });

  it('advertises the page feeds as alternates', () => {
    expect(metadata.alternates?.types).toEqual({
      'application/rss+xml': [{ url: '/feeds/news.xml', title: `News - ${site.fullName}` }],
    });
  });

  it('fills every Open Graph and Twitter tag with the page own values', () => {
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      siteName: site.fullName,
      locale: 'en_IN',
      title: `News - ${site.fullName}`,
      description: 'News from the school.',
      url: '/News',
      images: [{ url: '/og/News', width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: `News - ${site.fullName}`,
      images: [{ url: '/og/News' }],
    });
  });

  it("makes an item's page an article, with its publication time when known", () => {
    const notice = seoMetadata({ name: 'Exam dates', description: 'x', path: '/notice/n1-exam-dates', image: '/og/notice/n1', article: { publishedTime: '2026-11-02T04:30:00.000Z' } });
    expect(notice.openGraph).toMatchObject({ type: 'article', publishedTime: '2026-11-02T04:30:00.000Z', url: '/notice/n1-exam-dates' });
    const event = seoMetadata({ name: 'Sports Meet', description: 'x', path: '/Events/e1-sports-meet', image: '/og/Events/e1', article: { publishedTime: null } });
    expect(event.openGraph).toMatchObject({ type: 'article' });
    expect(event.openGraph).not.toHaveProperty('publishedTime');
  });

  it('sets the whole title itself for home', () => {
    const home = seoMetadata({ name: 'Home', description: 'x', path: '/', image: ogImagePath('/'), absoluteTitle: true });
    expect(home.title).toEqual({ absolute: `Home - ${site.fullName}` });
    expect(home.alternates).toEqual({ canonical: '/', languages: { en: '/', hi: '/hi', 'x-default': '/' } });
  });

  it('writes a Hindi page in Hindi, with reciprocal alternates and both Open Graph locales', () => {
    const page = seoMetadata({ name: 'प्रवेश', description: 'x', path: '/hi/Admission', image: ogImagePath('/Admission') });
    expect(page.alternates).toEqual({ canonical: '/hi/Admission', languages: { en: '/Admission', hi: '/hi/Admission', 'x-default': '/Admission' } });
    expect(page.openGraph).toMatchObject({
      locale: 'hi_IN',
      alternateLocale: ['en_IN'],
      siteName: 'सेंट एंड्रयूज़ मिशन सीनियर सेकेंडरी स्कूल',
      title: 'प्रवेश - सेंट एंड्रयूज़ मिशन सीनियर सेकेंडरी स्कूल',
    });
    const english = seoMetadata({ name: 'Admission', description: 'x', path: '/Admission', image: ogImagePath('/Admission') });
    expect(english.openGraph).toMatchObject({ locale: 'en_IN', alternateLocale: ['hi_IN'] });
    const englishOnly = seoMetadata({ name: 'Library', description: 'x', path: '/Library', image: ogImagePath('/Library') });
    expect(englishOnly.alternates).toEqual({ canonical: '/Library' });
    expect(englishOnly.openGraph).not.toHaveProperty('alternateLocale');
  });
});

describe('pageMetadata', () => {
  it("gives an inner page its menu name, its intro with the school's name and place, its path and its card", () => {
    const metadata = pageMetadata('/Gallery');
    expect(metadata.title).toBe('School Gallery');
    expect(metadata.description).toBe("Photographs of school life, arranged by event. St. Andrew's Mission Senior Secondary School, Bokaro Steel City.");
    expect(metadata.alternates).toEqual({ canonical: '/Gallery' });
    expect(metadata.openGraph).toMatchObject({ type: 'website', url: '/Gallery', images: [{ url: '/og/Gallery' }] });
  });

  it("advertises the page's feeds", () => {
    expect(pageMetadata('/notice', ['notices']).alternates).toEqual({
      canonical: '/notice',
      languages: { en: '/notice', hi: '/hi/notice', 'x-default': '/notice' },
      types: { 'application/rss+xml': [{ url: '/feeds/notices.xml', title: "Notices - St. Andrew's Mission Senior Secondary School" }] },
    });
  });
});

describe('ogImagePath', () => {
  it('names home, inner pages and detail items', () => {
    expect(ogImagePath('/')).toBe('/og/home');
    expect(ogImagePath('/Gallery')).toBe('/og/Gallery');
    expect(ogImagePath('/SubGallery', 'a1b2')).toBe('/og/SubGallery/a1b2');
  });
});

describe('structured data', () => {
  it('describes the school with its address, phones, e-mail, logo and social profiles', () => {
    const school = schoolJsonLd(ORIGIN);
    expect(school).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'School',
      name: site.fullName,
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/logo.svg`,
      email: site.email,
      telephone: [site.phones.seniorWing.tel, site.phones.primaryWing.tel],
      address: { '@type': 'PostalAddress', addressLocality: site.address.locality, postalCode: site.address.postalCode },
      sameAs: site.social.map((link) => link.href),
    });
  });

  it('lists the breadcrumb from Home with positions and absolute URLs', () => {
    const list = breadcrumbJsonLd(
      [
        { name: 'Media', path: '/sitemap#media' },
        { name: 'News', path: '/News' },
      ],
      ORIGIN,
    );
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Media', item: `${ORIGIN}/sitemap#media` },
      { '@type': 'ListItem', position: 3, name: 'News', item: `${ORIGIN}/News` },
    ]);
  });

  const event = {
    title: 'Annual Sports Meet',
    description: 'Races and relays.',
    // Midnight of 18 Nov in Kolkata.
    date: '2026-11-17T18:30:00.000Z',
    time: '09:00 AM',
    venue: 'School Ground',
    imageUrls: ['https://content.example/api/image/sports.jpg'],
  };

  it('places an event on its Kolkata day and time, with the offset', () => {
    expect(eventJsonLd(event, ORIGIN)).toMatchObject({
      '@type': 'Event',
      name: 'Annual Sports Meet',
      startDate: '2026-11-18T09:00:00+05:30',
      location: { '@type': 'Place', name: `School Ground, ${site.fullName}` },
      image: ['https://content.example/api/image/sports.jpg'],
    });
  });

  it('gives the day alone when the time is not a time, and nothing for an undated event', () => {
    expect(eventJsonLd({ ...event, time: 'Morning' }, ORIGIN)?.startDate).toBe('2026-11-18');
    expect(eventJsonLd({ ...event, date: null }, ORIGIN)).toBeNull();
  });

  it('links an event to its own page when it has one', () => {
    expect(eventJsonLd({ ...event, path: '/Events/e1-annual-sports-meet' }, ORIGIN)?.url).toBe(`${ORIGIN}/Events/e1-annual-sports-meet`);
    expect(eventJsonLd(event, ORIGIN)).not.toHaveProperty('url');
  });

  it('describes a notice or news item as a NewsArticle by the school, on its own page, with its card', () => {
    const article = articleJsonLd(
      { title: 'Winter uniform', description: '<p>From 1 December.</p>', date: '2026-11-02T04:30:00.000Z', path: '/notice/n1-winter-uniform', image: '/og/notice/n1' },
      ORIGIN,
    );
    expect(article).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Winter uniform',
      description: 'From 1 December.',
      datePublished: '2026-11-02T04:30:00.000Z',
      url: `${ORIGIN}/notice/n1-winter-uniform`,
      mainEntityOfPage: `${ORIGIN}/notice/n1-winter-uniform`,
      image: [`${ORIGIN}/og/notice/n1`],
      author: { '@type': 'School', name: site.fullName, url: `${ORIGIN}/`, logo: `${ORIGIN}/logo.svg` },
      publisher: { '@type': 'School', name: site.fullName, url: `${ORIGIN}/`, logo: `${ORIGIN}/logo.svg` },
    });
    const long = articleJsonLd({ title: 'word '.repeat(40), description: '', date: null, path: '/News/x', image: '/og/News/x' }, ORIGIN);
    expect((long.headline as string).length).toBeLessThanOrEqual(110);
    expect(long).not.toHaveProperty('datePublished');
    expect(long).not.toHaveProperty('description');
  });

  it('serialises so that no value can close the script element', () => {
    const json = serializeJsonLd(eventJsonLd({ ...event, title: '</script><script>alert(1)</script>' }, ORIGIN));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('absoluteUrl', () => {
  it('puts a path with its query on the origin', () => {
    expect(absoluteUrl('/SubGallery?id=abc', ORIGIN)).toBe(`${ORIGIN}/SubGallery?id=abc`);
  });
});
