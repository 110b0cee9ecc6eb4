import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { homeWords } from '@/content/home';
import { mainMenu } from '@/content/navigation';
import { HINDI_ROUTES } from '@/content/routes';
import { hindiHomeWords } from '@/content/hi/home';
import { HI_EXTERNAL_NAMES, HI_PAGE_INTROS } from '@/content/hi/navigation';
import { ALERT_WORDS } from './alerts';
import { ENGLISH_CAROUSEL_WORDS, ENGLISH_NOTICE_WORDS } from './controls';
import { FRAME } from './frame';
import { GLOSSARY } from './glossary';
import { ENGLISH_FILTER_WORDS, ENGLISH_READ_MORE_WORDS, ENGLISH_SHARE_WORDS } from './listing-controls';
import { LISTING_WORDS } from './listings';

/** Every leaf of a dictionary, by its dotted path; functions are called with a sample argument. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') found.set(prefix, value);
  else if (typeof value === 'function') found.set(prefix, String((value as (sample: string) => unknown)('X')));
  else if (Array.isArray(value)) value.forEach((item, index) => leaves(item, `${prefix}[${index}]`).forEach((text, key) => found.set(key, text)));
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) leaves(item, prefix ? `${prefix}.${key}` : key).forEach((text, name) => found.set(name, text));
  return found;
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the frame dictionary', () => {
  const english = leaves(FRAME.en);
  const hindi = leaves(FRAME.hi);

  it('has every English word in Hindi too, and nothing more', () => {
    // Only the English ticker's pause button takes its name from the ticker's ("Pause announcements").
    expect([...hindi.keys()].filter((key) => key !== 'ticker.pause').sort()).toEqual([...english.keys()].sort());
  });

  it('writes each Hindi word in Devanagari, except the codes and the switch back to English', () => {
    const notHindi = new Set(['htmlLang', 'ogLocale', 'languageSwitch.lang', 'languageSwitch.text', 'languageSwitch.label', 'footer.links.cbse']);
    for (const [key, text] of hindi) {
      expect(text.trim()).not.toBe('');
      if (!notHindi.has(key)) expect({ key, hindi: DEVANAGARI.test(text) }).toEqual({ key, hindi: true });
    }
  });

  it('names each language in its own script on the switch, with its code', () => {
    expect(FRAME.hi.languageSwitch).toMatchObject({ text: 'हिन्दी', lang: 'hi' });
    expect(FRAME.en.languageSwitch).toMatchObject({ text: 'English', lang: 'en' });
    expect(FRAME.hi.htmlLang).toBe('hi');
    expect(FRAME.hi.ogLocale).toBe('hi_IN');
    expect(FRAME.en.ogLocale).toBe('en_IN');
  });
});

describe('the home dictionary', () => {
  // The islands' English words stand where English gives none (content/i18n/controls.ts). The rows' words are
  // keyed by the rows' ids in both languages, so their keys name the same rows.
  const english = leaves({ ...homeWords, notices: ENGLISH_NOTICE_WORDS, carousel: ENGLISH_CAROUSEL_WORDS });
  const hindi = leaves(hindiHomeWords);

  it('has every English word of the home page in Hindi too, each list as long, and nothing more', () => {
    // Only the English list pause button takes its name from the list's ("Pause latest news").
    expect([...hindi.keys()].filter((key) => key !== 'news.pause').sort()).toEqual([...english.keys()].sort());
    expect(Object.keys(hindiHomeWords.hero.slides)).toHaveLength(8);
    expect(Object.keys(hindiHomeWords.quickLinks.items)).toHaveLength(6);
    expect(Object.keys(hindiHomeWords.mission.panels)).toHaveLength(4);
    expect(Object.values(hindiHomeWords.messages.leaders).map((leader) => leader.role)).toEqual(['अध्यक्ष', 'संस्थापक', 'संरक्षक']);
    expect(Object.keys(hindiHomeWords.infrastructure.items)).toHaveLength(6);
  });

  it('writes each Hindi word in Devanagari, except the placeholder codes and figures', () => {
    const notHindi = /^(events\.placeholder\.(date|time)|achievers\.placeholder\.division|about\.facts\[\d\]\.figure)$/;
    for (const [key, text] of hindi) {
      expect(text.trim()).not.toBe('');
      if (!notHindi.test(key)) expect({ key, hindi: DEVANAGARI.test(text) }).toEqual({ key, hindi: true });
    }
  });

  it('keeps the figures of spec section 9 in Latin digits', () => {
    expect(hindiHomeWords.about.facts.map((fact) => fact.figure)).toEqual(['3210', '8 एकड़', 'I से XII', '100']);
    expect(hindiHomeWords.infrastructure.items['/Library'].text).toContain('858 संदर्भ पुस्तकें, 15 पत्रिकाएँ (periodicals), 15 मैगज़ीन और 9 अख़बार');
    expect(hindiHomeWords.about.paragraphs.join(' ')).toContain('लगभग 3210 विद्यार्थी 8 एकड़ के परिसर में');
    expect(hindiHomeWords.achievers.placeholder.division).toBe('100%');
  });
});

describe('the glossary', () => {
  it('fixes the terms of issue 38: TC, admission number, session, streams and houses', () => {
    expect(GLOSSARY.tc.hi).toBe('स्थानांतरण प्रमाणपत्र (टीसी)');
    expect(GLOSSARY.admissionNumber.hi).toContain('प्रवेश संख्या');
    expect(GLOSSARY.session.hi).toBe('सत्र');
    for (const stream of ['PCM', 'PCB', 'कॉमर्स', 'आर्ट्स']) expect(GLOSSARY.streams.hi).toContain(stream);
    for (const house of ['अगस्त्यमलै', 'अरावली', 'नीलगिरि', 'सह्याद्रि']) expect(GLOSSARY.houses.hi).toContain(house);
  });
});

describe('the Hindi menu', () => {
  it('has a Hindi name for every link to another site', () => {
    const labels = mainMenu.flatMap((entry) => (entry.kind === 'group' ? entry.items.filter((item) => item.external).map((item) => item.label) : [entry.label]));
    for (const label of labels) expect({ label, hindi: HI_EXTERNAL_NAMES[label] ?? null }).toEqual({ label, hindi: expect.stringMatching(DEVANAGARI) });
  });

  it('has a Hindi intro for every Hindi page but home', () => {
    expect(Object.keys(HI_PAGE_INTROS).sort()).toEqual(HINDI_ROUTES.filter((route) => route !== '/').sort());
  });
});

describe('the listings dictionary', () => {
  const english = leaves(LISTING_WORDS.en);
  const hindi = leaves(LISTING_WORDS.hi);
  const isIslandWord = (key: string) => /^(filter|readMore|share)\./.test(key);

  it('has every English word in Hindi, and every word of the islands that English keeps in the islands', () => {
    expect([...hindi.keys()].filter((key) => !isIslandWord(key)).sort()).toEqual([...english.keys()].sort());
    const islands = leaves({ filter: ENGLISH_FILTER_WORDS, readMore: ENGLISH_READ_MORE_WORDS, share: ENGLISH_SHARE_WORDS });
    expect([...hindi.keys()].filter(isIslandWord).sort()).toEqual([...islands.keys()].sort());
  });

  it('writes each Hindi word in Devanagari, except the placeholder card’s date and time patterns', () => {
    for (const [key, text] of hindi) {
      expect(text.trim()).not.toBe('');
      if (key !== 'eventPlaceholder.date' && key !== 'eventPlaceholder.time') expect({ key, hindi: DEVANAGARI.test(text) }).toEqual({ key, hindi: true });
    }
  });
});

describe('the alerts dictionary', () => {
  const english = leaves(ALERT_WORDS.en);
  const hindi = leaves(ALERT_WORDS.hi);

  it('has every English word of the alerts control in Hindi too, and nothing more', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('writes each Hindi word in Devanagari, and names the Hindi button where a message says to press it', () => {
    for (const [key, text] of hindi) {
      expect(text.trim()).not.toBe('');
      expect({ key, hindi: DEVANAGARI.test(text) }).toEqual({ key, hindi: true });
    }
    for (const key of ['refused', 'dismissed', 'unsupported'] as const) expect(ALERT_WORDS.hi[key]).toContain('“अलर्ट पाएँ”');
    for (const key of ['refused', 'dismissed', 'unsupported'] as const) expect(ALERT_WORDS.en[key]).toContain('Get alerts');
  });
});

describe('the Hindi routes', () => {
  it('each have a page under app/hi', () => {
    for (const route of HINDI_ROUTES) {
      const file = path.join(__dirname, '..', '..', 'app', 'hi', route === '/' ? '' : route.slice(1), 'page.tsx');
      expect({ route, exists: statSync(file, { throwIfNoEntry: false })?.isFile() ?? false }).toEqual({ route, exists: true });
    }
  });

  it('are all the pages under app/hi (besides the missing-item pages and the listings’ filtered twin)', () => {
    const folders = readdirSync(path.join(__dirname, '..', '..', 'app', 'hi'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('[') && !['%5Ffiltered', 'missing-item'].includes(entry.name))
      .map((entry) => `/${entry.name}`);
    expect(folders.sort()).toEqual(HINDI_ROUTES.filter((route) => route !== '/').sort());
  });
});
