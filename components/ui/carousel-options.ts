// The pure arithmetic behind the carousel's settings (their type is content's: content/pages/types.ts),
// kept apart from the island so tests can pin it without a DOM.
import type { CarouselSettings, ResponsiveSlides } from '@/content/pages/types';

// Embla's ScrollBody, step by step: every 1000/60 ms the velocity gains displacement/duration, then keeps
// `FRICTION` of itself. Its `duration` option is that divisor, not milliseconds, so the spec's
// milliseconds are converted by running the same recurrence.
const STEP_MS = 1000 / 60;
const FRICTION = 0.68;
// A move counts as finished once it is within half a percent of its distance and has nearly stopped.
const SETTLED = 0.005;

/** How long embla takes, in ms, to finish a move with the given `duration` option. */
export function emblaSettleMs(duration: number): number {
  let position = 0;
  let velocity = 0;
  for (let step = 1; step <= 2000; step += 1) {
    velocity += (1 - position) / duration;
    velocity *= FRICTION;
    position += velocity;
    if (Math.abs(1 - position) < SETTLED && Math.abs(velocity) < SETTLED) return step * STEP_MS;
  }
  return Infinity;
}

/** Embla's `duration` option for a slide movement of about `ms` milliseconds (0 or less means instant). */
export function emblaDurationForMs(ms: number): number {
  if (ms <= 0) return 0;
  for (let duration = 1; duration < 400; duration += 1) {
    if (emblaSettleMs(duration) >= ms) return duration;
  }
  return 400;
}

/** The responsive breakpoints from the widest to the narrowest, so later CSS rules win as the window narrows. */
export function sortedBreakpoints(settings: CarouselSettings): ResponsiveSlides[] {
  return [...(settings.responsive ?? [])].sort((a, b) => b.maxWidth - a.maxWidth);
}

/** Slides per view at a window width (for tests and documentation; the browser uses the CSS below). */
export function slidesPerViewAt(settings: CarouselSettings, windowWidth: number): number {
  let slides = settings.slidesPerView;
  for (const breakpoint of sortedBreakpoints(settings)) {
    if (windowWidth <= breakpoint.maxWidth) slides = breakpoint.slidesPerView;
  }
  return slides;
}

/**
 * CSS giving `--slides-per-view` for the carousel marked `data-carousel="{scope}"` at every breakpoint.
 * Plain CSS rather than JavaScript, so the server-rendered first view already has the right slide widths.
 */
export function slidesPerViewCss(scope: string, settings: CarouselSettings): string {
  const selector = `[data-carousel="${scope.replace(/["\\]/g, '')}"]`;
  const rules = [`${selector}{--slides-per-view:${settings.slidesPerView}}`];
  for (const { maxWidth, slidesPerView } of sortedBreakpoints(settings)) {
    rules.push(`@media (max-width:${maxWidth}px){${selector}{--slides-per-view:${slidesPerView}}}`);
  }
  return rules.join('');
}
