'use client';

import { useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

export interface TabItem {
  /** Also the URL hash that selects the tab (`/Laboratories#physics-lab`) and the panel's id. */
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  /** The accessible name of the tab list, e.g. 'Laboratories'. */
  label: string;
  items: readonly TabItem[];
  /** Heading level of each panel's title in the no-JavaScript view. */
  headingLevel?: 2 | 3;
}

// The selected tab lives in the URL hash, so a tab can be linked to and survives a reload. Selecting a tab
// replaces the hash (no history entry, no jump) and tells subscribers through this event, because
// history.replaceState does not fire `hashchange`.
const HASH_EVENT = 'tabs:hash';

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  window.addEventListener(HASH_EVENT, onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener(HASH_EVENT, onChange);
  };
}

const readHash = () => decodeURIComponent(window.location.hash.slice(1));
const serverHash = () => '';

function selectHash(id: string) {
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
  window.dispatchEvent(new Event(HASH_EVENT));
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right arrows move between tabs (wrapping), Home and End
 * jump to the first and last; only the selected tab is in the Tab order. Each tab is linkable by URL hash.
 *
 * The server renders every panel, one after another under its own heading, behind a list of in-page links,
 * so the page reads completely without JavaScript; after hydration it becomes a tab list with one panel shown.
 */
export function Tabs({ label, items, headingLevel = 2 }: TabsProps) {
  const hydrated = useHydrated();
  const hash = useSyncExternalStore(subscribeToHash, readHash, serverHash);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const found = items.findIndex((item) => item.id === hash);
  const selected = found >= 0 ? found : 0;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (!hydrated) {
    return (
      <div>
        <nav aria-label={label} className="mb-6">
          <ul className="flex flex-wrap gap-2">
            {items.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`} className="inline-block rounded-full bg-white px-4 py-2 font-semibold text-navy-800 ring-1 ring-sand-300 hover:ring-navy-700">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-10">
          {items.map((item) => (
            <section key={item.id} id={item.id} aria-labelledby={`${item.id}-heading`}>
              <Heading id={`${item.id}-heading`} className="mb-4 font-serif text-2xl font-bold text-navy-900">
                {item.label}
              </Heading>
              {item.content}
            </section>
          ))}
        </div>
      </div>
    );
  }

  function moveTo(index: number) {
    const count = items.length;
    const next = ((index % count) + count) % count;
    const item = items[next];
    if (!item) return;
    selectHash(item.id);
    tabRefs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveTo(selected + 1),
      ArrowLeft: () => moveTo(selected - 1),
      Home: () => moveTo(0),
      End: () => moveTo(items.length - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        // Many tabs wrap onto several lines at 375 px rather than scrolling out of sight.
        className="flex flex-wrap gap-2 border-b-2 border-sand-200 pb-3"
      >
        {items.map((item, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${item.id}-tab`}
              aria-selected={isSelected}
              aria-controls={item.id}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => selectHash(item.id)}
              onKeyDown={onKeyDown}
              className={`rounded-full px-4 py-2 text-[0.95rem] font-semibold transition-colors motion-reduce:transition-none ${
                isSelected ? 'bg-navy-800 text-white shadow-card' : 'bg-white text-navy-800 ring-1 ring-sand-300 hover:bg-navy-50 hover:ring-navy-400'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={item.id}
          aria-labelledby={`${item.id}-tab`}
          hidden={index !== selected}
          tabIndex={0}
          className="pt-6"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
