'use client';

import { useState, type CSSProperties, type ReactNode } from 'react';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import { useHydrated } from '@/components/ui/use-hydrated';
import { usePrefersReducedMotion } from '@/components/ui/use-reduced-motion';
import styles from './news-scroller.module.css';

interface NewsScrollerProps {
  /** The server-rendered list of news items. */
  children: ReactNode;
  /** Items in the list; the scroll speed and whether it scrolls at all follow from it. */
  count: number;
  /** Names what the pause button stops, e.g. 'latest news'. */
  label: string;
}

const HEIGHT = '24rem';
const SECONDS_PER_ITEM = 4;
const MIN_ITEMS_TO_SCROLL = 3;

/**
 * Scrolls the latest news upwards in an endless loop once JavaScript runs; until then (and under reduced
 * motion) the list is a still, keyboard-scrollable box of the same height, so nothing shifts. The scroll
 * pauses on hover and focus (CSS) and with the pause button (WCAG 2.2.2).
 */
export function NewsScroller({ children, count, label }: NewsScrollerProps) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const moving = hydrated && !reducedMotion && count >= MIN_ITEMS_TO_SCROLL;
  const style = { '--news-height': HEIGHT, '--news-duration': `${count * SECONDS_PER_ITEM}s` } as CSSProperties;

  const scrolls = count >= MIN_ITEMS_TO_SCROLL;

  return (
    <div>
      <div
        style={style}
        // Still, the box scrolls natively and needs focus for keyboard users; moving, focus goes to its links.
        tabIndex={moving ? undefined : 0}
        role={moving ? undefined : 'region'}
        aria-label={moving ? undefined : label}
        data-testid="news-viewport"
        className={moving ? `${styles.viewport} ${paused ? styles.paused : ''}` : 'h-(--news-height) overflow-y-auto overscroll-contain'}
      >
        <div className={moving ? styles.track : undefined} data-testid="news-track" data-state={moving ? (paused ? 'paused' : 'running') : 'still'}>
          {children}
          {moving ? (
            <div aria-hidden="true" inert>
              {children}
            </div>
          ) : null}
        </div>
      </div>
      {/* The button's row is reserved before hydration so the page does not shift when it appears. */}
      {scrolls ? (
        <div className="mt-3 flex h-9 justify-end">
          {moving ? (
            <button
              type="button"
              aria-pressed={paused}
              onClick={() => setPaused((value) => !value)}
              className="inline-flex size-9 items-center justify-center rounded-full border border-navy-800/25 bg-white text-navy-900 shadow-sm transition-colors hover:bg-navy-50"
            >
              {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
              <span className="sr-only">Pause {label}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
