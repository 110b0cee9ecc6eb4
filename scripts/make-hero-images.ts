/**
 * Draws the home page's eight hero photographs into public/hero/ (1600x900 progressive JPEG, each well
 * under 200 KB). Run once with `npx tsx scripts/make-hero-images.ts`; the outputs are committed, so the
 * build never depends on this script. The scenes reuse the demo service's drawings of school life.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HERO_SLIDES } from '../content/home';
import type { DemoScene } from './demo-service/data/types';
import { seededRandom } from './demo-service/random';
import { sceneBody } from './demo-service/scenes';

const WIDTH = 1600;
const HEIGHT = 900;
// The scenes are drawn on a 1600x1067 canvas; the hero crops a 16:9 band out of it.
const CANVAS_HEIGHT = 1067;
const MAX_BYTES = 200 * 1024;

/** The drawing behind each hero file, in HERO_SLIDES order; `banner` is painted on the scene where it has a board or banner. */
const DRAWINGS: readonly { scene: DemoScene; seed: string; banner: string; top: number }[] = [
  { scene: 'assembly', seed: 'hero-assembly', banner: "ST. ANDREW'S MISSION SCHOOL", top: 40 },
  { scene: 'field', seed: 'hero-sports-7', banner: '', top: 120 },
  { scene: 'classroom', seed: 'hero-lab-3', banner: 'Science Exhibition', top: 60 },
  { scene: 'stage', seed: 'hero-annual-day', banner: 'Annual Day Celebration', top: 30 },
  { scene: 'garden', seed: 'hero-eco-club', banner: '', top: 150 },
  { scene: 'workshop', seed: 'hero-career-2', banner: 'Career Guidance: Choosing Your Stream', top: 40 },
  { scene: 'assembly', seed: 'hero-investiture-5', banner: 'INVESTITURE CEREMONY', top: 60 },
  { scene: 'classroom', seed: 'hero-tinkering-9', banner: 'Atal Tinkering Lab', top: 60 },
];

function heroSvg(drawing: (typeof DRAWINGS)[number]): string {
  const random = seededRandom(drawing.seed);
  const body = sceneBody(drawing.scene, random, drawing.banner);
  const top = Math.min(drawing.top, CANVAS_HEIGHT - HEIGHT);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 ${top} ${WIDTH} ${HEIGHT}">` +
    `<defs><radialGradient id="v" cx="0.5" cy="0.45" r="0.8"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></radialGradient></defs>` +
    body +
    // Warm late-morning light, then a vignette, as a camera would see it.
    `<rect y="${top}" width="${WIDTH}" height="${HEIGHT}" fill="#ffb347" opacity="${random.range(0.04, 0.1).toFixed(3)}"/>` +
    `<rect y="${top}" width="${WIDTH}" height="${HEIGHT}" fill="url(#v)"/>` +
    `</svg>`
  );
}

// A faint, fixed film grain so the pictures do not look like flat vector art.
function grain(alpha: number): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 4);
  let state = 0x2545f491;
  for (let i = 0; i < WIDTH * HEIGHT; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const value = state & 0xff;
    pixels.fill(value, i * 4, i * 4 + 3);
    pixels[i * 4 + 3] = alpha;
  }
  return pixels;
}

async function main(): Promise<void> {
  if (DRAWINGS.length !== HERO_SLIDES.length) throw new Error('one drawing per hero slide');
  const outDir = path.resolve(__dirname, '..', 'public');
  await mkdir(path.join(outDir, 'hero'), { recursive: true });
  const noise = grain(7);
  for (const [index, slide] of HERO_SLIDES.entries()) {
    const drawing = DRAWINGS[index];
    if (!drawing) continue;
    const jpeg = await sharp(Buffer.from(heroSvg(drawing)))
      .resize(WIDTH, HEIGHT, { fit: 'fill' })
      .composite([{ input: noise, raw: { width: WIDTH, height: HEIGHT, channels: 4 } }])
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 74, progressive: true, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    if (jpeg.length > MAX_BYTES) throw new Error(`${slide.src} is ${jpeg.length} bytes, over the ${MAX_BYTES} budget`);
    await writeFile(path.join(outDir, slide.src), jpeg);
    console.log(`${slide.src}  ${(jpeg.length / 1024).toFixed(0)} KB`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
