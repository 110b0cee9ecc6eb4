import { excerpt, highlight } from './highlight';

describe('highlight', () => {
  it('marks whole words that start with a term, in any case', () => {
    expect(highlight('The Library opens; librarians help.', ['librar'])).toEqual([
      { text: 'The ', match: false },
      { text: 'Library', match: true },
      { text: ' opens; ', match: false },
      { text: 'librarians', match: true },
      { text: ' help.', match: false },
    ]);
  });

  it('does not mark a term inside a word', () => {
    expect(highlight('Sports day', ['port'])).toEqual([{ text: 'Sports day', match: false }]);
  });

  it('treats terms as text, not patterns', () => {
    expect(highlight('a (b) c', ['(b'])).toEqual([
      { text: 'a ', match: false },
      { text: '(b', match: true },
      { text: ') c', match: false },
    ]);
    expect(highlight('cost Rs 250', ['250', '.*'])).toEqual([
      { text: 'cost Rs ', match: false },
      { text: '250', match: true },
    ]);
  });
});

describe('excerpt', () => {
  const long = `${'Opening words of the page. '.repeat(20)}The transfer certificate fee is Rs 250. ${'Closing words. '.repeat(20)}`;

  it('keeps short texts whole', () => {
    expect(excerpt('Short text', ['text'])).toBe('Short text');
  });

  it('cuts around the first match, at word boundaries, with ellipses', () => {
    const cut = excerpt(long, ['certificate'], 120);
    expect(cut).toContain('transfer certificate fee');
    expect(cut.startsWith('… ')).toBe(true);
    expect(cut.endsWith(' …')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(124);
    const inner = cut.slice(2, -2);
    const at = long.indexOf(inner);
    expect(at).toBeGreaterThan(0);
    expect([long[at - 1], long[at + inner.length]]).toEqual([' ', ' ']);
  });

  it('starts at the beginning when nothing matches', () => {
    expect(excerpt(long, ['zebra'], 60).startsWith('Opening words')).toBe(true);
  });
});
