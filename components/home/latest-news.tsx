import { ExternalLink } from '@/components/ui/external-link';
import { Marquee } from '@/components/ui/marquee';
import { homeWordsFor } from './words';
import { FRAME } from '@/content/i18n/frame';
import { dayAndMonth } from '@/lib/dates';
import { localizedLink, presentProps, vendorLang } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';
import { InLang } from '@/components/ui/in-lang';
import { HomeItemTitle } from './item-title';
import { SectionHeading } from './section-heading';

/** The fields of a news item the home page shows. */
export interface HomeNewsItem {
  id: string;
  title: string;
  description: string;
  date: string | null;
  url: string | null;
  attachmentUrls: readonly string[];
  /** Its own page, when /News lists it too (lib/content/listings.ts). */
  pagePath: string | null;
}

// A few seconds of reading per item keeps the speed calm whatever the length of the list; two items fit the
// box whole and stand still.
const SECONDS_PER_ITEM = 4;
const MIN_ITEMS_TO_SCROLL = 3;

/** The stand-in for an empty or failed news list: the spec's exact words (in English). */
export function NewsPlaceholder({ locale = 'en' }: { locale?: Locale }) {
  return (
    <div className="flex h-40 items-center justify-center rounded-card border border-dashed border-sand-300 bg-sand-50 px-6 text-center">
      <p className="font-serif text-lg font-bold text-navy-900">{homeWordsFor(locale).news.placeholder}</p>
    </div>
  );
}

function NewsEntry({ item, locale }: { item: HomeNewsItem; locale: Locale }) {
  const words = homeWordsFor(locale).news;
  const newTab = FRAME[locale].newTab;
  const lang = vendorLang(locale);
  const date = dayAndMonth(item.date);
  const attachment = item.attachmentUrls[0];
  return (
    <li className="flex gap-4 border-b border-sand-200 py-4 last:border-b-0">
      <div
        aria-hidden={date ? undefined : true}
        className="flex size-14 shrink-0 flex-col items-center justify-center rounded-xl bg-navy-800 leading-none text-white"
      >
        {date ? (
          <time dateTime={item.date ?? undefined} {...presentProps({ lang })} className="flex flex-col items-center">
            <span className="text-xl font-bold">{date.day}</span>
            <span className="mt-0.5 text-xs font-semibold tracking-wide text-gold-300 uppercase">{date.month}</span>
          </time>
        ) : (
          <span className="text-xl font-bold text-gold-300">•</span>
        )}
      </div>
      <div className="min-w-0">
        <HomeItemTitle title={item.title} pagePath={item.pagePath} lang={lang} />
        {item.description ? <p {...presentProps({ lang })} className="mt-1 line-clamp-2 text-[0.95rem] leading-snug text-sand-700">{item.description}</p> : null}
        {attachment || item.url ? (
          <p className="mt-1.5 flex flex-wrap gap-x-4 text-sm font-semibold">
            {attachment ? (
              <ExternalLink href={attachment} newTabText={newTab} className="text-navy-700 underline decoration-navy-700/30 hover:decoration-navy-700">
                {words.attachment}
                <span className="sr-only">
                  : <InLang lang={lang}>{item.title}</InLang>
                </span>
              </ExternalLink>
            ) : null}
            {item.url ? (
              <ExternalLink href={item.url} newTabText={newTab} className="text-navy-700 underline decoration-navy-700/30 hover:decoration-navy-700">
                {words.readMore}
                <span className="sr-only">
                  : <InLang lang={lang}>{item.title}</InLang>
                </span>
              </ExternalLink>
            ) : null}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The latest News-category items as a list scrolling slowly upwards (it pauses on hover, on focus and with
 * its button, and stands still under reduced motion), or the placeholder when there are none.
 */
export function LatestNews({ items, locale = 'en' }: { items: readonly HomeNewsItem[]; locale?: Locale }) {
  const words = homeWordsFor(locale).news;
  return (
    <section aria-labelledby="latest-news-heading" className="rounded-card bg-white p-5 shadow-card ring-1 ring-sand-200 sm:p-6">
      <SectionHeading id="latest-news-heading" eyebrow={words.eyebrow} title={words.title} level={2} link={localizedLink('/News', words.all, locale)} />
      <div className="mt-4">
        {items.length > 0 ? (
          <Marquee
            direction="up"
            durationSeconds={items.length * SECONDS_PER_ITEM}
            label={words.listLabel}
            {...presentProps({ pauseLabel: words.pause })}
            name="news"
            still={items.length < MIN_ITEMS_TO_SCROLL}
            className="h-96"
          >
            <ul>
              {items.map((item) => (
                <NewsEntry key={item.id} item={item} locale={locale} />
              ))}
            </ul>
          </Marquee>
        ) : (
          <NewsPlaceholder locale={locale} />
        )}
      </div>
    </section>
  );
}
