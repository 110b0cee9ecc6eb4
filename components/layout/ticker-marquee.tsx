'use client';

import { useState, type CSSProperties, type ReactNode } from 'react';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import { usePrefersReducedMotion } from '@/components/ui/use-reduced-motion';

interface TickerMarqueeProps {
  /** The server-rendered list of announcements. */
  children: ReactNode;
  /** Seconds for one full pass of the list; the server derives it from the number of items. */
  durationSeconds: number;
  /** Names what the pause button stops, e.g. 'announcements'. */
  subject: string;
}

/**
 * Scrolls its children sideways in an endless loop (a second, hidden copy follows the first so the
 * loop has no gap). The scroll pauses while the pointer is over it, while keyboard focus is inside it,
 * and while the pause button is pressed. Under prefers-reduced-motion it stands still as a scrollable row.
 */
export function TickerMarquee({ children, durationSeconds, subject }: TickerMarqueeProps) {
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const moving = !reducedMotion;
  const style = { '--ticker-duration': `${durationSeconds}s` } as CSSProperties;

  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <div
        className={`group relative min-w-0 flex-1 ${moving ? 'overflow-hidden motion-reduce:overflow-x-auto' : 'overflow-x-auto'}`}
      >
        <div
          data-testid="ticker-track"
          data-state={moving ? (paused ? 'paused' : 'running') : 'still'}
          style={style}
          className={
            moving
              ? `flex w-max animate-ticker group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:animate-none ${paused ? '[animation-play-state:paused]' : ''}`
              : 'flex w-max'
          }
        >
          <div className="flex shrink-0">{children}</div>
          {moving ? (
            <div className="flex shrink-0" aria-hidden="true" inert>
              {children}
            </div>
          ) : null}
        </div>
      </div>
      {moving ? (
        // Above the track: the announcements slide under it (clipped), and a target partly covered by
        // another, even a clipped one, fails WCAG 2.5.8 target size.
        <button
          type="button"
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
          className="relative z-10 inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-navy-800/25 bg-white text-navy-900 transition-colors hover:bg-navy-50 motion-reduce:hidden"
        >
          {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
          <span className="sr-only">Pause {subject}</span>
        </button>
      ) : null}
    </div>
  );
}
