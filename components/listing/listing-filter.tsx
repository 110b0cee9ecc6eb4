import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import type { FilteredListingRoute } from '@/content/routes';
import { placeOnCalendar } from '@/lib/listing/filters';
import { LISTING_WORDS } from '@/content/i18n/listings';
import { presentProps } from '@/lib/i18n';
import { listFilterQuery, localePath, queryString, toppersFilterQuery, toSearchParams, type Locale } from '@/lib/routes';
import { ListingFilterIsland, type ListingFilterOptions } from './listing-filter-island';

/** One card of a listing with the fields the filters read; `card` is rendered by the server. */
export interface FilterEntry {
  id: string;
  /** ISO instant or null; year and month filters read it. */
  date: string | null;
  /** What the search box matches (a title, or a topper's name). */
  text: string;
  /** The toppers' session year ('2024-2025'). */
  session?: string;
  card: ReactNode;
}

interface ListingFilterProps extends ListingFilterOptions {
  /** Every item, newest first, as the server got them. */
  entries: readonly FilterEntry[];
  /** The filter query to render (see ListingFilterIsland); absent: the page's default view. */
  query?: string;
}

/**
 * A listing with its filters (see ListingFilterIsland). Each item's date is placed on the Kolkata calendar
 * here, on the server, and the island gets only the year and month, so the browser filters without a
 * time-zone formatter of its own.
 */
export function ListingFilter({ entries, query, ...options }: ListingFilterProps) {
  // No `query` prop at all on the static page: an undefined one would still be written into its payload.
  return (
    <ListingFilterIsland
      entries={entries.map(({ date, ...entry }) => ({ ...entry, ...placeOnCalendar({ date }) }))}
      {...options}
      {...(query === undefined ? {} : { query })}
    />
  );
}

/**
 * The spec's full filter bar (news, events, notices, the gallery and the programs): a year dropdown (All plus
 * the years), a month dropdown, a title search and the count of matching items. In another locale than
 * English, `noun` is that locale's and the bar's words come with it (content/i18n/listings.ts).
 */
export function fullFilters(
  noun: string,
  { defaultYear = null, countLabel, locale = 'en' }: { defaultYear?: number | null; countLabel?: string; locale?: Locale } = {},
) {
  const words = LISTING_WORDS[locale];
  return {
    noun,
    year: { allLabel: words.allYears, defaultYear },
    month: true,
    search: { label: words.searchLabel, placeholder: words.searchPlaceholder(noun) },
    countLabel: countLabel ?? words.countLabel,
    ...presentProps({ words: words.filter }),
  } satisfies Partial<ListingFilterOptions>;
}

/**
 * The bar of the e-magazine and media coverage pages: a year dropdown (All Years plus the years), a title
 * search and the count. The month filter of the original exists in logic only; no month control is shown
 * (spec section 2).
 */
export function yearAndSearchFilters(noun: string, placeholder: string) {
  return {
    noun,
    year: { allLabel: 'All Years' },
    search: { label: 'Search by title', placeholder },
    countLabel: 'Total Count',
  } satisfies Partial<ListingFilterOptions>;
}

/** A listing's query as Next gives it to the page that renders filters (app/%5Ffiltered); none on the static page. */
export type ListingQuery = Record<string, string | string[] | undefined>;

/**
 * The filter query a listing renders for the visitor's `query`, as the island writes it (lib/routes.ts), or
 * undefined on the static page, which renders its default view. An address that asks for a view in other
 * words than the island's (a form's empty `month=&q=`, year=abc, a repeated or unknown parameter beside the
 * filters, a filter the page lacks) is redirected (307) to the island's address, so each view has one
 * address to share, and a view that is the default one is the static page itself.
 */
export function filterView(
  route: FilteredListingRoute,
  query: ListingQuery | undefined,
  { year, month, search, session }: Pick<ListingFilterOptions, 'year' | 'month' | 'search' | 'session'>,
  locale: Locale = 'en',
): string | undefined {
  if (query === undefined) return undefined;
  const view = queryString(
    session
      ? toppersFilterQuery(query, session.defaultSession)
      : listFilterQuery(query, { year: !!year, month: !!month, search: !!search }, { year: year?.defaultYear ?? null }),
  );
  if (queryString(toSearchParams(query)) !== view) redirect(localePath(`${route}${view}`, locale));
  return view;
}
