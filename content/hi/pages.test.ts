import * as english from '@/content/pages/academics';
import { portalHelp as englishPortalHelp } from '@/content/pages/help';
import { schoolTiming as englishTiming } from '@/content/pages/school';
import * as hindi from './pages/academics';
import { portalHelp } from './pages/help';
import { schoolTiming } from './pages/school';

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
    ['grade table', hindi.gradeTable, english.gradeTable],
    ['stream table', hindi.streamTable, english.streamTable],
    ['fee table', without(hindi.feeDetails, 'image'), without(english.feeDetails, 'image')],
    ['school timing', schoolTiming.map((timing) => without(timing, 'imageAlt')), englishTiming.map((timing) => without(timing, 'image'))],
    ['portal help', portalHelp, without(englishPortalHelp, 'portal', 'helpDesk')],
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

  it('keeps the spec messages of the TC form, the empty-field one with its English words', () => {
    expect(hindi.tcPage.form.messages.empty).toContain('Please fill in all fields');
    expect(hindi.tcPage.form.name.accessibleName).toContain('Student Full Name');
    expect(hindi.tcPage.form.admission.accessibleName).toContain('Admission Number');
  });
});
