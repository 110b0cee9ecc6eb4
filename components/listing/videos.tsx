import Image from 'next/image';
import { formatShortMonthDate } from '@/lib/dates';
import { ExternalLink } from '@/components/ui/external-link';
import { PlayIcon } from '@/components/ui/icons';
import { cardClass, DateText, PlaceholderFrame } from './card-parts';
import { PictureArt } from '@/components/ui/icons';
import { STAY_TUNED } from '@/content/placeholders';

export interface VideoCardData {
  id: string;
  title: string;
  videoUrl: string;
  date: string | null;
}

/** The YouTube video id of a watch, short, embed or youtu.be link; null for any other host. */
export function youtubeId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = parsed.searchParams.get('v') ?? parsed.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1] ?? null;
  }
  return id && /^[\w-]{11}$/.test(id) ? id : null;
}

/** A video: thumbnail where the host gives one, title and date; opens the video in a new tab. */
export function VideoCard({ item }: { item: VideoCardData }) {
  const id = youtubeId(item.videoUrl);
  return (
    <article className={`${cardClass} group relative`}>
      <div className="relative aspect-video bg-navy-900">
        {id ? (
          // YouTube's still is served by YouTube; it is small already, so it skips the optimiser (whose
          // allow-list holds the content service only).
          <Image src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`} alt="" fill unoptimized className="object-cover opacity-90" />
        ) : (
          <PictureArt className="absolute inset-0 size-full" />
        )}
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-navy-950/75 text-white ring-2 ring-white/80 transition group-hover:scale-105 group-hover:bg-gold-500 group-hover:text-navy-950 motion-reduce:transition-none">
            <PlayIcon className="size-6 translate-x-0.5" />
          </span>
        </span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-serif text-base leading-snug font-bold text-navy-900">
          <ExternalLink href={item.videoUrl} showIcon={false} className="after:absolute after:inset-0 hover:underline">
            {item.title}
          </ExternalLink>
        </h3>
        <DateText date={item.date} format={formatShortMonthDate} className="mt-1 text-sm text-sand-600" />
      </div>
    </article>
  );
}

/** What /VideoGallery shows when there are no videos. */
export function VideosPlaceholder() {
  return (
    <PlaceholderFrame className="max-w-sm">
      <div className="relative aspect-video">
        <PictureArt className="absolute inset-0 size-full" />
      </div>
      <p className="p-4 font-serif font-bold text-navy-900">{STAY_TUNED}</p>
    </PlaceholderFrame>
  );
}
