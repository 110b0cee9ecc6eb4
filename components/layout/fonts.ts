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

export const headingFont = localFont({
  src: '../../node_modules/@fontsource-variable/merriweather/files/merriweather-latin-wght-normal.woff2',
  weight: '300 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-heading',
  adjustFontFallback: 'Times New Roman',
});
