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

// Not preloaded: at 98 KB the heading face is the largest file of every page after the scripts, and a
// preload made it compete with the stylesheet, the body face and the hero photo for a slow connection
// before the first paint. It is fetched when the first heading is laid out.
export const headingFont = localFont({
  src: '../../node_modules/@fontsource-variable/merriweather/files/merriweather-latin-wght-normal.woff2',
  weight: '300 900',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-heading',
  adjustFontFallback: 'Times New Roman',
});
