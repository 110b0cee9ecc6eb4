'use client';

import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { ENGLISH_FILTER_WORDS, type FilterWords } from '@/content/i18n/listing-controls';
import { filterPlaced, filterToppers, placedYearOptions, type Placed } from '@/lib/listing/filters';
import { LISTING_SEARCH_MAX_LENGTH, listFilterToParams, PARAMS, parseListFilter, parseToppersFilter, toppersFilterToParams } from '@/lib/routes';
import { replaceUrlQuery, useUrlQuery } from './url-query';

/** One card of a listing as the island gets it: placed on the calendar by the server (see listing-filter.tsx). */
export interface PlacedEntry extends Placed {
  id: string;
  /** What the search box matches (a title, or a topper's name). */
  text: string;
  /** The toppers' session year ('2024-2025'). */
  session?: string;
  card: ReactNode;
}

export interface YearControl {
  /** The first option, meaning every year: 'All' or 'All Years'. */
  allLabel: string;
  /** The year the page starts on (null: all years). */
  defaultYear?: number | null;
}

export interface SessionControl {
  /** Session years, newest first. */
  options: readonly string[];
  /** The session the page starts on (null: all sessions). */
  defaultSession: string | null;
  /** The first option, meaning every session ('Select Years'). */
  allLabel: string;
}

export interface SearchControl {
  label: string;
  placeholder?: string;
}

export interface ListingFilterOptions {
  /** Names the filter group and the list, e.g. 'news'. */
  noun: string;
  year?: YearControl;
  month?: boolean;
  session?: SessionControl;
  search?: SearchControl;
  /** Shows the number of matching items under this label ('Total Count'). */
  countLabel?: string;
  /** Classes of the <ul> of cards (its grid). */
  listClassName: string;
  /** Shown instead of the list when no item matches (the page's placeholder cards). */
  empty: ReactNode;
  /** The bar's own words on a page in another language than English (content/i18n/listings.ts). */
  words?: FilterWords;
}

interface ListingFilterIslandProps extends ListingFilterOptions {
  /** Every item, newest first, as the server got them. */
  entries: readonly PlacedEntry[];
  /**
   * The filter query the server renders (`?year=2024`, as lib/routes.ts writes it): absent on the static
   * page, which renders the default view; the filtered twin's (app/%5Ffiltered) for an address with filters.
   */
  query?: string;
}

// URL writes from the search box wait for a pause in typing: Safari refuses more than 100 replaceState
// calls in 30 seconds, and nobody needs a history entry per keystroke.
const SEARCH_WRITE_DELAY_MS = 300;

const selectClass =
  'block w-full appearance-none rounded-lg border border-sand-300 bg-white bg-[length:1.1rem] bg-[right_0.6rem_center] bg-no-repeat py-2 pr-9 pl-3 text-base text-ink shadow-sm hover:border-navy-400 focus-visible:border-navy-700';
// A chevron drawn in CSS so the native select keeps its platform behaviour but matches the site.
const chevron = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2314306e' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
};

/**
 * Applies a value the visitor gave a control before the script ran. The browser kept it in the control, but
 * React was not listening yet, so the list still shows the view the server sent. Runs once, after hydration.
 */
function useValueFromBeforeHydration(ref: RefObject<HTMLInputElement | HTMLSelectElement | null>, rendered: string, apply: (value: string) => void) {
  const catchUp = useEffectEvent(() => {
    const current = ref.current?.value;
    if (current !== undefined && current !== rendered) apply(current);
  });
  useEffect(() => catchUp(), []);
}

