'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';

/** One image of the viewer: the full image and what its caption says. */
export interface LightboxSlide {
  src: string;
  alt: string;
  title?: string;
  /** Second caption line (the date, in short-month format). */
  description?: string;
}

// The viewer and its CSS are a separate chunk, fetched on the first open only.
const LightboxViewer = dynamic(() => import('./lightbox-viewer'), { ssr: false });

interface LightboxApi {
  open: (slides: readonly LightboxSlide[], index: number) => void;
}

const LightboxContext = createContext<LightboxApi | null>(null);

interface ViewerState {
  slides: readonly LightboxSlide[];
  index: number;
  open: boolean;
}

/** Clamps an index to the slides (spec section 4: between 0 and the last image). */
export function clampIndex(index: number, length: number): number {
  if (length <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), length - 1);
}

/** Holds the one image viewer of a page; LightboxLinks inside it open it. */
export function LightboxProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ViewerState | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((slides: readonly LightboxSlide[], index: number) => {
    if (slides.length === 0) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState({ slides, index: clampIndex(index, slides.length), open: true });
  }, []);

  const close = useCallback(() => {
    // Closing resets the index (spec section 4); the viewer stays mounted so reopening is instant.
    setState((current) => (current ? { ...current, index: 0, open: false } : current));
    const target = opener.current;
    opener.current = null;
    // After the viewer's exit animation has released focus, give it back to the link that opened it.
    if (target) window.setTimeout(() => target.isConnected && target.focus({ preventScroll: true }), 0);
  }, []);

  const onView = useCallback((index: number) => {
    setState((current) => (current && current.index !== index ? { ...current, index: clampIndex(index, current.slides.length) } : current));
  }, []);

  const api = useMemo(() => ({ open }), [open]);

  return (
    <LightboxContext.Provider value={api}>
      {children}
      {state ? <LightboxViewer slides={state.slides} index={state.index} open={state.open} onClose={close} onView={onView} /> : null}
    </LightboxContext.Provider>
  );
}

interface LightboxLinkProps {
  slides: readonly LightboxSlide[];
  index: number;
  /** The full image: where the link goes without JavaScript. */
  href: string;
  /** Accessible name of the link ('View photo 3 of 7: Annual Day'). */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to a full image that opens the page's viewer at `index` instead; without JavaScript (or with a
 * modifier key, to open a new tab) it stays an ordinary link to the image.
 */
export function LightboxLink({ slides, index, href, label, className, children }: LightboxLinkProps) {
  const api = useContext(LightboxContext);
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!api || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    api.open(slides, index);
  }
  return (
    <a href={href} aria-label={label} aria-haspopup="dialog" className={className} onClick={onClick}>
      {children}
    </a>
  );
}
