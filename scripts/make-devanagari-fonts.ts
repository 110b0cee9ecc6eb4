/**
 * Cuts the site's two Devanagari faces from the installed Noto Sans Devanagari (@fontsource-variable; the build
 * machine has no internet). Deterministic; run after changing the switch's label or updating the package:
 *
 *   npx tsx scripts/make-devanagari-fonts.ts
 *
 * - `public/fonts/noto-sans-devanagari-<version>.woff2`: the Hindi pages' face, the whole Devanagari block at
 *   the weights the pages use (400 to 700 of the weight axis): 70 KB where the package's file of every weight
 *   is 121 KB. Under a name of its own so the Hindi layout alone can preload it (app/hi/layout.tsx); the name
 *   carries the package's version, so a new font is a new address and the old one can be cached for ever.
 * - `components/layout/language-switch-devanagari.woff2`: the glyphs of the switch's label "हिन्दी" alone, at
 *   its weight, for English pages (2.4 KB; app/globals.css).
 *
 * scripts/make-devanagari-fonts.test.ts fails when a committed file is not what this makes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { FRAME } from '../content/i18n/frame';
import { DEVANAGARI_FONT_PATH, DEVANAGARI_FONT_WEIGHTS, DEVANAGARI_UNICODE_RANGE } from '../components/layout/devanagari-face';

const ROOT = path.resolve(__dirname, '..');
const SOURCE = path.join(ROOT, 'node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2');

/** The committed files, by what they are for. */
export const FONT_FILES = {
  pages: path.join(ROOT, 'public', DEVANAGARI_FONT_PATH),
  switchLabel: path.join(ROOT, 'components/layout/language-switch-devanagari.woff2'),
} as const;

/** The switch's weight (`font-semibold`): the variable face is pinned to it, a static face of a few glyphs. */
export const SWITCH_FONT_WEIGHT = 600;

/** The characters of a unicode-range such as 'U+0900-097F, U+200C-200D'. */
function rangeText(range: string): string {
  return range
    .split(',')
    .map((part) => part.trim().replace(/^U\+/, '').split('-'))
    .flatMap(([from = '', to = from]) => Array.from({ length: parseInt(to, 16) - parseInt(from, 16) + 1 }, (_, index) => String.fromCodePoint(parseInt(from, 16) + index)))
    .join('');
}

/** The faces as this script makes them now. */
export async function devanagariFonts(): Promise<Record<keyof typeof FONT_FILES, Buffer>> {
  const source = await readFile(SOURCE);
  const [min, max] = DEVANAGARI_FONT_WEIGHTS;
  return {
    pages: await subsetFont(source, rangeText(DEVANAGARI_UNICODE_RANGE), { targetFormat: 'woff2', variationAxes: { wght: { min, max } } }),
    // The label's glyphs, with the shaping rules that join them (the conjunct न्द, the vowel sign ि before ह).
    switchLabel: await subsetFont(source, FRAME.hi.languageSwitch.text, { targetFormat: 'woff2', variationAxes: { wght: SWITCH_FONT_WEIGHT } }),
  };
}

async function main(): Promise<void> {
  const fonts = await devanagariFonts();
  for (const [name, file] of Object.entries(FONT_FILES) as [keyof typeof FONT_FILES, string][]) {
    await writeFile(file, fonts[name]);
    console.log(`${path.relative(ROOT, file)}: ${fonts[name].length} bytes`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
