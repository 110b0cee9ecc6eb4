'use client';

import Image from 'next/image';
import { useState, type ReactNode } from 'react';

interface FallbackImageProps {
  src: string | null;
  alt: string;
  /** The next/image `sizes` of the slot. */
  sizes: string;
  /**
   * Drawn, centred, when there is no image or it fails to load: the trophy for a student's photo, the picture
   * for other images. The drawing names itself (the trophy is an image named "Trophy") or is decorative; it
   * does not take the photo's alt text, which would describe a photo the visitor is not shown.
   */
  fallback: ReactNode;
  /** Classes of the image; `object-cover` unless given. */
  className?: string;
  priority?: boolean;
}

/**
 * The site's one image with a stand-in: a content-service image filling its (relatively positioned) box,
 * replaced by the fallback drawing when the vendor gave no image or the image fails to load, as spec
 * section 3 asks for photos and thumbnails.
 */
export function FallbackImage({ src, alt, sizes, fallback, className = 'object-cover', priority = false }: FallbackImageProps) {
  // The source that failed, so a new source (a re-rendered card) gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <span className="absolute inset-0 flex items-center justify-center">{fallback}</span>;
  return <Image src={src} alt={alt} fill sizes={sizes} className={className} priority={priority} onError={() => setFailed(src)} />;
}
