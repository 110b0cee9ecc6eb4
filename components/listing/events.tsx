import Link from 'next/link';
import type { ComponentType, ReactNode } from 'react';
import { formatDayMonthYear } from '@/lib/dates';
import { ExternalLink } from '@/components/ui/external-link';
import { MapPinIcon } from '@/components/ui/icons';
import { FallbackImage } from '@/components/ui/fallback-image';
import { InLang } from '@/components/ui/in-lang';
import { cardClass, DateText, PlaceholderFrame, quietActionClass, titleLinkClass } from './card-parts';
import { CalendarIcon, ClockIcon, PaperclipIcon, PictureArt } from '@/components/ui/icons';
import { ShareLinks } from '@/components/share/share-links';
import { eventIcsPath, googleCalendarUrl, type CalendarEntry } from '@/lib/seo/feeds';
import { siteOrigin } from '@/lib/seo/metadata';
import { FRAME } from '@/content/i18n/frame';
import { LISTING_WORDS } from '@/content/i18n/listings';
import type { EventItem } from '@/lib/content/events';
import { presentProps, vendorLang } from '@/lib/i18n';
import { itemPath, type Locale } from '@/lib/routes';

const IMAGE_SIZES = '(min-width: 1280px) 440px, (min-width: 640px) 45vw, 100vw';

/**
 * An event: image (default picture when missing or broken), title (a link to its own page), description, location, date, time,
 * attachment, Add to calendar (a one-event .ics and a Google Calendar link, for dated events) and sharing.
 */
export function EventCard({ item, locale = 'en' }: { item: EventItem; locale?: Locale }) {
  const attachment = item.attachmentUrls[0];
  const words = LISTING_WORDS[locale].cards;
  const lang = vendorLang(locale);
  const newTab = FRAME[locale].newTab;
  return (
    <article className={cardClass}>
      <div className="relative aspect-[16/9] bg-navy-100">
        <FallbackImage src={item.imageUrls[0] ?? null} alt="" sizes={IMAGE_SIZES} fallback={<PictureArt className="size-full" />} />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 {...presentProps({ lang })} className="font-serif text-lg leading-snug font-bold text-navy-900">
          <Link href={itemPath('/Events', item)} prefetch={false} {...presentProps({ hrefLang: lang })} className={titleLinkClass}>
            {item.title}
          </Link>
        </h3>
        {item.description ? (
          <p {...presentProps({ lang })} className="mt-2 text-[0.95rem] text-sand-700">
            {item.description}
          </p>
        ) : null}
        <dl className="mt-4 grid gap-1.5 text-sm text-ink">
          <EventFact icon={MapPinIcon} label={words.location}>
            {item.venue ? <InLang lang={lang}>{item.venue}</InLang> : words.defaultVenue}
          </EventFact>
          <EventFact icon={CalendarIcon} label={words.date}>
            <DateText date={item.date} format={formatDayMonthYear} {...presentProps({ lang })} />
            {item.date ? null : words.toBeAnnounced}
          </EventFact>
          {item.time ? (
            <EventFact icon={ClockIcon} label={words.time}>
              <InLang lang={lang}>{item.time}</InLang>
            </EventFact>
          ) : null}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          {attachment ? (
            <ExternalLink href={attachment} className={quietActionClass} newTabText={newTab} aria-label={`${words.attachment}: ${item.title}${newTab}`}>
              <PaperclipIcon className="size-4 text-gold-700" />
              {words.attachment}
            </ExternalLink>
          ) : null}
          <CalendarLinks item={item} locale={locale} />
        </div>
        <ShareLinks title={item.title} path={itemPath('/Events', item)} locale={locale} className="mt-3 -ml-2.5" />
      </div>
    </article>
  );
}

/** One line of an event's facts in a `<dl>`: an icon, the label ('Location:') and the value. */
export function EventFact({ icon: Icon, label, children }: { icon: ComponentType<{ className?: string }>; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="flex items-center gap-1.5 font-semibold text-navy-900">
        <Icon className="size-4 text-gold-700" />
        {label}:
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Add to calendar for a dated event: its one-event .ics file and a Google Calendar link; nothing for an undated one. */
export function CalendarLinks({ item, locale = 'en' }: { item: CalendarEntry; locale?: Locale }) {
  const google = googleCalendarUrl(item, siteOrigin());
  if (!google) return null;
  const words = LISTING_WORDS[locale].cards;
  const newTab = FRAME[locale].newTab;
  return (
    <>
      <a href={eventIcsPath(item.id)} download className={quietActionClass} aria-label={words.addToCalendarOf(item.title)}>
        <CalendarIcon className="size-4 text-gold-700" />
        {words.addToCalendar}
      </a>
      <ExternalLink href={google} className={quietActionClass} newTabText={newTab} aria-label={`${words.googleCalendarOf(item.title)}${newTab}`}>
        {words.googleCalendar}
      </ExternalLink>
    </>
  );
}

/** What /Events shows when there are no events: the spec's event placeholder, as on the home page. */
export function EventsPlaceholder({ locale = 'en' }: { locale?: Locale }) {
  const { title, description, date, time, venue } = LISTING_WORDS[locale].eventPlaceholder;
  return (
    <PlaceholderFrame className="max-w-md">
      <div className="relative aspect-[16/9]">
        <PictureArt className="absolute inset-0 size-full" />
      </div>
      <div className="p-5">
        <p className="font-serif text-lg font-bold text-navy-900">{title}</p>
        <p className="mt-1 text-sand-700">{description}</p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
          <span>{date}</span>
          <span>{time}</span>
          <span>{venue}</span>
        </p>
      </div>
    </PlaceholderFrame>
  );
}
