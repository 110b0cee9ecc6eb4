import type { CSSProperties } from 'react';
import { DEVANAGARI_FAMILY } from './devanagari-face';
import { bodyFont, headingFont } from './fonts';

/**
 * The font stacks of a Hindi page: each English face for Latin letters, then the Devanagari face, which the
 * browser uses for every letter the English face lacks. Set on `<html>`, where they win over the classes'.
 */
export const hindiFontStacks = {
  '--font-body': `${bodyFont.style.fontFamily}, '${DEVANAGARI_FAMILY}'`,
  '--font-heading': `${headingFont.style.fontFamily}, '${DEVANAGARI_FAMILY}'`,
} as CSSProperties;
