'use client';

import Image from 'next/image';
import { useState, type ReactNode } from 'react';

interface FallbackImageProps {
  src: string | null;
  alt: string;
  /** The next/image `sizes` of the slot. */
  sizes: string;
  /** Drawn when there is no image or it fails to load (a trophy, a picture). */
  fallback: ReactNode;
  className?: string;
  priority?: boolean;
}

/**
 * A content-service image filling its (relatively positioned) box, replaced by the page's fallback art when
 * the vendor gave no image or the image fails to load, as spec section 3 asks for photos and thumbnails.
 */
export function FallbackImage({ src, alt, sizes, fallback, className = 'object-cover', priority = false }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span className="absolute inset-0 flex items-center justify-center" role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        {fallback}
      </span>
    );
  }
  return <Image src={src} alt={alt} fill sizes={sizes} className={className} priority={priority} onError={() => setFailed(src)} />;
}
