// The Devanagari face of the Hindi pages: the Devanagari letters of the site's sources in Noto Sans Devanagari
// at weights 400 to 700, cut by scripts/make-devanagari-fonts.ts into public/ (49 KB; the whole block is 70). Its
// @font-face rules are in app/globals.css: each weight takes the device's own Noto Sans Devanagari first (every
// Android phone has it), so only a device without it fetches this file, and nothing preloads it. next/font could
// not do this: the build shares one font manifest between the two root layouts, and a preload there was sent
// with every English page too (measured 27 Nov 2026).
//
// Display swap, not the English faces' optional: a Hindi page is all Devanagari, and a phone without a
// Devanagari system face would otherwise show boxes for the whole first visit.
//
// Free of next/font, so the script that cuts the face reads these too.

/** The family name of app/globals.css's @font-face. */
export const DEVANAGARI_FAMILY = 'Noto Sans Devanagari Site';
/** Under public/, named by a hash of the file (written by scripts/make-devanagari-fonts.ts): a new face is a new address. */
export const DEVANAGARI_FONT_PATH = 'fonts/noto-devanagari-18c76fc6.woff2';
export const DEVANAGARI_FONT_URL = `/${DEVANAGARI_FONT_PATH}`;
/** The weight axis kept: the pages' normal text (400) to their bold headings (700). */
export const DEVANAGARI_FONT_WEIGHTS = [400, 700] as const;
/** The characters the face may hold (only those the sources use are cut): the Devanagari block, the joiners, the dotted circle and the rupee sign. */
export const DEVANAGARI_UNICODE_RANGE = 'U+0900-097F, U+200C-200D, U+20B9, U+25CC';
