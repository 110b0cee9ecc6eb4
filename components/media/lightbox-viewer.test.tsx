import { render } from '@testing-library/react';
import Lightbox from 'yet-another-react-lightbox';
import LightboxViewer from './lightbox-viewer';

// The library ships ES modules only; a stand-in records what the viewer hands it.
jest.mock('yet-another-react-lightbox', () => ({ __esModule: true, default: jest.fn(() => null) }));
jest.mock('yet-another-react-lightbox/plugins/captions', () => ({ __esModule: true, default: () => null }));
jest.mock('yet-another-react-lightbox/plugins/thumbnails', () => ({ __esModule: true, default: () => null }));
jest.mock('yet-another-react-lightbox/plugins/zoom', () => ({ __esModule: true, default: () => null }));

interface HandedSlide {
  srcSet?: { src: string; width: number; height: number }[];
  thumbnail?: string;
}

const SLIDES = [
  { src: 'https://cs.example/api/image/gallery/a.jpg', alt: 'Sports Day, photo 1 of 2' },
  { src: 'https://cs.example/api/image/gallery/b.jpg', alt: 'Sports Day, photo 2 of 2' },
];

function handedSlides(): readonly HandedSlide[] {
  render(<LightboxViewer slides={SLIDES} index={0} open onClose={() => {}} onView={() => {}} />);
  const props = jest.mocked(Lightbox).mock.lastCall?.[0] as { slides: readonly HandedSlide[] };
  return props.slides;
}

describe('LightboxViewer', () => {
  it('gives every slide the optimiser’s renditions to choose from, including the 828 px one a 375 px phone at 2x needs', () => {
    const second = handedSlides()[1]!;
    expect(second.srcSet).toContainEqual(expect.objectContaining({ src: '/_next/image?url=https%3A%2F%2Fcs.example%2Fapi%2Fimage%2Fgallery%2Fb.jpg&w=828&q=75', width: 828 }));
    for (const entry of second.srcSet ?? []) {
      expect(entry.src).toBe(`/_next/image?url=https%3A%2F%2Fcs.example%2Fapi%2Fimage%2Fgallery%2Fb.jpg&w=${entry.width}&q=75`);
    }
  });

  it('fills the thumbnail strip with 256 px renditions, not the files', () => {
    expect(handedSlides().map((slide) => slide.thumbnail)).toEqual([
      '/_next/image?url=https%3A%2F%2Fcs.example%2Fapi%2Fimage%2Fgallery%2Fa.jpg&w=256&q=75',
      '/_next/image?url=https%3A%2F%2Fcs.example%2Fapi%2Fimage%2Fgallery%2Fb.jpg&w=256&q=75',
    ]);
  });
});
