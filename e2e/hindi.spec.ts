import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../test-support/axe';
import { homeNewsTitles } from '../test-support/demo';
import { facesDrawing, hasSystemNotoDevanagari, launchWithoutDevanagari } from '../test-support/fonts';
import { carousel, dismissNotices, main, norm } from '../test-support/page';

// The Hindi pages (issue 38): each answers 200 in the Hindi frame with <html lang="hi">, names its English
// twin and itself as hreflang alternates (and the twin names it back), in the head and in sitemap.xml; the
// language switch leads to the twin both ways; the figures of spec section 9 are there in Latin digits; the
// Hindi TC form keeps its English accessible names, shows the Hindi empty-field message and downloads tc.jpg.
// Expected values are written here from the issue and the spec, never taken from the site's code.

const SCHOOL_HI = 'सेंट एंड्रयूज़ मिशन सीनियर सेकेंडरी स्कूल';

/** Each Hindi page, its English twin and its name in the Hindi title. */
const PAIRS = [
  { hi: '/hi', en: '/', title: `मुखपृष्ठ - ${SCHOOL_HI}` },
  { hi: '/hi/notice', en: '/notice', title: `सूचनाएँ (नोटिस) - ${SCHOOL_HI}` },
  { hi: '/hi/News', en: '/News', title: `समाचार - ${SCHOOL_HI}` },
  { hi: '/hi/Events', en: '/Events', title: `कार्यक्रम - ${SCHOOL_HI}` },
  { hi: '/hi/OurSchool', en: '/OurSchool', title: `हमारा विद्यालय - ${SCHOOL_HI}` },
  { hi: '/hi/Admission', en: '/Admission', title: `प्रवेश - ${SCHOOL_HI}` },
  { hi: '/hi/FeeDetails', en: '/FeeDetails', title: `फ़ीस का विवरण - ${SCHOOL_HI}` },
  { hi: '/hi/SchoolTiming', en: '/SchoolTiming', title: `विद्यालय का समय - ${SCHOOL_HI}` },
  { hi: '/hi/Scholarship', en: '/Scholarship', title: `छात्रवृत्ति और फ़ीस में छूट - ${SCHOOL_HI}` },
  { hi: '/hi/SubjectStudy', en: '/SubjectStudy', title: `पढ़ाए जाने वाले विषय - ${SCHOOL_HI}` },
  { hi: '/hi/Tc', en: '/Tc', title: `स्थानांतरण प्रमाणपत्र (टीसी) - ${SCHOOL_HI}` },
  { hi: '/hi/BusRoute', en: '/BusRoute', title: `स्कूल बस के रूट - ${SCHOOL_HI}` },
  { hi: '/hi/Pphelp', en: '/Pphelp', title: `पैरेंट पोर्टल सहायता - ${SCHOOL_HI}` },
  { hi: '/hi/accessibility', en: '/accessibility', title: `सुगम्यता विवरण - ${SCHOOL_HI}` },
  { hi: '/hi/privacy', en: '/privacy', title: `गोपनीयता सूचना - ${SCHOOL_HI}` },
] as const;

/** The alternates a page of the pair must name, as absolute URLs on the site's origin. */
function alternatesOf(pair: (typeof PAIRS)[number], origin: string): Record<string, string> {
  return { en: new URL(pair.en, origin).href, hi: new URL(pair.hi, origin).href, 'x-default': new URL(pair.en, origin).href };
}

/** The language alternates of the page's head, each address as a URL writes it ('http://host' is 'http://host/'). */
async function headAlternates(page: Page): Promise<Record<string, string>> {
  const found = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? ''] as const));
  return Object.fromEntries(found.map(([lang, href]) => [lang, new URL(href).href]));
}

// The map and video frames are Google's and YouTube's, out of reach here.
test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/(www\.google\.com|www\.youtube-nocookie\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Embedded frame</title></html>' }),
  );
});

