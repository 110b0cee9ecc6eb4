'use client';

import { useMemo } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import { VIEWER_THUMBNAIL, viewerSources } from '@/lib/media/viewer-sources';
import type { LightboxSlide } from './lightbox';

interface LightboxViewerProps {
  slides: readonly LightboxSlide[];
  index: number;
  open: boolean;
  onClose: () => void;
  onView: (index: number) => void;
}

const PLUGINS = [Captions, Thumbnails, Zoom];

/**
 * The full-screen viewer (yet-another-react-lightbox), loaded only when a visitor first opens an image.
 * The carousel is finite, so previous and next are disabled at the ends; Escape, the close button and a
 * click on the backdrop close it; arrow keys move; the library locks page scroll while it is open.
 * Slides and thumbnails are the image optimiser's renditions: the viewer fetches the width the screen shows
 * (a wider one as the visitor zooms in), never the file itself, which can be several megabytes.
 */
export default function LightboxViewer({ slides, index, open, onClose, onView }: LightboxViewerProps) {
  const viewerSlides = useMemo(
    () => slides.map((slide) => ({ src: slide.src, alt: slide.alt, title: slide.title, description: slide.description, ...viewerSources(slide.src) })),
    [slides],
  );
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={viewerSlides}
      plugins={PLUGINS}
      carousel={{ finite: true, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      thumbnails={{ ...VIEWER_THUMBNAIL, vignette: false, showToggle: false }}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      captions={{ descriptionTextAlign: 'center' }}
      on={{ view: ({ index: current }) => onView(current) }}
      labels={{ Lightbox: 'Image viewer', Carousel: 'Images', 'Photo gallery': 'Images' }}
      styles={{ container: { backgroundColor: '#0a1530' }, thumbnailsContainer: { backgroundColor: '#0a1530' } }}
    />
  );
}
