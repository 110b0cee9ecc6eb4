import * as english from '@/content/pages/academics';
import { accessibility as englishAccessibility } from '@/content/pages/accessibility';
import { busRoutes as englishBusRoutes } from '@/content/pages/documents';
import { portalHelp as englishPortalHelp, portalHelpPage as englishPortalHelpPage } from '@/content/pages/help';
import { privacy as englishPrivacy } from '@/content/pages/privacy';
import { ourSchool as englishOurSchool, schoolFacts as englishSchoolFacts, schoolTiming as englishTiming } from '@/content/pages/school';
import * as hindi from './pages/academics';
import { busRoutes } from './pages/documents';
import { portalHelp, portalHelpPage } from './pages/help';
import { ourSchool, schoolFacts, schoolTiming } from './pages/school';
import { accessibility, hindiDate, hindiDuration, privacy } from './pages/statements';

/** The shape of a value: its keys and lists' lengths, with every string as '' and every number kept. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return '';
  if (Array.isArray(value)) return value.map(shape);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]).sort());
  return value;
}

/** The English value without the keys its Hindi twin takes from it unchanged (photos, contacts). */
function without<T extends object>(value: T, ...keys: string[]): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key))) as Partial<T>;
}

describe('each Hindi page has every key and list entry of its English twin', () => {
  it.each([
    ['admission', hindi.admission, english.admission],
    ['scholarship', hindi.scholarship, english.scholarship],
    ['admission page', hindi.admissionPage, english.admissionPage],
    ['scholarship page', hindi.scholarshipPage, english.scholarshipPage],
    ['portal help page', portalHelpPage, englishPortalHelpPage],
    ['grade table', hindi.gradeTable, english.gradeTable],
    ['stream table', hindi.streamTable, english.streamTable],
    ['fee table', without(hindi.feeDetails, 'image'), without(english.feeDetails, 'image')],
    ['school timing', schoolTiming.map((timing) => without(timing, 'imageAlt')), englishTiming.map((timing) => without(timing, 'image'))],
    ['portal help', portalHelp, without(englishPortalHelp, 'portal', 'helpDesk')],
    ['our school', without(ourSchool, 'photoAlt'), without(englishOurSchool, 'photo')],
    ['school facts', schoolFacts, englishSchoolFacts],
    ['bus routes', busRoutes, englishBusRoutes.map((route) => without(route, 'href'))],
    ['accessibility statement', accessibility.sections, englishAccessibility.sections],
    ['privacy notice', privacy.sections, englishPrivacy.sections],
  ])('%s', (_name, translated, original) => {
    expect(shape(translated)).toEqual(shape(original));
  });
});

// The figures of spec section 9, written here from the spec, in Latin digits on the Hindi pages too.
describe('the figures of spec section 9 in Hindi', () => {
  it('keeps the age table', () => {
    expect(hindi.admission.ageTable.rows).toEqual([
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
    ]);
  });

  it('keeps the class XI minimum percentages', () => {
    expect(hindi.streamTable.map((row) => [row.ownStudents, row.otherStudents])).toEqual([
      ['80', '85'],
      ['80', '85'],
      ['60', '70'],
      ['50', '55'],
    ]);
  });

  it('keeps the TC fee and the scholarship figures', () => {
    expect(hindi.admission.withdrawal.join(' ')).toContain('Rs 250');
    expect(hindi.tcPage.feeNote).toContain('Rs 250');
    expect(hindi.scholarship.awards.join(' ')).toContain('90%');
    expect(hindi.scholarship.rules.join(' ')).toContain('B1');
  });

  it('keeps the school facts', () => {
    expect(schoolFacts.map((fact) => fact.figure)).toEqual(['3210', '8 एकड़', 'I से XII', '100', '2', '1', '1', 'कक्षा VI']);
  });

  it('keeps the spec messages of the TC form, the empty-field one with its English words', () => {
    expect(hindi.tcPage.form.messages.empty).toContain('Please fill in all fields');
    expect(hindi.tcPage.form.name.accessibleName).toContain('Student Full Name');
    expect(hindi.tcPage.form.admission.accessibleName).toContain('Admission Number');
  });
});

// The statements promise in Hindi what they promise in English: the same anchors and the same figures.
describe('the Hindi statements', () => {
  const text = (sections: typeof privacy.sections) =>
    sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.points ?? []), ...(section.parts ?? []).flatMap((part) => [part.heading, ...part.paragraphs])]).join(' ');

  it('keep the anchors of the English statements', () => {
    expect(accessibility.sections.map((section) => section.id)).toEqual(['standard', 'what-the-website-does', 'how-we-check', 'known-limitations', 'report-a-problem', 'about-this-statement']);
    expect(privacy.sections.map((section) => section.id)).toEqual(englishPrivacy.sections.map((section) => section.id));
  });

  it('give the figures the English gives', () => {
    expect(accessibility.reply).toContain('5 कार्य-दिवसों के भीतर');
    const notice = text(privacy.sections);
    expect(notice).toContain('30 दिनों के भीतर मिटा');
    expect(notice).toContain('पिछले 50 पृष्ठों');
    expect(notice).toContain('एक IP पते से 10 मिनट के लिए, उसके नेटवर्क से (वे पते जिनकी पहली तीन संख्याएँ एक जैसी हों) एक घंटे के लिए');
    expect(notice).toContain('2 कार्य-दिवसों के भीतर');
    expect(notice).toContain('(धारा 14)');
    expect(notice).toContain('Campus Cloud ERP');
    expect(notice).not.toMatch(/undefined/);
  });

  it('write durations and dates as Hindi readers do, the digits Latin', () => {
    expect([10, 60, 120].map(hindiDuration)).toEqual(['10 मिनट', 'एक घंटे', '2 घंटे']);
    expect(hindiDate('2026-11-24')).toBe('24 नवंबर 2026');
    expect(() => hindiDate('24 Nov 2026')).toThrow();
  });
});
