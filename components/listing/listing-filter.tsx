import type { ReactNode } from 'react';
import { placeOnCalendar } from '@/lib/listing/filters';
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
}

/**
 * A listing with its filters (see ListingFilterIsland). Each item's date is placed on the Kolkata calendar
 * here, on the server, and the island gets only the year and month, so the browser filters without a
 * time-zone formatter of its own.
 */
export function ListingFilter({ entries, ...options }: ListingFilterProps) {
  return <ListingFilterIsland entries={entries.map(({ date, ...entry }) => ({ ...entry, ...placeOnCalendar({ date }) }))} {...options} />;
}

/**
 * The spec's full filter bar (news, events, notices, the gallery and the programs): a year dropdown (All plus
 * the years), a month dropdown, a title search and the count of matching items.
 */
export function fullFilters(noun: string, { defaultYear = null, countLabel = 'Total Count' }: { defaultYear?: number | null; countLabel?: string } = {}) {
  return {
    noun,
    year: { allLabel: 'All', defaultYear },
    month: true,
    search: { label: 'Search by title', placeholder: `Search ${noun}` },
    countLabel,
  } satisfies Partial<ListingFilterOptions>;
}
