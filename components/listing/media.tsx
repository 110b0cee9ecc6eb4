import { formatShortMonthDate } from '@/lib/dates';
import { ExternalLink } from '@/components/ui/external-link';
import { FallbackImage } from '@/components/ui/fallback-image';
import { LightboxLink, type LightboxSlide } from '@/components/media/lightbox';
import { cardClass, DateText, PicturePlaceholders, quietActionClass } from './card-parts';
import { PictureArt } from '@/components/ui/icons';
import { PLACEHOLDER_TITLE } from '@/content/placeholders';

export interface MediaCardData {
  id: string;
  title: string;
  date: string | null;
  url: string | null;
  imageUrls: string[];
}

const THUMB_SIZES = '(min-width: 1280px) 290px, (min-width: 640px) 45vw, 100vw';

/** The viewer's slides of one item: each clipping with the item's title and date as caption. */
export function mediaSlides(item: MediaCardData): LightboxSlide[] {
  const date = formatShortMonthDate(item.date) ?? undefined;
  return item.imageUrls.map((src, index) => ({
    src,
    alt: item.imageUrls.length > 1 ? `${item.title} (clipping ${index + 1} of ${item.imageUrls.length})` : item.title,
    title: item.title,
    description: date,
  }));
}

/** A media coverage card: the first clipping (opening the viewer), the title and View when there is a url. */
export function MediaCard({ item }: { item: MediaCardData }) {
  const first = item.imageUrls[0];
  const count = item.imageUrls.length;
  const thumbnail = <FallbackImage src={first ?? null} alt="" sizes={THUMB_SIZES} fallback={<PictureArt className="size-full" />} className="object-cover object-top" />;
  return (
    <article className={cardClass}>
      {first ? (
        <LightboxLink
          slides={mediaSlides(item)}
          index={0}
          href={first}
          // The count the badge shows is part of the name, so a voice user can say what they see (WCAG 2.5.3).
          label={count > 1 ? `Open clipping: ${item.title}, ${count} clippings` : `Open clipping: ${item.title}`}
          className="group relative block aspect-[4/3] overflow-hidden bg-navy-100"
        >
          {thumbnail}
          {count > 1 ? (
            <span className="absolute right-3 bottom-3 rounded-full bg-navy-950/80 px-2.5 py-0.5 text-xs font-semibold text-white">
              {count} clippings
            </span>
          ) : null}
        </LightboxLink>
      ) : (
        <div className="relative aspect-[4/3] bg-navy-100">{thumbnail}</div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <DateText date={item.date} format={formatShortMonthDate} className="text-sm font-semibold text-gold-700" />
        <h3 className="mt-1 font-serif text-lg leading-snug font-bold text-navy-900">{item.title}</h3>
        {item.url ? (
          <div className="mt-auto pt-4">
            <ExternalLink href={item.url} className={quietActionClass} aria-label={`View: ${item.title} (opens in a new tab)`}>
              View
            </ExternalLink>
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** What /MediaCoverage shows when there is nothing: four disabled cards titled Title (spec sections 2 and 9). */
export function MediaPlaceholders() {
  return (
    <PicturePlaceholders label="Media coverage" count={4}>
      <div className="flex flex-1 flex-col p-5">
        <p className="font-serif text-lg font-bold text-navy-900">{PLACEHOLDER_TITLE}</p>
        <div className="mt-auto pt-4">
          <button type="button" disabled className={`${quietActionClass} cursor-not-allowed opacity-60`}>
            View
          </button>
        </div>
      </div>
    </PicturePlaceholders>
  );
}
