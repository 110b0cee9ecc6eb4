import localFont from 'next/font/local';
import type { CSSProperties } from 'react';
import { bodyFont, headingFont } from './fonts';

// The Devanagari face of the Hindi pages, from the installed @fontsource-variable package (the build machine
// has no internet): only its devanagari subset (121 KB, every weight), since Latin letters keep the English
// faces. In a module of its own that only app/hi/layout.tsx imports, so its family is named in
// the Hindi pages' font stacks alone.
//
// Display swap, not the English faces' optional: a Hindi page is all Devanagari, and a phone without a
// Devanagari system font would otherwise show boxes for the whole first visit.
//
// Not preloaded: Next 16's build puts both root layouts' fonts in one stylesheet and preloaded this face on
// every English page too (measured 27 Nov 2026). Unpreloaded, an English page names the face only in that
// shared stylesheet and never fetches it, since no English font stack uses it.
export const devanagariFont = localFont({
  src: '../../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
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
