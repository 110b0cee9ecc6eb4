import type { EventItem } from '@/lib/content/events';
import type { HomeItem } from '@/lib/content/listings';
import Image from 'next/image';
import { Carousel } from '@/components/ui/carousel';
import { ExternalLink } from '@/components/ui/external-link';
import { MapPinIcon } from '@/components/ui/icons';
import { HOME_CAROUSELS } from '@/content/home';
import { FRAME } from '@/content/i18n/frame';
import { homeWordsFor } from './words';
import { dayAndMonth } from '@/lib/dates';
import { localizedLink, vendorLang, presentProps } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';
import { InLang } from '@/components/ui/in-lang';
import { HomeItemTitle } from './item-title';
import { SectionHeading } from './section-heading';
import { OFFSCREEN_SECTION } from './offscreen';


const IMAGE_SIZES = '(min-width: 1300px) 19rem, (min-width: 993px) 30vw, (min-width: 601px) 48vw, 92vw';

interface EventCardContent {
  title: string;
  /** The event's own page (/Events/<slug>), when /Events lists it. */
  pagePath: string | null;
  description: string;
  day: string;
  month: string | null;
  dateTime?: string;
  time: string;
  venue: string;
  imageUrl: string | null;
  attachmentUrl: string | null;
  /** 'en' for a vendor's event on a page in another language. */
  lang?: 'en';
  /** The venue's, 'en' only when the vendor gave one (else it is the page's words for the campus). */
  venueLang?: 'en';
}

function EventCard({ event, locale }: { event: EventCardContent; locale: Locale }) {
  const words = homeWordsFor(locale).events;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-sand-200">
      <div className="relative aspect-[3/2] bg-navy-100">
        {event.imageUrl ? (
          <Image src={event.imageUrl} alt="" fill sizes={IMAGE_SIZES} className="object-cover" />
        ) : (
          <div aria-hidden="true" className="size-full bg-[radial-gradient(circle_at_30%_30%,theme(colors.navy.300),theme(colors.navy.800))]" />
        )}
        <div className="absolute top-3 left-3 flex min-w-14 flex-col items-center rounded-xl bg-white px-2 py-1.5 leading-none text-navy-900 shadow-card">
          {event.dateTime ? (
            <time dateTime={event.dateTime} {...presentProps({ lang: event.lang })} className="flex flex-col items-center">
              <span className="text-xl font-bold">{event.day}</span>
              <span className="mt-0.5 text-xs font-bold tracking-wide text-gold-700 uppercase">{event.month}</span>
            </time>
          ) : (
            <span className="py-1 text-sm font-bold">{event.day}</span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <HomeItemTitle title={event.title} pagePath={event.pagePath} lang={event.lang} />
        <p {...presentProps({ lang: event.lang })} className="mt-1 line-clamp-3 flex-1 text-[0.95rem] leading-snug text-sand-700">{event.description}</p>
        <dl className="mt-3 space-y-1 text-sm text-sand-700">
          <div className="flex items-center gap-1.5">
            <dt>
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className="size-4 text-gold-700">
                <circle cx="12" cy="12" r="9" />
                <path d="M12 7v5l3 2" />
              </svg>
              <span className="sr-only">{words.time}</span>
            </dt>
            <dd {...presentProps({ lang: event.lang })}>{event.time}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <MapPinIcon className="size-4 text-gold-700" />
              <span className="sr-only">{words.location}</span>
            </dt>
            <dd {...presentProps({ lang: event.venueLang })}>{event.venue}</dd>
          </div>
        </dl>
        {event.attachmentUrl ? (
          <ExternalLink href={event.attachmentUrl} newTabText={FRAME[locale].newTab} className="mt-3 self-start text-sm font-semibold text-navy-700 underline decoration-navy-700/30 hover:decoration-navy-700">
            {words.attachment}
            <span className="sr-only">
              : <InLang lang={event.lang}>{event.title}</InLang>
            </span>
          </ExternalLink>
        ) : null}
      </div>
    </article>
  );
}

/** The stand-in event card: 'Event Title / Stay Tunned For More Updates / DD.MM / 00:00 / School Campus'. */
export function EventPlaceholder({ locale = 'en' }: { locale?: Locale }) {
  const placeholder = homeWordsFor(locale).events.placeholder;
  return (
    <div data-testid="event-placeholder" className="max-w-sm">
      <EventCard
        event={{
          title: placeholder.title,
          pagePath: null,
          description: placeholder.description,
          day: placeholder.date,
          month: null,
          time: placeholder.time,
          venue: placeholder.venue,
          imageUrl: null,
          attachmentUrl: null,
        }}
        locale={locale}
      />
    </div>
  );
}

function toCard(event: HomeItem<EventItem>, locale: Locale): EventCardContent {
  const date = dayAndMonth(event.date);
  return {
    title: event.title,
    pagePath: event.pagePath,
    description: event.description,
    day: date?.day ?? '--',
    month: date?.month ?? null,
    dateTime: date && event.date ? event.date : undefined,
    time: event.time || '—',
    venue: event.venue || homeWordsFor(locale).events.defaultVenue,
    imageUrl: event.imageUrls[0] ?? null,
    attachmentUrl: event.attachmentUrls[0] ?? null,
    lang: vendorLang(locale),
    venueLang: event.venue ? vendorLang(locale) : undefined,
  };
}

/** Events as an autoplaying carousel, or the placeholder card when there are none. */
export function UpcomingEvents({ events, upcoming, locale = 'en' }: { events: readonly HomeItem<EventItem>[]; upcoming: boolean; locale?: Locale }) {
  const words = homeWordsFor(locale).events;
  const title = upcoming ? words.upcoming : words.recent;
  return (
    <section aria-labelledby="events-heading" className={`mx-auto max-w-page px-4 py-14 sm:px-6 lg:py-18 ${OFFSCREEN_SECTION}`}>
      <SectionHeading id="events-heading" eyebrow={words.eyebrow} title={title} link={localizedLink('/Events', words.all, locale)} />
      <div className="mt-8">
        {events.length > 0 ? (
          <Carousel
            label={title}
            {...presentProps({ words: homeWordsFor(locale).carousel })}
            settings={HOME_CAROUSELS.events}
            gap="5"
            slides={events.map((event) => (
              <EventCard key={event.id} event={toCard(event, locale)} locale={locale} />
            ))}
          />
        ) : (
          <EventPlaceholder locale={locale} />
        )}
      </div>
    </section>
  );
}
