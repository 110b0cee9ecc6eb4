import { ExternalLink } from '@/components/ui/external-link';
import { cardClass, DateBadge, PlaceholderFrame } from './card-parts';
import { PaperclipIcon } from '@/components/ui/icons';
import { ShareLinks } from '@/components/share/share-links';
import { formatDayMonthYear } from '@/lib/dates';
import { FRAME } from '@/content/i18n/frame';
import { LISTING_WORDS } from '@/content/i18n/listings';
import { presentProps, vendorLang } from '@/lib/i18n';
import { itemPath, type Locale } from '@/lib/routes';
import { NewsReadMore, type NewsDetail } from './news-read-more';

/** A news card: day and month, title, description, Read More (the item's page, opened in a modal where scripts run), the paperclip to the attachment and sharing. */
export function NewsCard({ item, locale = 'en' }: { item: NewsDetail; locale?: Locale }) {
  const { date, ...fields } = item;
  const attachment = item.attachmentUrls[0];
  const words = LISTING_WORDS[locale];
  const lang = vendorLang(locale);
  return (
    <article className={`${cardClass} p-5`}>
      <div className="flex gap-4">
        <DateBadge date={item.date} noDate={words.cards.noDate} {...presentProps({ lang })} />
        <div className="min-w-0 flex-1">
          <h3 {...presentProps({ lang })} className="font-serif text-lg leading-snug font-bold text-navy-900">
            {item.title}
          </h3>
          {item.description ? <p {...presentProps({ lang })} className="mt-2 line-clamp-3 text-[0.95rem] text-sand-700">{item.description}</p> : null}
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        <NewsReadMore item={{ ...fields, dateText: formatDayMonthYear(date) }} href={itemPath('/News', item)} {...presentProps({ words: words.readMore, lang })} />
        {attachment ? (
          <ExternalLink
            href={attachment}
            showIcon={false}
            className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-navy-800 hover:bg-navy-50"
            aria-label={`${words.cards.attachment}: ${item.title}${FRAME[locale].newTab}`}
          >
            <PaperclipIcon className="size-4 text-gold-700" />
            <span aria-hidden="true">{words.cards.attachment}</span>
          </ExternalLink>
        ) : null}
      </div>
      <ShareLinks title={item.title} path={itemPath('/News', item)} locale={locale} className="mt-3 -ml-2.5" />
    </article>
  );
}

/** What /News shows when there is no news. */
export function NewsPlaceholder({ locale = 'en' }: { locale?: Locale }) {
  return (
    <PlaceholderFrame className="p-5">
      <div className="flex items-center gap-4">
        <DateBadge date={null} className="bg-sand-300 text-navy-900" noDate={LISTING_WORDS[locale].cards.noDate} />
        <p className="font-serif text-lg font-bold text-navy-900">{LISTING_WORDS[locale].placeholder}</p>
      </div>
    </PlaceholderFrame>
  );
}