for (const pair of PAIRS) {
  test(`${pair.hi} answers in the Hindi frame, with reciprocal alternates and a switch to ${pair.en}`, async ({ page, baseURL }) => {
    const response = await page.goto(pair.hi);
    expect(response?.status()).toBe(200);
    // Each home page opens the school's notices on load, over the page.
    const home = pair.en === '/';
    if (home) await dismissNotices(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle(pair.title);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'hi_IN');
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', 'en_IN');
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', SCHOOL_HI);

    // The frame in Hindi: menu, ticker, footer; a menu item with no Hindi page leads to English, marked so.
    const menu = page.getByRole('navigation', { name: 'मुख्य मेनू' });
    // (The menu's groups are closed, so their links are found by address rather than by role.)
    await expect(menu.locator('a[href="/hi/Admission"]')).toHaveText('प्रवेश');
    await expect(menu.locator('a[href="/Library"]')).toHaveText('पुस्तकालय');
    await expect(menu.locator('a[href="/Library"]')).toHaveAttribute('hreflang', 'en');
    await expect(page.getByRole('region', { name: 'घोषणाएँ' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'संपर्क करें' })).toBeVisible();
    // The page's own controls speak Hindi too (an image viewer's button once said "View full size" here).
    await expect(main(page).getByText('View full size')).toHaveCount(0);
    if (pair.en !== '/') {
      const crumbs = page.getByRole('navigation', { name: 'आप यहाँ हैं' });
      await expect(crumbs.getByRole('link', { name: 'मुखपृष्ठ' })).toHaveAttribute('href', '/hi');
    }

    const expected = alternatesOf(pair, baseURL!);
    expect(await headAlternates(page)).toEqual(expected);

    // The switch leads to the English twin, which names the same alternates and switches back.
    const toEnglish = main(page).getByRole('link', { name: 'English', exact: true });
    await expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await toEnglish.click();
    await expect(page).toHaveURL(new URL(pair.en, baseURL).href);
    if (home) await dismissNotices(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    expect(await headAlternates(page)).toEqual(expected);
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', 'hi_IN');
    await main(page).getByRole('link', { name: 'हिन्दी', exact: true }).click();
    await expect(page).toHaveURL(new URL(pair.hi, baseURL).href);
  });
}

test('an English page without a Hindi twin switches to the Hindi home page, and names no alternates', async ({ page, baseURL }) => {
  await page.goto('/Library');
  expect(await headAlternates(page)).toEqual({});
  await expect(main(page).getByRole('link', { name: 'हिन्दी', exact: true })).toHaveAttribute('href', '/hi');
  await page.goto('/hi/Library');
  expect(new URL(page.url()).href).toBe(new URL('/hi/Library', baseURL).href);
});

test('a Hindi address that names no Hindi page answers 404 in the Hindi frame', async ({ page }) => {
  for (const path of ['/hi/Library', '/hi/no-such-page']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'पृष्ठ नहीं मिला' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'मुखपृष्ठ पर जाएँ' })).toHaveAttribute('href', '/hi');
  }
});

test('another letter case of a Hindi page redirects to it, and the English addresses stay as they were', async ({ request }) => {
  const admission = await request.get('/HI/admission', { maxRedirects: 0 });
  expect(admission.status()).toBe(308);
  expect(new URL(admission.headers().location!, 'http://x').pathname).toBe('/hi/Admission');
  const english = await request.get('/Admission');
  expect(english.status()).toBe(200);
  expect(await english.text()).toContain('<html lang="en-IN"');
});

test('sitemap.xml lists each Hindi page with the same reciprocal alternates as its English twin', async ({ request, baseURL }) => {
  const xml = await request.get('/sitemap.xml').then((response) => response.text());
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
  for (const pair of PAIRS) {
    const expected = alternatesOf(pair, baseURL!);
    for (const loc of [expected.en, expected.hi]) {
      const entry = entries.find((text) => text.includes(`<loc>${loc}</loc>`));
      expect(entry, loc).toBeDefined();
      const links = Object.fromEntries([...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1]!, match[2]!]));
      expect(links, loc).toEqual(expected);
    }
  }
});

test('the figures of spec section 9 are on the Hindi pages, in Latin digits', async ({ page }) => {
  await page.goto('/hi/Admission');
  const ages = main(page).getByRole('table');
  for (const [grade, age] of [
    ['I', '5y6m to 6y6m'],
    ['II', '6.5 to 7.5'],
    ['III', '7.5 to 8.5'],
    ['IV', '8.5 to 9.5'],
    ['V', '9.5 to 10.5'],
    ['VI', '10.5 to 11.5'],
    ['VII', '11.5 to 12.5'],
    ['VIII', '12.5 to 13.5'],
    ['IX', '13.5 to 14.5'],
    ['XI', '15.5 to 16.5'],
  ]) {
    await expect(ages.getByRole('row', { name: `${grade} ${age}`, exact: true })).toHaveCount(1);
  }
  await expect(ages.getByRole('row', { name: /^X / })).toHaveCount(0);
  await expect(main(page)).toContainText('Rs 250');
  await expect(main(page)).toContainText('1 अप्रैल');

  await page.goto('/hi/SubjectStudy');
  const streams = norm((await main(page).getByRole('table').nth(1).innerText()) ?? '');
  for (const [stream, own, other] of [
    ['PCM', '80%', '85%'],
    ['PCB', '80%', '85%'],
    ['कॉमर्स', '60%', '70%'],
    ['आर्ट्स', '50%', '55%'],
  ]) {
    expect(streams).toMatch(new RegExp(`${stream}[^%]*${own}\\s*${other}`));
  }

  await page.goto('/hi/Tc');
  await expect(main(page)).toContainText('Rs 250');
  await page.goto('/hi/Pphelp');
  await expect(main(page)).toContainText('8 AM to 8 PM');
  await page.goto('/hi/Scholarship');
  await expect(main(page)).toContainText('90%');
  await expect(main(page)).toContainText('B1');
  await page.goto('/hi/OurSchool');
  await expect(main(page)).toContainText('3210');
  await expect(main(page)).toContainText('8 एकड़');
  await expect(main(page)).toContainText('100 कक्षा-कक्ष, 2 लेक्चर थिएटर, 1 बहुउद्देशीय हॉल और 1 आई-स्कूल');
});

