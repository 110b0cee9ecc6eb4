'use client';

import { useState, type CSSProperties, type ReactNode } from 'react';
import { PauseIcon, PlayIcon } from './icons';
import { useDeferredHydrated } from './use-hydrated';
import { usePrefersReducedMotion } from './use-reduced-motion';

interface MarqueeProps {
  /** The server-rendered list. */
  children: ReactNode;
  /** 'left': a row moving sideways (the header's ticker); 'up': a column moving upwards (the latest news). */
  direction: 'left' | 'up';
  /** Seconds for one full pass of the list; callers derive it from the number of items. */
  durationSeconds: number;
  /** Names the still scroll box and what the pause button stops ("Pause {label}"), e.g. 'announcements'. */
  label: string;
  /** The pause button's name, when not "Pause {label}" (a page in another language). */
  pauseLabel?: string;
  /** Names the test hooks: `{name}-viewport` and `{name}-track`. */
  name: string;
  /** Never moves: a list short enough to show whole. */
  still?: boolean;
  /** Classes of the window onto the list: its height, for 'up'. */
  className?: string;
}

const STILL_VIEWPORT = {
  // The scrollbar stays hidden until the visitor asks for reduced motion: otherwise the row would lose its
  // height when it starts moving.
  left: 'flex-1 overflow-x-auto overscroll-x-contain [scrollbar-width:none] motion-reduce:[scrollbar-width:auto]',
  up: 'overflow-y-auto overscroll-contain',
} as const;

const MOVING_VIEWPORT = {
  left: 'flex-1 overflow-hidden',
  up: 'overflow-hidden [mask-image:linear-gradient(to_bottom,transparent,#000_1.25rem,#000_calc(100%-1.25rem),transparent)]',
} as const;

// Hover and keyboard focus pause the list (CSS, so they act at once); the button pauses it for good.
const MOVING_TRACK = {
  left: 'animate-marquee-left group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:animate-none',
  up: 'animate-marquee-up group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:animate-none',
} as const;

/**
 * The site's one marquee: a list that scrolls by itself in an endless loop (a second, hidden and inert copy
 * follows the first, so the loop has no gap), sideways for the ticker, upwards for the latest news.
 *
 * - It moves only once the script runs and its pause button works (WCAG 2.2.2), so nothing on the page moves
 *   without a way to stop it. Until then, under prefers-reduced-motion, and for a `still` list, it is a
 *   keyboard-focusable scroll box of the same size: the page does not shift when it starts.
 * - While it moves it pauses when the pointer is over it, while keyboard focus is inside it, and while its
 *   pause button is pressed.
 */
export function Marquee({ children, direction, durationSeconds, label, pauseLabel = `Pause ${label}`, name, still = false, className = '' }: MarqueeProps) {
  const hydrated = useDeferredHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const moving = hydrated && !reducedMotion && !still;
  const style = { '--marquee-duration': `${durationSeconds}s` } as CSSProperties;
  const horizontal = direction === 'left';

  const viewport = (
    <div
      data-testid={`${name}-viewport`}
      // Still, the box scrolls natively and needs focus for keyboard users; moving, focus goes to its links.
      tabIndex={moving ? undefined : 0}
      role={moving ? undefined : 'group'}
      aria-label={moving ? undefined : label}
      className={`group relative min-w-0 ${moving ? MOVING_VIEWPORT[direction] : STILL_VIEWPORT[direction]} ${className}`}
    >
      <div
        data-testid={`${name}-track`}
        data-state={moving ? (paused ? 'paused' : 'running') : 'still'}
        style={style}
        className={`${horizontal ? 'flex w-max' : ''} ${moving ? MOVING_TRACK[direction] : ''} ${moving && paused ? '[animation-play-state:paused]' : ''}`}
      >
        <div className={horizontal ? 'flex shrink-0' : undefined}>{children}</div>
        {moving ? (
          <div className={horizontal ? 'flex shrink-0' : undefined} aria-hidden="true" inert>
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );

  // The button's place is kept from the first paint, so the page does not shift when it appears; a visitor
  // who asked for reduced motion never gets it.
  const control = still ? null : moving ? (
    <button
      type="button"
      aria-pressed={paused}
      onClick={() => setPaused((value) => !value)}
      // Above the track: a sideways list slides under it (clipped), and a target partly covered by another,
      // even a clipped one, fails WCAG 2.5.8 target size.
      className="relative z-10 inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-navy-800/25 bg-white text-navy-900 shadow-sm transition-colors hover:bg-navy-50"
    >
      {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
      <span className="sr-only">{pauseLabel}</span>
    </button>
  ) : hydrated ? null : (
    <span aria-hidden="true" className="size-9 shrink-0 motion-reduce:hidden" />
  );

  if (horizontal) {
    return (
      <div className="flex min-w-0 flex-1 items-center gap-2">
        {viewport}
        {control}
      </div>
    );
  }
  return (
    <div>
      {viewport}
      {control ? <div className="mt-3 flex h-9 justify-end motion-reduce:hidden">{control}</div> : null}
    </div>
  );
}
