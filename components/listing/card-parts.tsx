import type { ReactNode } from 'react';
import { PictureArt } from '@/components/ui/icons';
import { dayAndMonth, calendarDate, toIsoDate } from '@/lib/dates';
import { presentProps } from '@/lib/present-props';

/** The frame shared by every listing card. */
export const cardClass = 'flex w-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-sand-200';

/**
 * The day-over-month badge of news, notices and album cards; a dash and `noDate` when the item has no date.
 * The month is the English abbreviation in any locale: a page in another language marks it with `lang`.
 */
export function DateBadge({ date, className = '', noDate = 'Date', lang }: { date: string | null; className?: string; noDate?: string; lang?: string }) {
  const parts = dayAndMonth(date);
  const day = calendarDate(date);
  const body = (
    <>
      <span className="block font-serif text-2xl leading-none font-bold">{parts?.day ?? '--'}</span>
      <span {...presentProps({ lang: parts ? lang : undefined })} className="mt-1 block text-xs font-semibold tracking-wider uppercase">
        {parts?.month ?? noDate}
      </span>
    </>
  );
  const style = `flex w-16 shrink-0 flex-col items-center justify-center rounded-lg bg-navy-800 px-2 py-2.5 text-center text-white ${className}`;
  return day ? (
    <time dateTime={toIsoDate(day)} className={style}>
      {body}
    </time>
  ) : (
    <span className={style}>{body}</span>
  );
}

/** A `<time>` around a formatted date, or nothing when the item has none. */
export function DateText({ date, format, className, lang }: { date: string | null; format: (date: string | null) => string | null; className?: string; lang?: string }) {
  const day = calendarDate(date);
  const text = format(date);
  if (!day || !text) return null;
  return (
    <time dateTime={toIsoDate(day)} className={className} {...presentProps({ lang })}>
      {text}
    </time>
  );
}

/** A card's title as a link to the item's own page: the title's colour, underlined on hover and focus. */
export const titleLinkClass = 'rounded-sm hover:underline hover:decoration-gold-500 hover:underline-offset-4 focus-visible:underline';

/** The primary text link of a card ('View More', 'Read More'). */
export const actionClass =
  'inline-flex items-center gap-1.5 rounded-lg bg-navy-800 px-3.5 py-2 text-sm font-semibold text-white hover:bg-navy-700';

/** A quiet secondary link or button of a card. */
export const quietActionClass =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-navy-800 ring-1 ring-navy-200 ring-inset hover:bg-navy-50';

/** A card that only holds the place of content that has not arrived (spec placeholders). */
export function PlaceholderFrame({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div aria-disabled="true" className={`${cardClass} border-2 border-dashed border-sand-300 bg-sand-50 shadow-none ring-0 ${className}`}>
      {children}
    </div>
  );
}

/** `count` placeholder cards in a grid, each a picture over `children`: what an empty picture listing shows. */
export function PicturePlaceholders({ label, count, children }: { label: string; count: number; children: ReactNode }) {
  return (
    <ul aria-label={`${label} (none yet)`} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="flex">
          <PlaceholderFrame>
            <div className="relative aspect-[4/3]">
              <PictureArt className="absolute inset-0 size-full opacity-70" />
            </div>
            {children}
          </PlaceholderFrame>
        </li>
      ))}
    </ul>
  );
}