test('/hi has every section of the English home in Hindi, with the vendor lists as they come, marked English', async ({ page }) => {
  await page.goto('/hi');
  const notices = page.getByRole('dialog');
  await expect(notices.getByRole('region', { name: 'सूचनाएँ' })).toBeVisible();
  await expect(notices.getByRole('button', { name: 'सूचनाएँ बंद करें' })).toBeVisible();
  await expect(notices.locator('#notification-title')).toHaveAttribute('lang', 'en');
  await dismissNotices(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCHOOL_HI);
  await expect(carousel(page, 'परिसर की तस्वीरें')).toBeAttached();
  await expect(carousel(page, 'परिसर की तस्वीरें').getByRole('button', { name: 'रोकें परिसर की तस्वीरें' })).toBeAttached();
  const quickLinks = page.getByRole('navigation', { name: 'उपयोगी लिंक' });
  await expect(quickLinks.getByRole('link', { name: /^बस रूट/ })).toHaveAttribute('href', '/hi/BusRoute');
  await expect(quickLinks.getByRole('link', { name: /^पत्रिका/ })).toHaveAttribute('hreflang', 'en');
  for (const name of [
    'सेंट एंड्रयूज़ मिशन स्कूल में आपका स्वागत है',
    'ताज़ा समाचार',
    'अभिभावकों के लिए ज़रूरी जानकारी',
    'मिशन, विज़न, आदर्श वाक्य और लक्ष्य',
    'हमारे मेधावी विद्यार्थी',
    'संदेश',
    'फ़ोटो गैलरी',
    'सीखने के लिए बना परिसर',
    'कहीं से भी परिसर देखें',
  ]) {
    await expect(main(page).getByRole('heading', { name, exact: true, level: 2 })).toBeVisible();
  }
  await expect(main(page).getByRole('heading', { name: /^(आने वाले|हाल के) कार्यक्रम$/, level: 2 })).toBeVisible();

  // The vendor's news as the school wrote it, each title marked English, its page English too.
  const news = page.getByRole('region', { name: 'ताज़ा समाचार' });
  const titles = await homeNewsTitles();
  expect(titles.length).toBeGreaterThan(0);
  // (The scrolling list repeats its items once, hidden, for a seamless loop.)
  for (const title of titles) await expect(news.locator('h3[lang="en"]', { hasText: title }).first()).toBeAttached();
  await expect(news.getByRole('link', { name: /^सभी समाचार/ })).toHaveAttribute('href', '/hi/News');

  // The school's own figures, in Latin digits: the facts and the library.
  await expect(main(page)).toContainText('3210');
  await expect(main(page)).toContainText('8 एकड़');
  await expect(main(page)).toContainText('18163');
  await expect(main(page)).toContainText('858 संदर्भ पुस्तकें, 15 पत्रिकाएँ (periodicals), 15 मैगज़ीन और 9 अख़बार');
  await expect(main(page).getByRole('link', { name: /पुस्तकालय की पुस्तकें/ })).toHaveAttribute('hreflang', 'en');
});

