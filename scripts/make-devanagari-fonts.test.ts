/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { devanagariFonts, FONT_FILES } from './make-devanagari-fonts';

describe('the Devanagari faces', () => {
  it('are the committed files (run `npx tsx scripts/make-devanagari-fonts.ts` after changing the switch label or the font package)', async () => {
    const made = await devanagariFonts();
    expect(Buffer.compare(made.pages, readFileSync(FONT_FILES.pages))).toBe(0);
    expect(Buffer.compare(made.switchLabel, readFileSync(FONT_FILES.switchLabel))).toBe(0);
  });

  it('cost a Hindi page at most 80 KB and an English page at most 4 KB', () => {
    expect(readFileSync(FONT_FILES.pages).length).toBeLessThanOrEqual(80 * 1024);
    expect(readFileSync(FONT_FILES.switchLabel).length).toBeLessThanOrEqual(4 * 1024);
  });
});
