import { useSyncExternalStore } from 'react';
import { queryString } from '@/lib/routes';

// The page's query string as an external store. Filters write it with history.replaceState, which Next
// integrates into its router without asking the server for the page again (these pages are static, so a
// router.replace would fetch the same RSC payload on every change) and without scrolling. replaceState fires
// no event, so writers notify the store themselves; popstate covers back and forward.

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/**
 * The current query string ('?year=2025'). The server renders `serverQuery`: '' (the default view) on a
 * static page, the filters of the address on a dynamically rendered one. Hydration reads it the same way;
 * where the address says otherwise, React then re-renders the readers with it. An address that says the
 * same, the usual case, costs them no re-render.
 */
export function useUrlQuery(serverQuery = ''): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => serverQuery,
  );
}

/** Replaces the query string of the current history entry (no new entry, no scroll) and tells every reader. */
export function replaceUrlQuery(params: URLSearchParams): void {
  const url = `${window.location.pathname}${queryString(params)}${window.location.hash}`;
  if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
    window.history.replaceState(null, '', url);
  }
  notifyUrlQuery();
}

/** Tells every reader that the query string changed, after a history entry was pushed elsewhere. */
export function notifyUrlQuery(): void {
  for (const listener of listeners) listener();
}
