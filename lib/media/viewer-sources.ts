import { getImageProps } from 'next/image';

/** A thumbnail of the viewer's strip, in CSS pixels (the Thumbnails plugin's own default size). */
export const VIEWER_THUMBNAIL = { width: 120, height: 80 } as const;

/**
 * The content service says nothing of a photo's size, and the viewer needs a shape for each rendition: it
 * fetches the smallest one at least as wide as min(slide width, slide height x shape) screen pixels, and
 * sizes the photo by the same shape. The widest common photo, 16:9, means a photo is never fetched narrower
 * than it is shown (a wider panorama excepted) and a narrower one at most a little wider than it needs.
 */
const ASSUMED_ASPECT = 16 / 9;

/** One rendition of a photo, as yet-another-react-lightbox takes it. */
export interface Rendition {
  src: string;
  width: number;
  height: number;
}

export interface ViewerSources {
  /** The renditions of the image optimiser to choose from for the slide; absent when it would not resize the file. */
  srcSet?: Rendition[];
  /** The file for the slide's thumbnail in the strip. */
  thumbnail: string;
}

/**
 * The image optimiser's renditions of a content-service photo (`/_next/image`, at the widths next.config.mjs
 * lets it make), for a full-screen slide and for its thumbnail, built by next/image's own loader so every
 * address is one the optimiser accepts. The file itself stays the slide's `src`, the link's target.
 */
export function viewerSources(src: string): ViewerSources {
  const slide = getImageProps({ src, alt: '', fill: true, sizes: '100vw' }).props;
  const thumbnail = getImageProps({ src, alt: '', ...VIEWER_THUMBNAIL }).props.src;
  if (!slide.srcSet) return { thumbnail };
  // next/image writes `url 640w, url 828w, ...`; its addresses have their query percent-encoded, so no spaces or commas.
  const srcSet = slide.srcSet.split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ');
    const width = Number.parseInt(descriptor, 10);
    return { src: url, width, height: Math.round(width / ASSUMED_ASPECT) };
  });
  return { srcSet, thumbnail };
}
