import { languageAlternates, localizedLink, localizedMenu, switchTarget } from './i18n';

describe('switchTarget', () => {
  it.each([
    ['/Admission', 'en', '/hi/Admission'],
    ['/', 'en', '/hi'],
    ['/Tc', 'en', '/hi/Tc'],
    ['/Library', 'en', '/hi'],
    ['/SubGallery', 'en', '/hi'],
    ['/Admission', 'hi', '/Admission'],
    ['/', 'hi', '/'],
  ] as const)('leads from %s in %s to %s', (route, locale, target) => {
    expect(switchTarget(route, locale)).toBe(target);
  });
});

describe('languageAlternates', () => {
  it('names both pages of a pair, English as the default', () => {
    expect(languageAlternates('/FeeDetails')).toEqual({ en: '/FeeDetails', hi: '/hi/FeeDetails', 'x-default': '/FeeDetails' });
    expect(languageAlternates('/')).toEqual({ en: '/', hi: '/hi', 'x-default': '/' });
  });

  it('names none for a page that is English only', () => {
    expect(languageAlternates('/Library')).toBeNull();
    expect(languageAlternates('/hi/Admission')).toBeNull();
  });
});

describe('the Hindi frame links', () => {
  it('lead to the Hindi twin, or to the English page marked hreflang="en"', () => {
    expect(localizedLink('/Admission', 'प्रवेश', 'hi')).toEqual({ label: 'प्रवेश', href: '/hi/Admission', external: false });
    expect(localizedLink('/Library', 'पुस्तकालय', 'hi')).toEqual({ label: 'पुस्तकालय', href: '/Library', external: false, hrefLang: 'en' });
    expect(localizedLink('/Library', 'Library', 'en')).toEqual({ label: 'Library', href: '/Library', external: false });
  });

  it('name every menu item in Hindi, with the same links in the same order as the English menu', () => {
    const english = localizedMenu('en');
    const hindi = localizedMenu('hi');
    const hrefs = (menu: typeof english) => menu.flatMap((entry) => (entry.kind === 'group' ? entry.items.map((item) => item.href.replace(/^\/hi(?=\/|$)/, '') || '/') : [entry.href]));
    expect(hrefs(hindi)).toEqual(hrefs(english));
    const school = hindi.find((entry) => entry.kind === 'group' && entry.id === 'school');
    expect(school?.label).toBe('विद्यालय');
  });
});
