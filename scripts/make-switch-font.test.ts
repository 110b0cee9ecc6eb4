/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { SWITCH_FONT_FILE, switchFontSubset } from './make-switch-font';

describe('the language switch face', () => {
  const committed = readFileSync(SWITCH_FONT_FILE);

  it('is the subset of the switch label as it is now (run `npx tsx scripts/make-switch-font.ts` after changing it)', async () => {
    expect(Buffer.compare(await switchFontSubset(), committed)).toBe(0);
  });

  it('costs an English page at most 4 KB', () => {
    expect(committed.length).toBeLessThanOrEqual(4 * 1024);
  });
});
