/**
 * What the album viewer costs a phone: at 375 px and a device scale factor of 2, open the first album of
 * /Gallery, open the viewer on its first photo and move right five times, waiting for each photo to show,
 * and add up the images fetched from the viewer's opening on (the album page's own images are not counted).
 * `viewerBytes` is called by the bench (scripts/bench/main.ts); e2e/viewer-bytes.spec.ts walks the same way with `walkAlbum`.
 */
import { chromium, type Page, type Request } from '@playwright/test';

/** The phone of the measurement: 375 px wide at a device scale factor of 2. */
export const PHONE = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true } as const;

/** How many times the walk presses ArrowRight after opening the viewer. */
export const MOVES = 5;

export interface ImageFetch {
  url: string;
  bytes: number;
}

/** Every image request the page makes from now on, with the size of its response body once it has finished. */
function recordImages(page: Page) {
  let started = 0;
  let fetched: ImageFetch[] = [];
  const pending = new Set<Promise<void>>();
  page.on('request', (request: Request) => {
    if (request.resourceType() !== 'image') return;
    started += 1;
    const sized: Promise<void> = request
      .response()
      .then((response) => response?.finished())
      .then(() => request.sizes())
      .then(
        (sizes) => void fetched.push({ url: request.url(), bytes: sizes.responseBodySize }),
        // A request the page gave up on (a replaced or failed image) moved nothing worth counting.
        () => undefined,
      )
      .finally(() => pending.delete(sized));
    pending.add(sized);
  });
  return {
    /** Waits until no image request has been in flight for half a second, then hands over what was fetched since the last call. */
    async settle(): Promise<ImageFetch[]> {
      for (let quiet = 0; quiet < 5; ) {
        const before = started;
        await Promise.all([...pending]);
        await page.waitForTimeout(100);
        quiet = started === before && pending.size === 0 ? quiet + 1 : 0;
      }
      const done = fetched;
      fetched = [];
      return done;
    },
  };
}

/** Waits until the viewer's photo `n` (counted from 1) is on screen and loaded; returns the address it was loaded from. */
async function photoShown(page: Page, n: number): Promise<string> {
  // The slide itself, not its thumbnail in the strip below.
  const photo = page.getByRole('dialog', { name: 'Image viewer' }).getByRole('group', { name: new RegExp(`^${n} of \\d+$`) }).getByRole('img');
  await photo.waitFor();
  return photo.evaluate(async (img: HTMLImageElement) => {
    if (!img.complete || img.naturalWidth === 0) await img.decode();
    return img.currentSrc;
  });
}

/**
 * From /Gallery, opens the first album, waits for the album page and its images, then opens the viewer on
 * the first photo and presses ArrowRight MOVES times, waiting for each photo. Returns the album's path,
 * the address each photo was shown from and the images fetched from the opening on.
 */
export async function walkAlbum(page: Page, origin: string): Promise<{ albumPath: string; shown: string[]; images: ImageFetch[] }> {
  await page.goto(`${origin}/Gallery`);
  const href = await page.getByRole('main').getByRole('link', { name: /^View More: / }).first().getAttribute('href');
  if (!href) throw new Error('/Gallery shows no album');
  const { pathname, search } = new URL(href, origin);
  const albumPath = `${pathname}${search}`;
  const images = recordImages(page);
  await page.goto(`${origin}${albumPath}`);
  const photos = page.getByRole('main').getByRole('list', { name: 'Photos' }).getByRole('link');
  const count = await photos.count();
  if (count < MOVES + 1) throw new Error(`${albumPath} has ${count} photos, fewer than ${MOVES + 1}`);
  // The page's own images, and its scripts' first idle moment: before hydration a click opens the file itself.
  await images.settle();
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));

  await photos.first().click();
  const shown = [await photoShown(page, 1)];
  for (let n = 2; n <= MOVES + 1; n += 1) {
    await page.keyboard.press('ArrowRight');
    shown.push(await photoShown(page, n));
  }
  return { albumPath, shown, images: await images.settle() };
}

/** What opening an album's viewer and moving through MOVES photos fetched. */
export interface ViewerBytes {
  albumPath: string;
  bytes: number;
  requests: number;
}

/** The images the album viewer fetches on a 375 px phone at 2x for an opening and five moves (see the file's comment). */
export async function viewerBytes(origin: string, chromiumPath: string): Promise<ViewerBytes> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    // The bytes a first visit's viewer moves over the network. With the service worker running, the images
    // it answers report no size of their own (-1), and it fetches them again in its own requests.
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    const { albumPath, images } = await walkAlbum(page, origin);
    const unsized = images.filter((image) => image.bytes < 0);
    if (unsized.length > 0) throw new Error(`no size for ${unsized.length} image(s), e.g. ${unsized[0]?.url}`);
    return { albumPath, bytes: images.reduce((sum, image) => sum + image.bytes, 0), requests: images.length };
  } finally {
    await browser.close();
  }
}
