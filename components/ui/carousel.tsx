'use client';

import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronRightIcon, PauseIcon, PlayIcon } from './icons';
import type { CarouselSettings } from '@/content/pages/types';
import { countOf, ENGLISH_CAROUSEL_WORDS, type CarouselWords } from '@/content/i18n/controls';
import { emblaDurationForMs, slidesPerViewCss } from './carousel-options';
import { usePrefersReducedMotion } from './use-reduced-motion';
import { useSaveData } from './use-save-data';

interface CarouselProps {
  /** The accessible name of the carousel region, e.g. 'Upcoming events'; also names the controls. */
  label: string;
  /** The slides, rendered by the server parent; each is wrapped in a labelled slide group. */
  slides: readonly ReactNode[];
  settings: CarouselSettings;
  /** Previous and next buttons beside the pause button (off for the spec's "no arrows" carousels). */
  arrows?: boolean;
  /** 'overlay' lays the controls over the bottom right of the slides (hero); 'below' puts them under them. */
  controls?: 'overlay' | 'below';
  /** Space between slides, as a Tailwind length suffix: gap-4 is '4'. */
  gap?: '0' | '3' | '4' | '5' | '6';
  className?: string;
  /** Extra classes for the controls row, e.g. to lift overlay controls clear of something below. */
  controlsClassName?: string;
  /** The controls' words on a page in another language than English. */
  words?: CarouselWords;
}

const GAPS = {
  '0': { track: '', slide: '' },
  '3': { track: '-ml-3', slide: 'pl-3' },
  '4': { track: '-ml-4', slide: 'pl-4' },
  '5': { track: '-ml-5', slide: 'pl-5' },
  '6': { track: '-ml-6', slide: 'pl-6' },
} as const;

type Choice = 'play' | 'pause' | null;

/** A move whose rest, and speed, is under this many CSS pixels has nothing left to show. */
const INVISIBLE_PX = 0.5;

/**
 * The site's one carousel: embla underneath, WAI-ARIA carousel semantics on top.
 *
 * - A region (`aria-roledescription="carousel"`) of slide groups ("3 of 8"), all in the server HTML. Without
 *   JavaScript the track is a horizontally scrollable, snapping list.
 * - Embla starts when the carousel comes within a screen's height of the viewport.
 * - Autoplay (if set) runs only while the carousel is on screen, and pauses while the pointer is over the
 *   slides or keyboard focus is inside them, and
 *   whenever the visitor presses the always-visible pause button (WCAG 2.2.2); under prefers-reduced-motion
 *   it starts paused and moves instantly, and with the browser's Save-Data setting it starts paused.
 * - Left and Right arrow keys move the focused track; tabbing to a link in a hidden slide scrolls it into view.
 * - Embla removes its listeners when the component unmounts.
 */
