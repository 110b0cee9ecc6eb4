/**
 * Draws the maskable app icon (public/icons/maskable-512.png) from the crest, public/logo.svg: the crest
 * centred on the site's background colour, inside the middle 80 % that every launcher's mask keeps. The
 * manifest (app/manifest.ts) lists it beside the 192 and 512 px icons. Deterministic; run after changing
 * the crest:
 *
 *   npx tsx scripts/make-icons.ts
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC = path.resolve(__dirname, '..', 'public');
const SIZE = 512;
/** The crest's height: its bounding box's corners stay inside the mask's safe circle (radius 40 % of the icon). */
const CREST_HEIGHT = 300;
const BACKGROUND = '#faf8f4';

async function main(): Promise<void> {
  const crest = await sharp(await readFile(path.join(PUBLIC, 'logo.svg')), { density: 300 }).resize({ height: CREST_HEIGHT }).png().toBuffer();
  await sharp({ create: { width: SIZE, height: SIZE, channels: 4, background: BACKGROUND } })
    .composite([{ input: crest, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(PUBLIC, 'icons', 'maskable-512.png'));
  console.log('public/icons/maskable-512.png');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