test('the Hindi TC form keeps its English names, shows the Hindi empty-field message and downloads tc.jpg', async ({ page }) => {
  await page.goto('/hi/Tc');
  const form = page.getByRole('form', { name: 'स्थानांतरण प्रमाणपत्र (टीसी) के लिए अनुरोध' });
  const name = form.getByLabel('Student Full Name');
  const admission = form.getByLabel('Admission Number');
  await expect(name).toHaveAccessibleName(/विद्यार्थी का पूरा नाम/);
  await expect(admission).toHaveAccessibleName(/प्रवेश संख्या/);
  await expect(form).toHaveAttribute('action', '/api/tc');

  await name.fill('Aarav Sharma');
  await form.getByRole('button', { name: 'प्रमाणपत्र प्राप्त करें' }).click();
  await expect(form.getByRole('alert')).toHaveText('कृपया सभी जानकारी भरें (Please fill in all fields)');

  await admission.fill('2015/0412');
  await expect(form.getByRole('alert')).toHaveText('');
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'प्रमाणपत्र प्राप्त करें' }).click();
  expect((await download).suggestedFilename()).toBe('tc.jpg');
  await expect(form.getByRole('status')).toHaveText('स्थानांतरण प्रमाणपत्र tc.jpg नाम से डाउनलोड हो गया है।');
});

test('axe finds no WCAG 2.2 AA violation on the Hindi pages', async ({ page }) => {
  test.setTimeout(180_000);
  for (const pair of PAIRS) {
    await page.goto(pair.hi);
    expect(await axeViolations(page), pair.hi).toEqual([]);
  }
  await page.goto('/hi/no-such-page');
  expect(await axeViolations(page), '/hi/no-such-page').toEqual([]);
});