export function Carousel({ label, slides, settings, arrows = false, controls = 'below', gap = '4', className = '', controlsClassName = '', words = ENGLISH_CAROUSEL_WORDS }: CarouselProps) {
  const scope = useId();
  const reducedMotion = usePrefersReducedMotion();
  const saveData = useSaveData();
  const [choice, setChoice] = useState<Choice>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [scrollable, setScrollable] = useState(false);
  const [selected, setSelected] = useState(0);
  const [inView, setInView] = useState(false);
  const regionRef = useRef<HTMLElement>(null);

  const autoplayMs = settings.autoplayMs;
  const plugins = useMemo(
    () =>
      autoplayMs
        ? [
            // Started and stopped below from this component's own state, so hover, focus, the button and
            // reduced motion are decided in one place.
            Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false, stopOnMouseEnter: false }),
          ]
        : [],
    [autoplayMs],
  );
  const [viewportRef, api] = useEmblaCarousel(
    {
      loop: settings.loop,
      align: 'start',
      duration: reducedMotion ? 0 : emblaDurationForMs(settings.transitionMs),
    },
    plugins,
  );

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setScrollable(api.scrollSnapList().length > 1);
      setSelected(api.selectedScrollSnap());
    };
    // Any native scroll made before hydration would offset embla's transforms.
    api.rootNode().scrollLeft = 0;
    update();
    api.on('reInit', update).on('select', update);
    return () => {
      api.off('reInit', update).off('select', update);
    };
  }, [api]);

  // Embla keeps animating until the track is within 0.001 px of its slide: at 412 px the hero's 700 ms move
  // runs for about 1.65 s, and the 1,000 ms moves of the 2 s carousels never stop (2.35 s each). From half a
  // pixel away, the last 35 or so frames of a move each shift the track by a tenth of a pixel or less, which
  // no one sees but a phone pays for in full, a main-thread frame each. There the move is finished at once.
  useEffect(() => {
    if (!api) return;
    const finishUnseenTail = () => {
      // internalEngine is how embla's own plugins (autoplay among them) reach the scroll body; offsetLocation
      // is where the track is drawn, as in embla's own stop rule.
      const { offsetLocation, target, scrollBody, dragHandler } = api.internalEngine();
      // Not during a drag: the track follows the finger, and is not on its way to a slide.
      if (dragHandler.pointerDown() || Math.abs(target.get() - offsetLocation.get()) >= INVISIBLE_PX || Math.abs(scrollBody.velocity()) >= INVISIBLE_PX) return;
      // A jump to the slide already targeted: the next frame lands on it and embla stops.
      api.scrollTo(api.selectedScrollSnap(), true);
    };
    api.on('scroll', finishUnseenTail);
    return () => {
      api.off('scroll', finishUnseenTail);
    };
  }, [api]);

  // Slides move only while some of the carousel is on screen: off screen the motion is wasted main-thread
  // work, which on a cheap phone delays everything the visitor is looking at.
  const observable = typeof IntersectionObserver !== 'undefined';
  // Embla measures the track and every slide as it starts. A carousel starts only once it is within a
  // screen's height of the viewport, so the home page's carousels further down do not all lay out and
  // start while the page loads; until then the track stays the scrollable list of the server's HTML.
  const [approached, setApproached] = useState(false);
  const near = approached || !observable;
  useEffect(() => {
    const region = regionRef.current;
    if (!region || !observable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setApproached(true);
        observer.disconnect();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(region);
    return () => observer.disconnect();
  }, [observable]);
  useEffect(() => {
    const region = regionRef.current;
    if (!region || !autoplayMs || !observable) return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(region);
    return () => observer.disconnect();
  }, [autoplayMs, observable]);

  // Reduced motion and Save-Data both start paused: no movement, and no slides fetched until asked for.
  const paused = choice === 'pause' || (choice === null && (reducedMotion || saveData));
  const playing = Boolean(autoplayMs) && scrollable && !paused && !hovered && !focused;

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    // Without IntersectionObserver (old browsers) the carousel plays wherever it is.
    if (playing && (inView || !observable)) autoplay.play();
    else autoplay.stop();
  }, [api, playing, inView, observable]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (!api || event.target !== event.currentTarget) return;
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        api.scrollPrev();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        api.scrollNext();
      }
    },
    [api],
  );

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  // Embla's API exists only once its effect has run in the browser, so the server's HTML and hydration both
  // render the scrollable list, and starting embla costs no re-render beyond the one that hands over its API.
  const enhanced = near && api !== undefined;
  const css = useMemo(() => slidesPerViewCss(scope, settings), [scope, settings]);
  const gaps = GAPS[gap];
  const showControls = enhanced && scrollable && (Boolean(autoplayMs) || arrows);
  const controlButton =
    controls === 'overlay'
      ? 'inline-flex size-10 items-center justify-center rounded-full bg-navy-950/70 text-white ring-1 ring-white/40 backdrop-blur-sm transition-colors hover:bg-navy-950/90'
      : 'inline-flex size-9 items-center justify-center rounded-full border border-navy-800/25 bg-white text-navy-900 shadow-sm transition-colors hover:bg-navy-50';

  return (
    <section ref={regionRef} aria-roledescription="carousel" aria-label={label} data-carousel={scope} className={`relative ${className}`}>
      <style href={`carousel-${scope}`} precedence="default">
        {css}
      </style>
      <div
        ref={near ? viewportRef : undefined}
        // Focusable so keyboard users can scroll it: with arrow keys through embla, natively without JavaScript.
        tabIndex={0}
        data-state={!autoplayMs || !enhanced ? 'static' : playing ? 'playing' : 'paused'}
        onKeyDown={onKeyDown}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        // Relative, so absolutely positioned content of the slides (sr-only text) is clipped with them
        // instead of widening the page.
        className={`relative rounded-card focus-visible:outline-offset-2 ${enhanced ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto overscroll-x-contain'}`}
      >
        <div className={`flex touch-pan-y touch-pinch-zoom ${gaps.track}`}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={countOf(words.slideOf, index + 1, slides.length)}
              className={`min-w-0 shrink-0 grow-0 basis-[calc(100%/var(--slides-per-view,1))] snap-start ${gaps.slide}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {showControls ? (
        <div
          className={`${controls === 'overlay' ? 'absolute right-3 bottom-3 flex items-center gap-2 sm:right-5 sm:bottom-5' : 'mt-3 flex items-center justify-end gap-2'} ${controlsClassName}`}
        >
          {arrows ? (
            <button type="button" onClick={() => api?.scrollPrev()} className={controlButton}>
              <ChevronRightIcon className="size-5 rotate-180" />
              <span className="sr-only">
                {words.previous}: {label}
              </span>
            </button>
          ) : null}
          {autoplayMs ? (
            <button type="button" onClick={() => setChoice(paused ? 'play' : 'pause')} className={controlButton}>
              {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
              <span className="sr-only">
                {paused ? words.play : words.pause} {label}
              </span>
            </button>
          ) : null}
          {arrows ? (
            <button type="button" onClick={() => api?.scrollNext()} className={controlButton}>
              <ChevronRightIcon className="size-5" />
              <span className="sr-only">
                {words.next}: {label}
              </span>
            </button>
          ) : null}
          {arrows ? (
            <span
              aria-hidden="true"
              className={`min-w-12 text-center text-sm font-semibold tabular-nums ${controls === 'overlay' ? 'rounded-full bg-navy-950/70 px-2.5 py-1 text-white' : 'text-sand-600'}`}
            >
              {selected + 1} / {slides.length}
            </span>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
