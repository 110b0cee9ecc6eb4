'use client';

import Image from 'next/image';
import { useState } from 'react';
import { TrophyPicture } from './trophy';

interface PhotoWithFallbackProps {
  src: string | null;
  alt: string;
  sizes: string;
  className?: string;
}

/** A student's photo from the content service, replaced by the trophy drawing when it is missing or fails to load. */
export function PhotoWithFallback({ src, alt, sizes, className = '' }: PhotoWithFallbackProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <TrophyPicture className={`size-full ${className}`} />;
  return <Image src={src} alt={alt} fill sizes={sizes} className={`object-cover ${className}`} onError={() => setFailed(true)} />;
}
