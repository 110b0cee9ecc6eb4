'use client';

import Image from 'next/image';
import { useState } from 'react';
import { PlayIcon } from '@/components/ui/icons';

interface VideoEmbedProps {
  youtubeId: string;
  title: string;
  poster: { src: string; alt: string; width: number; height: number };
}

/**
 * A video that loads the player only when asked: a poster with a play button, swapped for the privacy-
 * enhanced embed on click. The page stays light, and the poster links to the video for readers without
 * JavaScript.
 */
export function VideoEmbed({ youtubeId, title, poster }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false);
  const watchUrl = `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;

  return (
    <div className="relative aspect-video overflow-hidden rounded-card bg-navy-950 shadow-card">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          className="absolute inset-0 size-full"
        />
      ) : (
        <a
          href={watchUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            setPlaying(true);
          }}
          className="group absolute inset-0 block"
        >
          <Image src={poster.src} alt={poster.alt} fill sizes="(min-width: 1024px) 50rem, 100vw" className="object-cover opacity-85" />
          <span className="absolute inset-0 grid place-items-center">
            <span className="flex items-center gap-2 rounded-full bg-white/95 px-5 py-3 font-semibold text-navy-900 shadow-lift group-hover:bg-gold-300">
              <PlayIcon className="size-5" />
              Play video<span className="sr-only">: {title}</span>
            </span>
          </span>
        </a>
      )}
    </div>
  );
}
