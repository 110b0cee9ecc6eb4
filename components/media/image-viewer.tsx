'use client';

import Image from 'next/image';
import { useCallback, useId, useRef, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { leaveOverlay, pushOverlayEntry, useCloseOnBack } from '@/components/ui/overlay-history';

export interface ViewerImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
}

interface ImageViewerProps {
  image: ViewerImage;
  /** The dialog's title, e.g. 'Fee table'. */
  title: string;
  /** Width hint for the thumbnail, as a `sizes` attribute. */
  sizes?: string;
  /** Text of the button over the thumbnail. */
  openLabel?: string;
  priority?: boolean;
}

/** The image's width in the dialog when fitted: the dialog's (max-w-6xl, 2rem from the screen's edges) less its padding. */
const FITTED_SIZES = '(min-width: 74rem) 69rem, (min-width: 40rem) calc(100vw - 5rem), calc(100vw - 4.5rem)';

/**
 * A thumbnail that opens the full image in a modal viewer, with a zoom toggle for tables and screenshots
 * that are hard to read at phone width. The thumbnail is a link to the image file, so it still opens
 * without JavaScript. Opening adds a history entry, so a phone's Back button closes the viewer, not the page.
 * The dialog fetches the image at the width it shows it, and the file itself only when zoomed to actual size.
 */
export function ImageViewer({ image, title, sizes = '(min-width: 1024px) 50rem, 100vw', openLabel = 'View full size', priority = false }: ImageViewerProps) {
  const [open, setOpen] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const key = useId();

  const closed = useCallback(() => {
    setOpen(false);
    // Back to the thumbnail once the dialog has closed, whichever way it was closed.
    setTimeout(() => trigger.current?.focus(), 0);
  }, []);
  useCloseOnBack(key, open, closed);

  return (
    <figure className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-sand-200">
      <a
        ref={trigger}
        href={image.src}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          setZoomed(false);
          setOpen(true);
          pushOverlayEntry(key);
        }}
        className="group relative block"
      >
        <Image src={image.src} alt={image.alt} width={image.width} height={image.height} sizes={sizes} priority={priority} className="h-auto w-full" />
        <span className="absolute right-3 bottom-3 rounded-full bg-navy-900/85 px-3 py-1.5 text-sm font-semibold text-white shadow-card group-hover:bg-navy-800">
          {openLabel}
          <span className="sr-only">: {title}</span>
        </span>
      </a>
      <Modal open={open} onClose={() => leaveOverlay(key, closed)} title={title} closeLabel="Close image viewer" widthClassName="max-w-6xl">
        <div className="space-y-3">
          <button
            type="button"
            aria-pressed={zoomed}
            onClick={() => setZoomed((value) => !value)}
            className="rounded-md px-3 py-1.5 text-sm font-semibold text-navy-800 ring-1 ring-navy-200 hover:bg-navy-50"
          >
            {zoomed ? 'Fit to window' : 'Zoom to actual size'}
          </button>
          <div className={zoomed ? 'max-h-[65dvh] overflow-auto rounded-md ring-1 ring-sand-200' : ''}>
            {zoomed ? (
              // Actual size is the file itself, unoptimised: every figure at full resolution.
              <Image src={image.src} alt={image.alt} width={image.width} height={image.height} unoptimized className="h-auto max-w-none" style={{ width: image.width }} />
            ) : (
              // Fitted, a rendition as wide as the dialog shows it.
              <Image src={image.src} alt={image.alt} width={image.width} height={image.height} sizes={FITTED_SIZES} className="h-auto w-full" />
            )}
          </div>
          {image.caption ? <p className="text-sm text-sand-700">{image.caption}</p> : null}
        </div>
      </Modal>
      {/* Last: a figure's caption comes first or last, and the (closed, hidden) dialog is part of its content. */}
      {image.caption ? <figcaption className="px-4 py-3 text-sm text-sand-700">{image.caption}</figcaption> : null}
    </figure>
  );
}
