import * as english from '@/content/pages/academics';
import { privacy as englishPrivacy } from '@/content/pages/privacy';
import * as hindi from './pages/academics';
import { schoolFacts, schoolTimingWords } from './pages/school';
import { accessibility, hindiDate, hindiDuration, privacy } from './pages/statements';

// The figures live once, in content/pages: a Hindi twin holds words only.
describe('the Hindi twins write no figure of the tables', () => {
  const hindiText = JSON.stringify([hindi.admissionWords, hindi.feeDetailsWords, hindi.subjectStudyWords, schoolTimingWords]);

  it.each(['5y6m to 6y6m', '13.5 to 14.5', '1850', '2550', '5200', '7:45 AM', '12:50 PM', '85'])('%s', (figure) => {
    expect(hindiText).not.toContain(figure);
  });
});

// The figures of spec section 9, written here from the spec, shown in Latin digits on the Hindi pages too.
describe('the figures of spec section 9', () => {
  it('keeps the age table', () => {
    expect(english.ageLimits).toEqual([
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
    expect(english.streamTable.map((row) => [row.ownStudents, row.otherStudents])).toEqual([
      ['80', '85'],
      ['80', '85'],
      ['60', '70'],
      ['50', '55'],
    ]);
  });

  it('keeps the TC fee and the scholarship figures', () => {
    expect(hindi.admissionWords.withdrawal.join(' ')).toContain('Rs 250');
    expect(hindi.tcWords.feeNote).toContain('Rs 250');
    expect(english.admissionWords.withdrawal.join(' ')).toContain('Transfer certificate fee is Rs 250.');
    expect(hindi.scholarshipWords.awards.join(' ')).toContain('90%');
    expect(hindi.scholarshipWords.rules.join(' ')).toContain('B1');
  });

  it('keeps the school facts', () => {
    expect(schoolFacts.map((fact) => fact.figure)).toEqual(['3210', '8 एकड़', 'I से XII', '100', '2', '1', '1', 'कक्षा VI']);
  });

  it('keeps the spec messages of the TC form, the empty-field one with its English words', () => {
    expect(hindi.tcFormWords.messages.empty).toContain('Please fill in all fields');
    expect(hindi.tcFormWords.name.accessibleName).toContain('Student Full Name');
    expect(hindi.tcFormWords.admission.accessibleName).toContain('Admission Number');
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
