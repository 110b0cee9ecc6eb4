/**
 * Draws, from the crest (public/logo.svg):
 * - the maskable app icon (public/icons/maskable-512.png): the crest centred on the site's background
 *   colour, inside the middle 80 % that every launcher's mask keeps. The manifest (app/manifest.ts) lists it
 *   beside the 192 and 512 px icons;
 * - the badge of push alerts (public/icons/badge-96.png, lib/offline/push.ts): the crest's shield in white on
 *   transparent, its cross and open book cut out. Android draws a badge in the status bar from its alpha
 *   alone, so a full-colour crest would show as a blank shape.
 *
 * Deterministic; run after changing the crest:
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

/** The badge's size: Android's largest status-bar icon (24 dp at 4x). */
const BADGE_SIZE = 96;
/** The crest's shield, cross and book halves (public/logo.svg, whose viewBox is 0 0 120 140), centred in a square. */
const BADGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-10 0 140 140">
  <mask id="cut"><rect x="-10" width="140" height="140" fill="#fff"/>
    <path d="M56 15h8v6.5h10v7.5H64V43h-8V29H46v-7.5h10Z" fill="#000"/>
    <path d="M24 62c13-6 25-5 34 2v36c-9-7-21-8-34-2Z" fill="#000"/>
    <path d="M96 62c-13-6-25-5-34 2v36c9-7 21-8 34-2Z" fill="#000"/>
  </mask>
  <path d="M60 4 110 18v50c0 34-21 56-50 68C31 124 10 102 10 68V18Z" fill="#fff" mask="url(#cut)"/>
</svg>`;

async function main(): Promise<void> {
  const crest = await sharp(await readFile(path.join(PUBLIC, 'logo.svg')), { density: 300 }).resize({ height: CREST_HEIGHT }).png().toBuffer();
  await sharp({ create: { width: SIZE, height: SIZE, channels: 4, background: BACKGROUND } })
    .composite([{ input: crest, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(PUBLIC, 'icons', 'maskable-512.png'));
  console.log('public/icons/maskable-512.png');
  await sharp(Buffer.from(BADGE_SVG), { density: 300 })
    .resize(BADGE_SIZE, BADGE_SIZE)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(PUBLIC, 'icons', 'badge-96.png'));
  console.log('public/icons/badge-96.png');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