test('the Devanagari face is in the font stacks of the Hindi pages only, with display swap, the device\'s own Noto Sans Devanagari first, and preloaded by no page', async ({ request }) => {
  const hindi = await request.get('/hi/Admission').then((response) => response.text());
  const english = await request.get('/Admission').then((response) => response.text());
  const htmlTag = (html: string) => html.match(/<html[^>]*>/)?.[0] ?? '';
  // The Hindi page's <html> puts the Devanagari family after each English face; the English page's names it nowhere.
  const family = htmlTag(hindi).match(/--font-body:[^;"]*?&#x27;([^&]+)&#x27;, &#x27;[^&]+&#x27;, &#x27;([^&]+)&#x27;/)?.[2];
  expect(family).toBeDefined();
  expect(htmlTag(english)).not.toContain(family!);
  const css = await Promise.all(
    [...hindi.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map((match) => request.get(match[1]!).then((response) => response.text())),
  );
  // One face for the normal text and one for the bold, each naming the system's Noto Sans Devanagari before the site's file.
  const faces = [...css.join('\n').matchAll(new RegExp(`@font-face\\{font-family:['"]?${family}['"]?;[^}]*\\}`, 'g'))].map((match) => match[0]);
  expect(faces.map((face) => face.match(/font-weight:([^;]+)/)?.[1])).toEqual(['400 599', '600 700']);
  const urls = new Set<string>();
  for (const face of faces) {
    expect(face).toContain('font-display:swap');
    expect(face, face).toMatch(/src:local\(["']?Noto Sans Devanagari (Regular|Bold)["']?\),.*url\(/);
    urls.add(face.match(/url\(["']?([^"')]+devanagari[^"')]*\.woff2)/)?.[1] ?? 'none');
  }
  expect(urls.size, 'both weights come from one file').toBe(1);
  const [url] = [...urls];

  // A phone with its own face would never use a preloaded copy: no page preloads it, and no English page names it.
  expect(hindi).not.toContain(`<link rel="preload" href="${url}"`);
  expect(english).not.toContain(url!);
  const font = await request.get(url!);
  expect(font.status()).toBe(200);
  expect(font.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await font.body()).length).toBeLessThanOrEqual(80 * 1024);
});

/** The Devanagari faces that drew a Hindi page's heading (bold) and lead paragraph (normal weight). */
async function hindiPageFaces(page: Page): Promise<{ heading: boolean[]; lead: boolean[] }> {
  await page.evaluate(() => document.fonts.ready);
  const custom = async (selector: string) => (await facesDrawing(page, selector)).filter((face) => /Devanagari/.test(face.familyName)).map((face) => face.isCustomFont);
  return { heading: await custom('main h1'), lead: await custom('main h1 ~ p') };
}

test('a device with its own Noto Sans Devanagari draws the Hindi pages in it and fetches no Devanagari face', async ({ page }) => {
  expect(hasSystemNotoDevanagari(), "this machine needs Noto Sans Devanagari (Debian's fonts-noto-core; scripts/test.sh installs it)").toBe(true);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' && /devanagari/.test(request.url())) fetched.push(request.url());
  });
  await page.goto('/hi/Admission');
  // Every Devanagari glyph of the bold heading and the normal paragraph is the system's, none a web font's.
  expect(await hindiPageFaces(page)).toEqual({ heading: [false], lead: [false] });
  await page.goto('/hi/Tc');
  await page.evaluate(() => document.fonts.ready);
  expect(fetched).toEqual([]);
});

test('a device without a Devanagari face fetches the site\'s face once and draws both weights with it', async ({ launchOptions, baseURL }) => {
  const browser = await launchWithoutDevanagari(launchOptions);
  try {
    const page = await browser.newPage({ baseURL });
    const fetched: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'font' && /devanagari/.test(request.url())) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/hi/Admission');
    expect(await hindiPageFaces(page)).toEqual({ heading: [true], lead: [true] });
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(/^\/fonts\/noto-devanagari-[0-9a-f]+\.woff2$/);
  } finally {
    await browser.close();
  }
});

test('an English page draws its switch label "हिन्दी" with a face of its own glyphs, under 4 KB, where the device has no Devanagari', async ({ launchOptions, baseURL }) => {
  // The label's face comes after the system Devanagari faces of its stack, so this needs a device with none.
  const browser = await launchWithoutDevanagari(launchOptions);
  try {
    const page = await browser.newPage({ baseURL });
    const faces: Promise<{ url: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      if (/\/_next\/static\/media\/[^/]+\.woff2$/.test(response.url())) faces.push(response.body().then((body) => ({ url: response.url(), bytes: body.length })));
    });
    await page.goto('/Admission');
    const label = page.getByRole('link', { name: 'हिन्दी', exact: true }).first();
    await expect(label).toBeVisible();
    const face = await label.evaluate(async (element) => {
      await document.fonts.ready;
      const used = [...document.fonts].filter((font) => font.status === 'loaded' && font.unicodeRange.includes('U+900'));
      return { families: used.map((font) => font.family), stack: getComputedStyle(element).fontFamily };
    });
    expect(face.families, 'the label face is loaded').toHaveLength(1);
    expect(face.stack).toContain(face.families[0]!.replace(/"/g, ''));
    const fetched = (await Promise.all(faces)).filter((font) => !/latin/.test(font.url));
    expect(fetched, 'one face besides the Latin ones').toHaveLength(1);
    expect(fetched[0]!.bytes).toBeGreaterThan(500);
    expect(fetched[0]!.bytes).toBeLessThanOrEqual(4 * 1024);
  } finally {
    await browser.close();
  }
});

// Issue 38, point 5: an English page's HTML grows by at most 1 KB gzip for the switch and the alternates, and
// its JavaScript not at all. Each is in the HTML twice: as markup, and in the RSC payload (escaped JSON).
const ADDED_TO_ENGLISH = [
  /<link rel="alternate" hrefLang="[^"]+" href="[^"]*"\/>/g,
  /<meta property="og:locale:alternate" content="[^"]*"\/>/g,
  /<a href="\/hi[^"]*" hrefLang="hi" lang="hi"[^>]*>हिन्दी<\/a>/g,
  /,?\[\\"\$\\",\\"link\\",\\"\d+\\",\{\\"rel\\":\\"alternate\\",\\"hrefLang\\":\\"[^\\]+\\",\\"href\\":\\"[^\\]*\\"\}\]/g,
  /,?\[\\"\$\\",\\"meta\\",\\"\d+\\",\{\\"property\\":\\"og:locale:alternate\\",\\"content\\":\\"[^\\]*\\"\}\]/g,
  /,?\[\\"\$\\",\\"a\\",null,\{\\"href\\":\\"\/hi[^\\]*\\",\\"hrefLang\\":\\"hi\\",\\"lang\\":\\"hi\\",\\"className\\":\\"[^\\]*\\",\\"children\\":\\"हिन्दी\\"\}\]/g,
];

test('the switch and the language alternates add under 1 KB gzip to an English page, and no Hindi to its JavaScript', async ({ request }) => {
  const DEVANAGARI = /[\u0900-\u097F]/;
  for (const path of ['/', '/Admission', '/Tc', '/Library']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('>हिन्दी</a>');
    const without = ADDED_TO_ENGLISH.reduce((text, pattern) => text.replace(pattern, ''), html);
    // Every copy is gone (a change of form would fail here, not be left out of the count).
    for (const trace of ['हिन्दी', 'hreflang', 'og:locale:alternate', '/hi"', '/hi/', '/hi\\"']) expect(without.toLowerCase(), `${path}: ${trace}`).not.toContain(trace);
    const added = gzipSync(html).length - gzipSync(without).length;
    expect(added, path).toBeGreaterThan(0);
    expect(added, path).toBeLessThan(1024);

    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const src of scripts) expect(DEVANAGARI.test(await (await request.get(src)).text()), `${path}: ${src}`).toBe(false);
  }
});
