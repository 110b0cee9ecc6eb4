import { nextConfig } from '../../next.config.mjs';
import { viewerSources } from '@/lib/media/viewer-sources';

// A vendor path with a space, percent-encoded once by the file URL helper (lib/content/files.ts).
const PHOTO = 'https://cs.example/api/image/gallery/sports%20day/1.jpg';
// The optimiser's `url` parameter is that address percent-encoded once more.
const ENCODED = 'https%3A%2F%2Fcs.example%2Fapi%2Fimage%2Fgallery%2Fsports%2520day%2F1.jpg';
const rendition = (width: number) => `/_next/image?url=${ENCODED}&w=${width}&q=75`;

// The widths the optimiser makes; it answers 400 to any other.
const ACCEPTED = [...(nextConfig.images?.deviceSizes ?? []), ...(nextConfig.images?.imageSizes ?? [])];

describe('viewerSources', () => {
  it('offers the slide at the optimiser’s screen widths, from a phone’s 640 and 828 up, never the file itself', () => {
    const { srcSet } = viewerSources(PHOTO);
    expect(srcSet?.map((entry) => entry.src)).toEqual([640, 828, 1080, 1280, 1920, 2560].map(rendition));
    expect(srcSet?.map((entry) => entry.width)).toEqual([640, 828, 1080, 1280, 1920, 2560]);
    for (const entry of srcSet ?? []) {
      expect(ACCEPTED).toContain(entry.width);
      expect(entry.height).toBeGreaterThan(0);
    }
  });

  it('gives the thumbnail strip a thumbnail width, sharp at 2x', () => {
    expect(viewerSources(PHOTO).thumbnail).toBe(rendition(256));
    expect(ACCEPTED).toContain(256);
  });

  it('leaves an SVG file as it is, which the optimiser does not convert', () => {
    expect(viewerSources('https://cs.example/api/image/logo.svg')).toEqual({ thumbnail: 'https://cs.example/api/image/logo.svg' });
  });
});
