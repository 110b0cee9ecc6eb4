// The rules of a search query, shared by the server (the /search page and its JSON answer) and the
// browser's instant search, so both search for exactly the same words.

/** Longer queries are cut here: nobody types more, and it bounds the work a request can ask for. */
export const MAX_QUERY_LENGTH = 100;
/** How many hits a search shows, best first. */
export const MAX_HITS = 50;
/** The JSON answer of a search (app/api/search/route.ts). */
export const SEARCH_ANSWER_PATH = '/api/search';

/** Runs of whitespace made one space, none at either end. */
export function collapseWhitespace(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The query as searched: whitespace collapsed, at most MAX_QUERY_LENGTH characters. */
export function normaliseQuery(raw: string | string[] | null | undefined): string {
  const value = Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '');
  return collapseWhitespace(value).slice(0, MAX_QUERY_LENGTH);
}

/** Where the browser asks for the JSON answer of `query` (already normalised). */
export function searchAnswerUrl(query: string): string {
  return `${SEARCH_ANSWER_PATH}?q=${encodeURIComponent(query)}`;
}
