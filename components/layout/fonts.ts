import localFont from 'next/font/local';

// Served from the installed @fontsource-variable packages: the build machine has no internet, so
// fonts hosted by Google cannot be fetched at build time. Only the latin subset of the weight axis is shipped.
export const bodyFont = localFont({
  src: '../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  weight: '200 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-body',
});

// Not preloaded: at 98 KB the heading face is the largest file of every page after the scripts, and a
// preload made it compete with the stylesheet, the body face and the hero photo for a slow connection
// before the first paint. It is fetched when the first heading is laid out, drawn in the metric-matched
// fallback until then (display swap, adjustFontFallback).
export const headingFont = localFont({
  src: '../../node_modules/@fontsource-variable/merriweather/files/merriweather-latin-wght-normal.woff2',
  weight: '300 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-heading',
  adjustFontFallback: 'Times New Roman',
});
