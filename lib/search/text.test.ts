import { collectDocuments, collectText, plainText } from './text';

describe('collectText', () => {
  it('gathers the readable strings of nested content, once each, and skips addresses and ids', () => {
    const content = {
      heading: 'Our Library',
      paragraphs: ['18163 books', '18163 books'],
      photo: { src: '/images/library.jpg', alt: 'Students reading', width: 1200 },
      documents: [{ title: 'Syllabus', href: '/docs/syllabus.pdf' }],
      link: 'https://example.org/',
      id: 'library',
    };
    expect(collectText(content)).toEqual(['Our Library', '18163 books', 'Students reading', 'Syllabus']);
  });

  it('survives a cycle', () => {
    const looped: Record<string, unknown> = { text: 'once' };
    looped.self = looped;
    expect(collectText(looped)).toEqual(['once']);
  });
});

describe('collectDocuments', () => {
  it('finds the site’s own document links and leaves other sites’ links out', () => {
    const content = {
      curriculum: { documents: [{ title: 'Physics', href: '/docs/physics.pdf' }] },
      ebooks: [{ title: 'The Jungle Book', href: 'https://www.gutenberg.org/ebooks/236' }],
    };
    expect(collectDocuments(content)).toEqual([{ title: 'Physics', href: '/docs/physics.pdf' }]);
  });
});

describe('plainText', () => {
  it('drops tags, scripts and styles and decodes common entities', () => {
    expect(plainText('<p>Sports&nbsp;Day &amp; <b>Prize</b> giving</p><script>alert(1)</script><style>p{}</style>')).toBe('Sports Day & Prize giving');
  });
});
