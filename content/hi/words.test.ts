import { HI_ERROR_WORDS } from '@/content/hi/error';
import * as hindi from '@/content/hi/pages/academics';
import { busRouteWords } from '@/content/hi/pages/documents';
import { portalHelpWords } from '@/content/hi/pages/help';
import { ourSchoolWords, schoolFactWords, schoolTimingWords } from '@/content/hi/pages/school';
import { accessibility, contactWords, privacy } from '@/content/hi/pages/statements';
import * as english from '@/content/pages/academics';
import { accessibilityWords } from '@/content/pages/accessibility';
import { busRouteWords as englishBusRouteWords } from '@/content/pages/documents';
import { errorWords } from '@/content/pages/error';
import { portalHelpWords as englishPortalHelpWords } from '@/content/pages/help';
import { contactWords as englishContactWords, privacyWords } from '@/content/pages/privacy';
import { ourSchoolWords as englishOurSchoolWords, schoolFactWords as englishSchoolFactWords, schoolTimingWords as englishTimingWords } from '@/content/pages/school';

/** The shape of a words object: its keys, lists' lengths and functions, with every string (and null, a thing one language leaves unsaid) as ''. */
function outline(value: unknown): unknown {
  if (typeof value === 'string' || value === null) return '';
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return value.map(outline);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, outline(item)]).sort());
  return value;
}

/** Every string of a words object, functions called with a sample. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String((value as (sample: string) => unknown)('X'))];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

// The pages written once for both languages (components/pages/) take the English words object or its Hindi
// twin; a twin that misses a key, a section, a point or a paragraph of the English fails here.
describe('each Hindi words object has the shape of its English twin', () => {
  it.each([
    ['accessibility statement', accessibility, accessibilityWords],
    ['privacy notice', privacy, privacyWords],
    ['statements’ contact card', contactWords, englishContactWords],
    // The Hindi error page says what happened in its own words; the English shows the error's own message.
    ['error page', { ...HI_ERROR_WORDS, summary: undefined }, { ...errorWords, summary: undefined }],
    ['Admission', hindi.admissionWords, english.admissionWords],
    ['Scholarship', hindi.scholarshipWords, english.scholarshipWords],
    ['Fee Details', hindi.feeDetailsWords, english.feeDetailsWords],
    ['Subjects of Study', hindi.subjectStudyWords, english.subjectStudyWords],
    ['TC', hindi.tcWords, english.tcWords],
    ['Parent portal help', portalHelpWords, englishPortalHelpWords],
    ['Our School', ourSchoolWords, englishOurSchoolWords],
    ['Our School facts', schoolFactWords, englishSchoolFactWords],
    ['School Timing', schoolTimingWords, englishTimingWords],
    ['Bus Route', busRouteWords, englishBusRouteWords],
  ])('%s', (_name, hindiWords, englishWords) => {
    expect(outline(hindiWords)).toEqual(outline(englishWords));
    for (const text of strings(hindiWords)) expect(text.trim()).not.toBe('');
  });

  it('tells a twin that misses a key, a row or an item from a whole one', () => {
    const { steps, ...withoutSteps } = portalHelpWords;
    const twoSteps = Object.fromEntries(Object.entries(steps).filter(([id]) => id !== 'mobile-app'));
    const shortList = { ...portalHelpWords, steps: { ...steps, 'log-in': { ...steps['log-in'], items: steps['log-in'].items.slice(1) } } };
    for (const broken of [withoutSteps, { ...portalHelpWords, steps: twoSteps }, shortList]) {
      expect(outline(broken)).not.toEqual(outline(englishPortalHelpWords));
    }
  });
});
