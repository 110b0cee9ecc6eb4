import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { getConfig } from '@/lib/config';
import { searchSite } from '@/lib/search/index';
import { MAX_QUERY_LENGTH, SEARCH_ANSWER_PATH, collapseWhitespace } from '@/lib/search/query';
import { turns } from '@/lib/search/turns';

/**
 * The JSON answer of a search, for the instant results on /search: GET /api/search?q=words answers the
 * SearchOutcome that the /search page renders for the same words. Answers are cached like the site's pages
 * (by nginx, see deploy/nginx-site.conf.template), so a query many visitors type is searched once per
 * revalidation window.
 */

/** Next's own default for how long a stale page may still be answered while it is refreshed: a year. */
const EXPIRE_SECONDS = 31_536_000;

const MISSING = `Give the words to search for as q, for example ${SEARCH_ANSWER_PATH}?q=library.`;

/** One q, whitespace collapsed, not empty, at most MAX_QUERY_LENGTH characters (the search box's own limit). */
const queryParameter = z
  .array(z.string())
  .min(1, MISSING)
  .max(1, 'Give q only once.')
  .transform(([raw = '']) => collapseWhitespace(raw))
  .pipe(z.string().min(1, MISSING).max(MAX_QUERY_LENGTH, `q may be at most ${MAX_QUERY_LENGTH} characters long.`));

/** Like the page, at most two searches run at once; the others wait their turn without using the processor. */
const searchTurn = turns(2, 10_000);

function refusal(status: number, message: string): Response {
  return Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } });
}

export async function GET(request: NextRequest): Promise<Response> {
  const parsed = queryParameter.safeParse(request.nextUrl.searchParams.getAll('q'));
  if (!parsed.success) return refusal(400, parsed.error.issues[0]?.message ?? MISSING);
  const giveBack = await searchTurn();
  try {
    const outcome = await searchSite(parsed.data);
    // The same freshness as an ISR page of this site: s-maxage of the content's revalidation period.
    const fresh = getConfig().revalidateSeconds;
    return Response.json(outcome, { headers: { 'Cache-Control': `s-maxage=${fresh}, stale-while-revalidate=${EXPIRE_SECONDS - fresh}` } });
  } catch (error) {
    // One line naming what failed; the visitor gets a plain message, never a trace.
    console.error(JSON.stringify({ level: 'error', msg: 'search-answer-failed', error: error instanceof Error ? error.message : 'unknown' }));
    return refusal(503, 'Search is not available just now. Please try again in a moment.');
  } finally {
    giveBack();
  }
}
