import Image from 'next/image';
import Link from 'next/link';
import { formatShortMonthDate } from '@/lib/dates';
import { albumPath, type AlbumDetailRoute } from '@/lib/routes';
import { ChevronRightIcon } from '@/components/ui/icons';
import { actionClass, cardClass, DateBadge, DateText, PicturePlaceholders } from './card-parts';
import { PhotosIcon, PictureArt } from '@/components/ui/icons';
import { PLACEHOLDER_TITLE, STAY_TUNED } from '@/content/placeholders';

/** A photo album, capacity building program or activity, as its card needs it. */
export interface AlbumCardData {
  id: string;
  title: string;
  date: string | null;
  coverUrl: string | null;
  photoCount: number;
}

export const ALBUM_IMAGE_SIZES = '(min-width: 1280px) 290px, (min-width: 640px) 45vw, 100vw';

/** `first`: the first card in view, whose photo is a phone's largest paint: fetched at once and first, not lazily. */
function Cover({ src, first = false }: { src: string | null; first?: boolean }) {
  return (
    <div className="relative aspect-[4/3] bg-navy-100">
      {src ? (
        <Image src={src} alt="" fill sizes={ALBUM_IMAGE_SIZES} loading={first ? 'eager' : undefined} fetchPriority={first ? 'high' : undefined} className="object-cover" />
      ) : (
        <PictureArt className="absolute inset-0 size-full" />
      )}
    </div>
  );
}

export function photoCountText(count: number): string {
  return `${count} ${count === 1 ? 'Photo' : 'Photos'}`;
}

interface AlbumCardProps {
  item: AlbumCardData;
  /** The section's detail page, where View More leads with the item's id. */
  detailHref: AlbumDetailRoute;
  /** The first card in view (see Cover). */
  first?: boolean;
}

function ViewMore({ item, detailHref }: Omit<AlbumCardProps, 'first'>) {
  return (
    <div className="mt-auto pt-4">
      <Link href={albumPath(detailHref, item.id)} className={actionClass} aria-label={`View More: ${item.title}`}>
        View More
        <ChevronRightIcon className="size-4" />
      </Link>
    </div>
  );
}

/** Gallery and capacity building cards: first photo, day and month, number of photos, title, View More. */
export function AlbumCard({ item, detailHref, first = false }: AlbumCardProps) {
  return (
    <article className={`${cardClass} group relative`}>
      <Cover src={item.coverUrl} first={first} />
      <DateBadge date={item.date} className="absolute top-3 left-3 shadow-card" />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-gold-700">
          <PhotosIcon className="size-4" />
          {photoCountText(item.photoCount)}
        </p>
        <h3 className="mt-1.5 font-serif text-lg leading-snug font-bold text-navy-900">{item.title}</h3>
        <ViewMore item={item} detailHref={detailHref} />
      </div>
    </article>
  );
}

/** Activity cards: first image, title, date (day, short month, year) and View More. */
export function ActivityCard({ item, detailHref, first = false }: AlbumCardProps) {
  return (
    <article className={cardClass}>
      <Cover src={item.coverUrl} first={first} />
      <div className="flex flex-1 flex-col p-5">
        <DateText date={item.date} format={formatShortMonthDate} className="text-sm font-semibold text-gold-700" />
        <h3 className="mt-1 font-serif text-lg leading-snug font-bold text-navy-900">{item.title}</h3>
        <ViewMore item={item} detailHref={detailHref} />
      </div>
    </article>
  );
}

/** Placeholder cards for an empty gallery, program or activity list. */
export function AlbumPlaceholders({ count = 3, noun }: { count?: number; noun: string }) {
  return (
    <PicturePlaceholders label={noun} count={count}>
      <div className="p-5">
        <p className="text-sm font-semibold text-sand-600">{photoCountText(0)}</p>
        <p className="mt-1 font-serif text-lg font-bold text-navy-900">{PLACEHOLDER_TITLE}</p>
        <p className="mt-1 text-sand-700">{STAY_TUNED}</p>
      </div>
    </PicturePlaceholders>
  );
}
