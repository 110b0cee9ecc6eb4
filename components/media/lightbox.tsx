'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { PARAMS, withPhoto } from '@/lib/routes';
import { adoptOverlayEntry, isOverlayEntry, leaveOverlay, pushOverlayEntry, replaceOverlayEntry, useCloseOnBack } from '@/components/ui/overlay-history';

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

/** An album's photos, addressable as `?photo=<n>` (counted from 1) while the viewer shows them. */
export interface AddressablePhotos {
  slides: readonly LightboxSlide[];
  /** The photo the page was opened at (`?photo=`, read by the server), as an index from 0; null for none. */
  initialIndex: number | null;
}

/** The current address with the album's photo parameter set to `index` (or removed for null). */
function photoUrl(index: number | null): string {
  return `${window.location.pathname}${withPhoto(window.location.search, index)}${window.location.hash}`;
}

/**
 * Holds the one image viewer of a page; LightboxLinks inside it open it. Opening adds a history entry, so a
 * phone's Back button closes the viewer and stays on the page. With `album`, that entry's address names the
 * photo shown (`?photo=3`), and a page opened at such an address starts with the viewer open there.
 */
export function LightboxProvider({ children, album }: { children: ReactNode; album?: AddressablePhotos }) {
  const key = useId();
  const [state, setState] = useState<ViewerState | null>(() =>
    album && album.initialIndex !== null ? { slides: album.slides, index: clampIndex(album.initialIndex, album.slides.length), open: true } : null,
  );
  const opener = useRef<HTMLElement | null>(null);
  const addressable = album !== undefined;
  const openedFromAddress = useRef(state?.open === true);

  useEffect(() => {
    if (openedFromAddress.current) adoptOverlayEntry(key, photoUrl(null));
  }, [key]);

  const open = useCallback(
    (slides: readonly LightboxSlide[], index: number) => {
      if (slides.length === 0) return;
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const start = clampIndex(index, slides.length);
      setState({ slides, index: start, open: true });
      pushOverlayEntry(key, addressable ? photoUrl(start) : undefined);
    },
    [key, addressable],
  );

  // The viewer is closed (by Back, or by its own controls through `leave`): reset and give focus back.
  const closed = useCallback(() => {
    // Closing resets the index (spec section 4); the viewer stays mounted so reopening is instant.
    setState((current) => (current ? { ...current, index: 0, open: false } : current));
    if (addressable && new URLSearchParams(window.location.search).has(PARAMS.photo)) window.history.replaceState(null, '', photoUrl(null));
    const target = opener.current;
    opener.current = null;
    // After the viewer's exit animation has released focus, give it back to the link that opened it.
    if (target) window.setTimeout(() => target.isConnected && target.focus({ preventScroll: true }), 0);
  }, [addressable]);

  useCloseOnBack(key, state?.open === true, closed);
  const leave = useCallback(() => leaveOverlay(key, closed), [key, closed]);

  const onView = useCallback(
    (index: number) => {
      setState((current) => (current && current.index !== index ? { ...current, index: clampIndex(index, current.slides.length) } : current));
      // Only while the viewer's own entry is current: never rewrite the page's entry after a close.
      if (addressable && isOverlayEntry(key)) replaceOverlayEntry(key, photoUrl(index));
    },
    [key, addressable],
  );

  const api = useMemo(() => ({ open }), [open]);

  return (
    <LightboxContext.Provider value={api}>
      {children}
      {state ? <LightboxViewer slides={state.slides} index={state.index} open={state.open} onClose={leave} onView={onView} /> : null}
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
