import localFont from 'next/font/local';

// Served from the installed @fontsource-variable packages: the build machine has no internet, so
// fonts hosted by Google cannot be fetched at build time. Only the latin subset of the weight axis is shipped.
//
// Both faces use display optional, not swap. Each wraps text differently from its metric-matched fallback,
// so a face arriving after the first paint re-wrapped what was drawn and moved everything under it: on a
// slow 4G phone the body face arrived at about 1 s and the home hero's text and buttons jumped (CLS 0.12),
// the heading face at about 2.3 s and they jumped again (0.02). With optional, a face that misses the first
// ~100 ms is not swapped in; the page stays in the fallback and the next page gets the face from the cache.
export const bodyFont = localFont({
  src: '../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  weight: '200 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-body',
});

// Preloaded like the body face: with display optional a face is used only if it is there by the first
// layout, and without a preload the heading face never was on a first visit (every heading of the first
// page in the fallback, even on a fast connection). On a slow connection it still misses, and the page
// stays in the fallback without moving.
export const headingFont = localFont({
  src: '../../node_modules/@fontsource-variable/merriweather/files/merriweather-latin-wght-normal.woff2',
  weight: '300 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-heading',
  adjustFontFallback: 'Times New Roman',
});
