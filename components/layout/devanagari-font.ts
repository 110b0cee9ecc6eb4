import localFont from 'next/font/local';
import type { CSSProperties } from 'react';
import { bodyFont, headingFont } from './fonts';

// The Devanagari face of the Hindi pages, from the installed @fontsource-variable package (the build machine
// has no internet): only its devanagari subset (121 KB, every weight), since Latin letters keep the English
// faces. In a module of its own that only app/hi/layout.tsx imports, so its @font-face and preload are in
// the Hindi pages alone and an English page neither names nor fetches it.
//
// Display swap, not the English faces' optional: a Hindi page is all Devanagari, and a phone without a
// Devanagari system font would otherwise show boxes for the whole first visit. The reflow it costs is
// bounded by the fallback's metrics (adjustFontFallback), and the face is preloaded.
export const devanagariFont = localFont({
  src: '../../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-devanagari',
});

/**
 * The font stacks of a Hindi page: each English face for Latin letters, then the Devanagari face, which the
 * browser uses for every letter the English face lacks. Set on `<html>`, where they win over the classes'.
 */
export const hindiFontStacks = {
  '--font-body': `${bodyFont.style.fontFamily}, ${devanagariFont.style.fontFamily}`,
  '--font-heading': `${headingFont.style.fontFamily}, ${devanagariFont.style.fontFamily}`,
} as CSSProperties;