interface FilterSelectProps {
  id: string;
  /** The query parameter the form sends it as. */
  name: string;
  label: string;
  /** The narrowest the control may get, as a Tailwind class. */
  widthClass: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** One labelled drop-down of the filter bar (session, year or month). */
function FilterSelect({ id, name, label, widthClass, value, options, onChange }: FilterSelectProps) {
  const select = useRef<HTMLSelectElement>(null);
  useValueFromBeforeHydration(select, value, onChange);
  return (
    <div className={`${widthClass} flex-1 sm:flex-none`}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <select ref={select} id={id} name={name} className={selectClass} style={chevron} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filter island of every listing: a GET form of native labelled selects (year, month or session), a
 * search box and an Apply button, over the list the server rendered. The state lives in the URL query (year,
 * month, q; session, q) so a filtered view can be shared and survives a reload. Without JavaScript the form
 * sends those same parameters and the server renders the filtered list (app/%5Ffiltered); with it, the list
 * narrows at once and the island writes the address itself. Until it hydrates it renders the view the server
 * sent. Its controls are enabled from the first paint, so hydrating changes none of them; a choice made
 * before then is applied once the script runs.
 *
 * The Apply button stays with the script: the bar looks and works the same before, after and without
 * hydration (nothing moves when the script runs, and a script that fails to load leaves a working form),
 * and with the script it applies the search at once instead of after the typing pause. Its accessible
 * name and the Enter key do what a form's do; the island stops the page load they would start.
 */
export function ListingFilterIsland({
  entries,
  noun,
  year,
  month = false,
  session,
  search,
  countLabel,
  listClassName,
  empty,
  words = ENGLISH_FILTER_WORDS,
  query: serverQuery = '',
}: ListingFilterIslandProps) {
  const query = useUrlQuery(serverQuery);
  const params = useMemo(() => new URLSearchParams(query), [query]);
  const ids = useId();
  const listName = `${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)}`;

  // A shared item's link (`?item=<id>`) shows that item, marked, whatever year the page starts on.
  const sharedId = params.get(PARAMS.item);
  const shared = sharedId !== null && entries.some((entry) => entry.id === sharedId);
  const pageDefaultYear = year?.defaultYear ?? null;
  const defaultYear = shared ? null : pageDefaultYear;
  const defaultSession = session?.defaultSession ?? null;
  const listState = useMemo(() => parseListFilter(params, { year: defaultYear }), [params, defaultYear]);
  const topperState = useMemo(() => parseToppersFilter(params, defaultSession), [params, defaultSession]);

  // What the visitor is typing; the URL's q (trimmed) follows after a pause.
  const [draft, setDraft] = useState<string | null>(null);
  const writeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (shared) document.getElementById(`item-${sharedId}`)?.scrollIntoView({ block: 'center' });
  }, [shared, sharedId]);
  useEffect(
    () => () => {
      if (writeTimer.current) clearTimeout(writeTimer.current);
    },
    [],
  );

  const q = draft ?? (session ? topperState.q : listState.q);
  const selectedYear = year ? listState.year : null;
  const selectedMonth = month ? listState.month : null;
  const selectedSession = session ? topperState.session : null;

  const visible = useMemo(() => {
    if (session) {
      const toppers = entries.map((entry) => ({ entry, name: entry.text, className: 'X' as const, sessionYear: entry.session ?? '' }));
      return filterToppers(toppers, { session: selectedSession, q }).map(({ entry }) => entry);
    }
    return filterPlaced(entries, { year: selectedYear, month: selectedMonth, q }, (entry) => entry.text);
  }, [entries, session, selectedSession, selectedYear, selectedMonth, q]);

  const years = useMemo(() => (year ? placedYearOptions(entries, selectedYear ?? defaultYear) : []), [year, entries, selectedYear, defaultYear]);
  const sessions = useMemo(() => {
    if (!session) return [];
    const extra = [defaultSession, selectedSession].filter((value): value is string => !!value && !session.options.includes(value));
    return [...session.options, ...extra].sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  }, [session, defaultSession, selectedSession]);

  /** Writes a change into the URL, reading the rest of the state from the URL as it is now. */
  function write(change: { year?: number | null; month?: number | null; session?: string | null; q?: string }) {
    const current = new URLSearchParams(window.location.search);
    if (session) {
      const state = parseToppersFilter(current, defaultSession);
      replaceUrlQuery(toppersFilterToParams({ ...state, ...change }, defaultSession));
    } else {
      const state = parseListFilter(current, { year: defaultYear });
      // Written against the page's own default, as the change drops the shared item from the address.
      replaceUrlQuery(listFilterToParams({ ...state, ...change }, { year: pageDefaultYear }));
    }
  }

  function onSearch(value: string) {
    setDraft(value);
    if (writeTimer.current) clearTimeout(writeTimer.current);
    writeTimer.current = setTimeout(() => write({ q: value }), SEARCH_WRITE_DELAY_MS);
  }

  /** Apply or Enter: the list already shows the choice, so only a search still waiting for its pause is written. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (writeTimer.current) clearTimeout(writeTimer.current);
    if (search) write({ q });
  }
  const searchBox = useRef<HTMLInputElement>(null);
  useValueFromBeforeHydration(searchBox, q, onSearch);

  return (
    <div>
      <search aria-label={words.filterOf.replace('{noun}', noun)} className="rounded-card bg-white p-4 shadow-card ring-1 ring-sand-200 sm:p-5">
        <form method="get" onSubmit={onSubmit} className="flex flex-wrap items-end gap-x-4 gap-y-3">
          {session ? (
            <FilterSelect
              id={`${ids}-session`}
              name={PARAMS.session}
              label={words.session}
              widthClass="min-w-36"
              value={selectedSession ?? 'all'}
              options={[{ value: 'all', label: session.allLabel }, ...sessions.map((option) => ({ value: option, label: option }))]}
              onChange={(value) => write({ session: value === 'all' ? null : value })}
            />
          ) : null}
          {year ? (
            <FilterSelect
              id={`${ids}-year`}
              name={PARAMS.year}
              label={words.year}
              widthClass="min-w-32"
              value={selectedYear === null ? 'all' : String(selectedYear)}
              options={[{ value: 'all', label: year.allLabel }, ...years.map((option) => ({ value: String(option), label: String(option) }))]}
              onChange={(value) => write({ year: value === 'all' ? null : Number(value) })}
            />
          ) : null}
          {month ? (
            <FilterSelect
              id={`${ids}-month`}
              name={PARAMS.month}
              label={words.month}
              widthClass="min-w-28"
              value={selectedMonth === null ? '' : String(selectedMonth)}
              options={[{ value: '', label: words.allMonths }, ...words.months.map((name, index) => ({ value: String(index + 1), label: name }))]}
              onChange={(value) => write({ month: value === '' ? null : Number(value) })}
            />
          ) : null}
          {search ? (
            <div className="min-w-48 flex-[2_1_14rem]">
              <label htmlFor={`${ids}-q`} className="mb-1 block text-sm font-semibold text-navy-900">
                {search.label}
              </label>
              <input
                ref={searchBox}
                id={`${ids}-q`}
                name={PARAMS.search}
                type="search"
                maxLength={LISTING_SEARCH_MAX_LENGTH}
                className="block w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-sand-600 hover:border-navy-400 focus-visible:border-navy-700"
                placeholder={search.placeholder}
                value={q}
                autoComplete="off"
                enterKeyHint="search"
                onChange={(event) => onSearch(event.target.value)}
              />
            </div>
          ) : null}
          <button
            type="submit"
            className="rounded-lg border border-navy-800 bg-navy-800 px-5 py-2 text-base font-semibold text-white shadow-sm hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
          >
            {words.apply}
          </button>
          {countLabel ? (
            <p className="ml-auto self-center rounded-full bg-navy-50 px-3 py-1 text-sm font-semibold text-navy-800" aria-live="polite" aria-atomic="true">
              {countLabel}: <span data-testid="listing-count">{visible.length}</span>
            </p>
          ) : null}
        </form>
      </search>
      {/* Heads the cards' h3 headings, which would otherwise follow the page's h1 directly. */}
      <h2 className="sr-only">{listName}</h2>
      {visible.length > 0 ? (
        <ul aria-label={listName} className={`mt-6 ${listClassName}`}>
          {visible.map((entry) => (
            <li
              key={entry.id}
              id={`item-${entry.id}`}
              className={`flex min-w-0 scroll-mt-24 ${entry.id === sharedId ? 'rounded-card ring-2 ring-gold-500 ring-offset-4 ring-offset-sand-50' : ''}`}
            >
              {entry.card}
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6">
          {entries.length > 0 ? (
            <p role="status" className="mb-4 text-sand-700">
              {words.nothingMatches}
            </p>
          ) : null}
          {empty}
        </div>
      )}
    </div>
  );
}
