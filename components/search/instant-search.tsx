'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import useSWR from 'swr';
import type { SearchOutcome } from '@/lib/search/index';
import { normaliseQuery, searchAnswerUrl } from '@/lib/search/query';
import { searchPath } from '@/lib/routes';
import { SearchHitList, SearchSummary } from './search-results';

/** How long typing must pause before the words typed so far are searched. */
export const DEBOUNCE_MS = 250;

const NOTHING_ASKED: SearchOutcome = { query: '', hits: [], total: 0, counts: [] };

function isOutcome(value: unknown): value is SearchOutcome {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Partial<Record<keyof SearchOutcome, unknown>>;
  return typeof answer.query === 'string' && typeof answer.total === 'number' && Array.isArray(answer.hits) && Array.isArray(answer.counts);
}

async function fetchOutcome(url: string): Promise<SearchOutcome> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The search answered ${response.status}.`);
  const answer: unknown = await response.json();
  if (!isOutcome(answer)) throw new Error('The search answered in an unexpected shape.');
  return answer;
}

interface InstantSearchProps {
  /** The query the server rendered `summary` and `hits` for. */
  initialQuery: string;
  /** How many hits an answer shows at most. */
  shown: number;
  /** The page's search form: a plain GET form to /search, which works before and without this script. */
  form: ReactNode;
  /** The server's rendering of initialQuery's summary, shown until the browser has results of its own. */
  summary: ReactNode;
  /** The server's rendering of initialQuery's hits, likewise. */
  hits: ReactNode;
}

/**
 * Results while typing on /search. The server-rendered page stays the source of truth: its form and
 * results are shown as they came until the visitor changes the query; then, once typing pauses for
 * DEBOUNCE_MS, the query's JSON answer (/api/search) is fetched and rendered with the same components,
 * the results shown before staying in place until it arrives. The address bar follows the query (so the
 * results can be shared), the summary sits in a live region that stays in place (so each new count is
 * announced), and focus stays in the search box. Pressing Enter searches at once; after a failed answer
 * it submits the form, so the visitor gets the server's page.
 */
export function InstantSearch({ initialQuery, shown, form, summary, hits }: InstantSearchProps) {
  const addressQuery = normaliseQuery(useSearchParams().get('q'));
  // Back on this page after following a result, Next shows it as the server first rendered it, at the
  // address the typing left: then the address's words are searched again and put back in the box.
  const [restored] = useState(() => (addressQuery === initialQuery ? null : addressQuery));
  // null until the visitor's typing changes the query: the server's results are shown as they are.
  const [query, setQuery] = useState<string | null>(restored);
  const formArea = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const key = query ? searchAnswerUrl(query) : null;
  const { data, error, isLoading } = useSWR(key, fetchOutcome, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    const field = formArea.current?.querySelector('input[name="q"]');
    if (restored !== null && field instanceof HTMLInputElement) field.value = restored;
  }, [restored]);
  useEffect(() => {
    if (query !== null) window.history.replaceState(null, '', searchPath(query));
  }, [query]);

  const search = (value: string, delay: number) => {
    clearTimeout(timer.current);
    const next = normaliseQuery(value);
    const apply = () => setQuery((current) => (next === (current ?? initialQuery) ? current : next));
    if (delay > 0) timer.current = setTimeout(apply, delay);
    else apply();
  };

  const onInput = (event: FormEvent<HTMLDivElement>) => {
    const field = event.target;
    if (field instanceof HTMLInputElement && field.name === 'q') search(field.value, DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent<HTMLDivElement>) => {
    const field = event.target instanceof HTMLFormElement ? event.target.elements.namedItem('q') : null;
    if (!(field instanceof HTMLInputElement) || error) return;
    event.preventDefault();
    search(field.value, 0);
  };

  const outcome = query === '' ? NOTHING_ASKED : key ? data : undefined;
  const pending = key !== null && isLoading;
  const failed = key !== null && !isLoading && error !== undefined;

  return (
    <>
      <div ref={formArea} onInput={onInput} onSubmit={onSubmit}>
        {form}
      </div>
      <div role="status">
        {failed ? (
          <p className="mb-3 font-semibold text-red-700">Results for “{query}” could not be loaded just now. Press Enter to search again.</p>
        ) : null}
        {outcome ? <SearchSummary outcome={outcome} shown={shown} /> : summary}
      </div>
      <div aria-busy={pending} className={`transition-opacity motion-reduce:transition-none ${pending ? 'opacity-60' : ''}`}>
        {outcome ? <SearchHitList outcome={outcome} /> : hits}
      </div>
    </>
  );
}
