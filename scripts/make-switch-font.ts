/**
 * Cuts the Devanagari face of the language switch (components/layout/language-switch-devanagari.woff2): the
 * glyphs of its label "हिन्दी" alone, from the Hindi pages' Noto Sans Devanagari, at the switch's weight.
 * English pages show no other Devanagari, and a phone or computer without a Devanagari system font drew the
 * label as empty boxes. Deterministic; run after changing the label or updating the font package:
 *
 *   npx tsx scripts/make-switch-font.ts
 *
 * scripts/make-switch-font.test.ts fails when the committed file is not what this makes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { FRAME } from '../content/i18n/frame';

const ROOT = path.resolve(__dirname, '..');
const SOURCE = path.join(ROOT, 'node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2');
export const SWITCH_FONT_FILE = path.join(ROOT, 'components/layout/language-switch-devanagari.woff2');
/** The switch's weight (`font-semibold`): the variable face is pinned to it, a static face of a few glyphs. */
export const SWITCH_FONT_WEIGHT = 600;

/** The label's glyphs, with the shaping rules that join them (the conjunct न्द, the vowel sign ि before ह). */
export async function switchFontSubset(): Promise<Buffer> {
  return subsetFont(await readFile(SOURCE), FRAME.hi.languageSwitch.text, { targetFormat: 'woff2', variationAxes: { wght: SWITCH_FONT_WEIGHT } });
}

async function main(): Promise<void> {
  const font = await switchFontSubset();
  await writeFile(SWITCH_FONT_FILE, font);
  console.log(`${path.relative(ROOT, SWITCH_FONT_FILE)}: ${font.length} bytes`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
