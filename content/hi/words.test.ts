import { HI_ERROR_WORDS } from '@/content/hi/error';
import { accessibility, contactWords, privacy } from '@/content/hi/pages/statements';
import { accessibilityWords } from '@/content/pages/accessibility';
import { errorWords } from '@/content/pages/error';
import { contactWords as englishContactWords, privacyWords } from '@/content/pages/privacy';

/** The shape of a words object: its keys, lists' lengths and functions, with every string as ''. */
function outline(value: unknown): unknown {
  if (typeof value === 'string') return '';
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
  ])('%s', (_name, hindi, english) => {
    expect(outline(hindi)).toEqual(outline(english));
    for (const text of strings(hindi)) expect(text.trim()).not.toBe('');
  });
});
