import { useEffect } from 'react';

// Our mark in history.state. Next's App Router wraps pushState/replaceState and copies its own router state
// into the object passed, so entries written here stay entries Next can restore without a reload.
const MARK = 'overlay';

function currentMark(): unknown {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[MARK] : undefined;
}

/** Whether the current history entry is the one the overlay `key` added when it opened. */
export function isOverlayEntry(key: string): boolean {
  return currentMark() === key;
}

/** Adds a history entry for the overlay `key` that opens now, at `url` (by default the current address). */
export function pushOverlayEntry(key: string, url: string = window.location.href): void {
  window.history.pushState({ [MARK]: key }, '', url);
}

/** Changes the address of the overlay's entry (e.g. the photo shown) without adding another. */
export function replaceOverlayEntry(key: string, url: string): void {
  window.history.replaceState({ [MARK]: key }, '', url);
}

/**
 * An overlay opened straight from its address (a shared link) has no entry of its own, so Back would leave
 * the page: rewrite the current entry to the page without the overlay (`closedUrl`) and add one for it.
 */
export function adoptOverlayEntry(key: string, closedUrl: string): void {
  if (isOverlayEntry(key)) return;
  const openUrl = window.location.href;
  window.history.replaceState(null, '', closedUrl);
  pushOverlayEntry(key, openUrl);
}

/**
 * Closes the overlay the way Back does when it has its own entry (so the entry goes and Forward does not
 * reopen a stale one); otherwise calls `close` at once.
 */
export function leaveOverlay(key: string, close: () => void): void {
  if (isOverlayEntry(key)) window.history.back();
  else close();
}

/** While `open`, calls `onBack` when the visitor goes Back (or Forward) off the overlay's entry. */
export function useCloseOnBack(key: string, open: boolean, onBack: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPopState = () => {
      if (!isOverlayEntry(key)) onBack();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [key, open, onBack]);
}
