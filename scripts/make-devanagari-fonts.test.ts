/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEVANAGARI_FONT_PATH, DEVANAGARI_FONT_URL } from '@/components/layout/devanagari-face';
import { woff2Characters } from '@/test/woff2-characters';
import { devanagariFonts, FONT_FILES } from './make-devanagari-fonts';

const ROOT = path.resolve(__dirname, '..');
const RERUN = 'run `npx tsx scripts/make-devanagari-fonts.ts`';

/** Every Devanagari letter of the site's sources (not tests), with a file it is in. */
function sourceDevanagari(): Map<string, string> {
  const found = new Map<string, string>();
  for (const folder of ['app', 'components', 'content', 'lib']) {
    for (const file of readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })) {
      if (!/\.(ts|tsx|mjs)$/.test(file) || /\.test\./.test(file)) continue;
      for (const [letter] of readFileSync(path.join(ROOT, folder, file), 'utf8').matchAll(/[\u0900-\u097f]/g)) {
        if (!found.has(letter)) found.set(letter, path.join(folder, file));
      }
    }
  }
  return found;
}

const hex = (letter: string) => `U+${(letter.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

describe('the Devanagari faces', () => {
  it(`are the committed files (${RERUN} after changing the switch label or the font package)`, async () => {
    const made = await devanagariFonts();
    expect(Buffer.compare(made.pages, readFileSync(FONT_FILES.pages))).toBe(0);
    expect(Buffer.compare(made.switchLabel, readFileSync(FONT_FILES.switchLabel))).toBe(0);
  });

  it(`draw every Devanagari letter of the Hindi pages' words, and only those (${RERUN} after adding a word)`, () => {
    const inFace = woff2Characters(readFileSync(FONT_FILES.pages));
    const inSources = sourceDevanagari();
    const missing = [...inSources].filter(([letter]) => !inFace.has(letter.codePointAt(0) ?? 0)).map(([letter, file]) => `${letter} ${hex(letter)} (${file})`);
    expect(missing).toEqual([]);
    const devanagariInFace = [...inFace].filter((code) => code >= 0x900 && code <= 0x97f).map((code) => String.fromCodePoint(code));
    expect(devanagariInFace.filter((letter) => !inSources.has(letter)).map(hex)).toEqual([]);
    expect(inSources.size).toBeGreaterThan(50);
  });

  it('have an address named by the bytes, which the stylesheet names too, so a changed face is a new address', () => {
    const hash = createHash('sha256').update(readFileSync(FONT_FILES.pages)).digest('hex');
    expect(DEVANAGARI_FONT_PATH).toBe(`fonts/noto-devanagari-${hash.slice(0, 8)}.woff2`);
    expect(readFileSync(path.join(ROOT, 'app/globals.css'), 'utf8')).toContain(`url('${DEVANAGARI_FONT_URL}')`);
    expect(readdirSync(path.join(ROOT, 'public/fonts')).filter((file) => file.startsWith('noto-devanagari-'))).toEqual([path.basename(DEVANAGARI_FONT_PATH)]);
  });

  it('cost a Hindi page at most 52 KB and an English page at most 4 KB', () => {
    expect(readFileSync(FONT_FILES.pages).length).toBeLessThanOrEqual(52 * 1024);
    expect(readFileSync(FONT_FILES.switchLabel).length).toBeLessThanOrEqual(4 * 1024);
  });
});
