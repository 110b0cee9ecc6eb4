/**
 * Cuts the site's two Devanagari faces from the installed Noto Sans Devanagari (@fontsource-variable; the build
 * machine has no internet). Deterministic; run after changing the switch's label or updating the package:
 *
 *   npx tsx scripts/make-devanagari-fonts.ts
 *
 * - `public/fonts/noto-devanagari-<hash>.woff2`: the Hindi pages' face, the Devanagari characters the site's
 *   sources hold (every file of app/, components/, content/ and lib/ but tests) at the weights the pages use
 *   (400 to 700 of the weight axis): about 50 KB, where the whole block is 70 KB and the package's file of
 *   every weight 121 KB. Under a name of its own so the Hindi layout alone can preload it (app/hi/layout.tsx);
 *   the name is a hash of the file, so a new word's character makes a new address and the old one can be
 *   cached for ever. The script writes the name into components/layout/devanagari-face.ts and app/globals.css.
 * - `components/layout/language-switch-devanagari.woff2`: the glyphs of the switch's label "हिन्दी" alone, at
 *   its weight, for English pages (2.4 KB; app/globals.css).
 *
 * scripts/make-devanagari-fonts.test.ts fails when a committed file is not what this makes.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
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

/** The files that name the pages' face. */
const FACE_NAMED_IN = ['components/layout/devanagari-face.ts', 'app/globals.css'].map((file) => path.join(ROOT, file));
const FACE_NAME = /noto-devanagari-[0-9a-f]+\.woff2/g;

/** Where the words of the pages are: every Devanagari character of these folders' sources goes into the face. */
const SOURCE_FOLDERS = ['app', 'components', 'content', 'lib'];
const SOURCE_FILE = /\.(ts|tsx|mjs)$/;
const TEST_FILE = /\.test\.(ts|tsx|mjs)$/;

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

/** The characters of the face's unicode-range that the site's sources hold, in code point order. */
async function siteDevanagariText(): Promise<string> {
  const wanted = new Set(rangeText(DEVANAGARI_UNICODE_RANGE));
  const found = new Set<string>();
  for (const folder of SOURCE_FOLDERS) {
    const files = (await readdir(path.join(ROOT, folder), { recursive: true })).filter((file) => SOURCE_FILE.test(file) && !TEST_FILE.test(file));
    for (const file of files) {
      for (const character of await readFile(path.join(ROOT, folder, file), 'utf8')) {
        if (wanted.has(character)) found.add(character);
      }
    }
  }
  return [...found].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0)).join('');
}

/** The pages' face's file under public/: named by a hash of its bytes. */
function pagesFontPath(font: Buffer): string {
  return `fonts/noto-devanagari-${createHash('sha256').update(font).digest('hex').slice(0, 8)}.woff2`;
}

/** The faces as this script makes them now. */
export async function devanagariFonts(): Promise<Record<keyof typeof FONT_FILES, Buffer>> {
  const source = await readFile(SOURCE);
  const [min, max] = DEVANAGARI_FONT_WEIGHTS;
  return {
    pages: await subsetFont(source, await siteDevanagariText(), { targetFormat: 'woff2', variationAxes: { wght: { min, max } } }),
    // The label's glyphs, with the shaping rules that join them (the conjunct न्द, the vowel sign ि before ह).
    switchLabel: await subsetFont(source, FRAME.hi.languageSwitch.text, { targetFormat: 'woff2', variationAxes: { wght: SWITCH_FONT_WEIGHT } }),
  };
}

async function main(): Promise<void> {
  const fonts = await devanagariFonts();
  const pagesPath = pagesFontPath(fonts.pages);
  const fontsFolder = path.join(ROOT, 'public/fonts');
  for (const old of (await readdir(fontsFolder)).filter((file) => file.startsWith('noto-devanagari-'))) {
    await rm(path.join(fontsFolder, old));
  }
  const files: [string, Buffer][] = [
    [path.join(ROOT, 'public', pagesPath), fonts.pages],
    [FONT_FILES.switchLabel, fonts.switchLabel],
  ];
  for (const [file, font] of files) {
    await writeFile(file, font);
    console.log(`${path.relative(ROOT, file)}: ${font.length} bytes`);
  }
  for (const file of FACE_NAMED_IN) {
    await writeFile(file, (await readFile(file, 'utf8')).replace(FACE_NAME, path.basename(pagesPath)));
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
