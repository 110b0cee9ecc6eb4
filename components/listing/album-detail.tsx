import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatDayMonthYear, formatShortMonthDate } from '@/lib/dates';
import { LightboxLink, LightboxProvider, type LightboxSlide } from '@/components/media/lightbox';
import { CalendarIcon, ArrowLeftIcon, PhotosIcon, PictureArt } from '@/components/ui/icons';
import { ShareLinks } from '@/components/share/share-links';
import { photoIndex } from '@/lib/routes';
import { DateText } from './card-parts';
import { photoCountText } from './albums';
import { STAY_TUNED } from '@/content/placeholders';
import { NotFoundPanel } from '@/components/layout/not-found-panel';

/** One album, program or activity with its photos. */
export interface AlbumDetailData {
  id: string;
  title: string;
  description: string;
  date: string | null;
  photoUrls: string[];
}

interface BackLink {
  href: string;
  /** Where it goes, for screen readers ('School Gallery'). */
  label: string;
}

const THUMB_SIZES = '(min-width: 1280px) 220px, (min-width: 640px) 30vw, 50vw';

/** Go Back to the listing: the first thing on every sub page and on its not-found page. */
export function GoBackLink({ back }: { back: BackLink }) {
  return (
    <Link
      href={back.href}
      aria-label={`Go Back to ${back.label}`}
      className="inline-flex items-center gap-2 rounded-lg px-3 py-2 font-semibold text-navy-800 ring-1 ring-navy-200 ring-inset hover:bg-navy-50"
    >
      <ArrowLeftIcon className="size-4" />
      Go Back
    </Link>
  );
}

function Facts({ date, photoCount }: { date: string | null; photoCount: number }) {
  const formatted = formatDayMonthYear(date);
  return (
    <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {/* The vendor keeps one date per album; the original site shows it as both (spec section 2). */}
      {(['Event Date', 'Last Update'] as const).map((label) => (
        <div key={label} className="flex items-center gap-1.5">
          <dt className="flex items-center gap-1.5 font-semibold text-navy-900">
            <CalendarIcon className="size-4 text-gold-700" />
            {label}:
          </dt>
          <dd className="text-ink">{formatted ? <DateText date={date} format={formatDayMonthYear} /> : 'Not given'}</dd>
        </div>
      ))}
      <div className="flex items-center gap-1.5">
        <dt className="sr-only">Number of photos</dt>
        <dd className="flex items-center gap-1.5 font-semibold text-gold-700">
          <PhotosIcon className="size-4" />
          {photoCountText(photoCount)}
        </dd>
      </div>
    </dl>
  );
}

interface AlbumDetailProps {
  item: AlbumDetailData;
  back: BackLink;
  /** The page's own path ('/SubGallery?id=abc'), for sharing. */
  path: string;
  /** The `?photo=` value of the address: the viewer starts open at that photo (counted from 1). */
  photo?: string | string[];
}

/**
 * A sub page's body: Go Back, dates, photo count, title, sharing, description and the photo grid with its
 * viewer, whose address names the photo shown (`?photo=3`).
 */
export function AlbumDetail({ item, back, path, photo }: AlbumDetailProps) {
  const caption = formatShortMonthDate(item.date) ?? undefined;
  const slides: LightboxSlide[] = item.photoUrls.map((src, index) => ({
    src,
    alt: `${item.title}, photo ${index + 1} of ${item.photoUrls.length}`,
    title: item.title,
    description: caption,
  }));
  return (
    <article>
      <GoBackLink back={back} />
      <h2 className="mt-6 font-serif text-2xl font-bold text-navy-900 sm:text-3xl">{item.title}</h2>
      <Facts date={item.date} photoCount={item.photoUrls.length} />
      <ShareLinks title={item.title} path={path} className="mt-3 -ml-2.5" />
      {item.description ? <p className="mt-4 max-w-prose whitespace-pre-line text-ink">{item.description}</p> : null}
      {slides.length > 0 ? (
        <LightboxProvider album={{ slides, initialIndex: photoIndex(photo, slides.length) }}>
          <ul aria-label="Photos" className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
            {slides.map((slide, index) => (
              <li key={slide.src}>
                <LightboxLink
                  slides={slides}
                  index={index}
                  href={slide.src}
                  label={`View photo ${index + 1} of ${slides.length}`}
                  className="group relative block aspect-square overflow-hidden rounded-lg bg-navy-100 shadow-card"
                >
                  <Image
                    src={slide.src}
                    alt={slide.alt}
                    fill
                    sizes={THUMB_SIZES}
                    className="object-cover transition duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                  />
                </LightboxLink>
              </li>
            ))}
          </ul>
        </LightboxProvider>
      ) : (
        <p className="mt-8 rounded-card bg-white p-5 text-sand-700 shadow-card ring-1 ring-sand-200">No photos have been published for this yet.</p>
      )}
    </article>
  );
}

/** A sub page while the content service cannot be reached: Go Back, a short message and placeholder tiles (HTTP 200). */
export function AlbumUnavailable({ back, noun }: { back: BackLink; noun: string }) {
  return (
    <div>
      <GoBackLink back={back} />
      <div role="status" className="mt-6 rounded-card bg-white p-6 shadow-card ring-1 ring-sand-200">
        <h2 className="font-serif text-xl font-bold text-navy-900">{STAY_TUNED}</h2>
        <p className="mt-2 text-sand-700">
          The photos of this {noun} cannot be shown just now. Please try again in a few minutes.
        </p>
      </div>
      <ul aria-hidden="true" className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <li key={key} className="relative aspect-square overflow-hidden rounded-lg opacity-60">
            <PictureArt className="absolute inset-0 size-full" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A sub page opened without an id: where to choose one. */
export function AlbumChooser({ back, children }: { back: BackLink; children: ReactNode }) {
  return (
    <div>
      <GoBackLink back={back} />
      <p className="mt-6 max-w-prose text-ink">{children}</p>
    </div>
  );
}

/** The heading and title of a sub page's not-found: 'Album not found'. */
export function notFoundTitle(noun: string): string {
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`;
}

/** The body of a sub page's not-found: a clear message and Go Back (HTTP 404). */
export function AlbumNotFound({ back, noun }: { back: BackLink; noun: string }) {
  return (
    <NotFoundPanel title={notFoundTitle(noun)} message={`There is no ${noun} at this address. The link may be incomplete, or the ${noun} may have been removed.`}>
      <GoBackLink back={back} />
    </NotFoundPanel>
  );
}
