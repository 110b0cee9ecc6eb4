/**
 * The widths the image optimiser makes and accepts (next.config.mjs), and that Save-Data chooses from
 * (lib/save-data.ts). Next's defaults list sixteen, so every responsive photo carried a sixteen-entry
 * srcset (about 1.5 KB of HTML each, twice over with the page's RSC payload); these eleven still give
 * every layout of the site a candidate within about a third of what it needs, at 1x to 3x:
 * - imageSizes: fixed-size photos (4rem and 6rem portraits, 12-16rem cards);
 * - deviceSizes: photos sized in vw, from a 360 px phone at 2x up to a 1280 px screen at 2x.
 */
export const imageSizes = [64, 96, 128, 256, 384];
export const deviceSizes = [640, 828, 1080, 1280, 1920, 2560];
