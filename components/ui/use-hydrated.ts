import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and during hydration, true once the component runs in the browser.
 * An island mounted by a client-side navigation is true from its first render. After hydration React
 * re-renders every island that uses it synchronously, inside the task that hydrated the page, walking the
 * whole tree to reach them: on a long page, tens of milliseconds of a phone's main thread.
 * For islands whose fallback must never show once the script runs, because the switch moves the page (the
 * tabs: every panel, then one). Prefer useDeferredHydrated.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * False while the server renders and during hydration; true after the island's first commit in the browser,
 * switched in a transition, which React renders in short slices once the page has hydrated instead of
 * lengthening the hydration task. Every mount shows the fallback first, for a frame, including a mount by a
 * client-side navigation. So it suits islands where that frame is harmless: the menus (their CSS fallback),
 * the marquees (a still list of the same size), Share (only where the browser can share) and the TC form's
 * own validation. Not for a control the script only makes work: send it enabled and hide it with
 * `noscript:` (app/globals.css): switching form controls' `disabled` at hydration made a long task.
 */
export function useDeferredHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
