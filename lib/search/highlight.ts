// Marks the words a search matched inside a result's text, and cuts an excerpt around the first match.

export interface Segment {
  text: string;
  match: boolean;
}

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` into plain and matched segments. A term matches at the start of a word and runs to the end
 * of that word, so a search for 'librar' marks the whole of 'Library', as the prefix search found it.
 */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const usable = [...new Set(terms.map((term) => term.trim().toLowerCase()).filter(Boolean))];
  if (usable.length === 0) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${usable.map(escape).join('|')})[\\p{L}\\p{N}]*`, 'giu');
  const segments: Segment[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

/**
 * About `length` characters of `text` around its first match, cut at word boundaries and marked with
 * ellipses where text was left out; the start of the text when nothing matches.
 */
export function excerpt(text: string, terms: readonly string[], length = 200): string {
  if (text.length <= length) return text;
  const segments = highlight(text, terms);
  const first = segments.findIndex((segment) => segment.match);
  const offset = first <= 0 ? 0 : segments.slice(0, first).reduce((sum, segment) => sum + segment.text.length, 0);
  let start = Math.max(0, offset - Math.floor(length / 3));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}
