import Link from 'next/link';
import { ExternalLink } from '@/components/ui/external-link';
import { cardClass, DateBadge, PlaceholderFrame, titleLinkClass } from './card-parts';
import { PaperclipIcon } from '@/components/ui/icons';
import { ShareLinks } from '@/components/share/share-links';
import { FRAME } from '@/content/i18n/frame';
import { LISTING_WORDS, listName } from '@/content/i18n/listings';
import { presentProps, vendorLang } from '@/lib/i18n';
import { itemPath, type Locale } from '@/lib/routes';

export interface NoticeCardData {
  id: string;
  title: string;
  description: string;
  date: string | null;
  attachmentUrls: string[];
}

/**
 * A notice: day and month, title (a link to its own page), description, a paperclip link per attachment and
 * sharing. On a page in another language the notice's own words stay as written (lang="en"), and its page is
 * the English one (hreflang="en").
 */
export function NoticeCard({ item, locale = 'en' }: { item: NoticeCardData; locale?: Locale }) {
  const many = item.attachmentUrls.length > 1;
  const words = LISTING_WORDS[locale].cards;
  const lang = vendorLang(locale);
  const attachmentLabel = (index: number) => (many ? words.attachmentN(index + 1) : words.attachment);
  return (
    <article className={`${cardClass} p-5`}>
      {/* On a phone the sharing row takes the card's full width, under the badge too, so it stays one line. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4">
        <DateBadge date={item.date} className="sm:row-span-2" noDate={words.noDate} {...presentProps({ lang })} />
        <div className="min-w-0">
          <h3 {...presentProps({ lang })} className="font-serif text-lg leading-snug font-bold text-navy-900">
            <Link href={itemPath('/notice', item)} prefetch={false} {...presentProps({ hrefLang: lang })} className={titleLinkClass}>
              {item.title}
            </Link>
          </h3>
          {item.description ? <p {...presentProps({ lang })} className="mt-1.5 whitespace-pre-line text-[0.95rem] text-sand-700">{item.description}</p> : null}
          {item.attachmentUrls.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
              {item.attachmentUrls.map((url, index) => (
                <li key={url}>
                  <ExternalLink
                    href={url}
                    aria-label={`${attachmentLabel(index)}: ${item.title}${FRAME[locale].newTab}`}
                    className="inline-flex items-center gap-1.5 text-sm font-semibold text-navy-800 underline decoration-gold-500 underline-offset-4 hover:text-navy-600">
                    <PaperclipIcon className="size-4 text-gold-700" />
                    {attachmentLabel(index)}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <ShareLinks title={item.title} path={itemPath('/notice', item)} locale={locale} className="col-span-2 mt-3 -ml-2.5 sm:col-span-1 sm:col-start-2" />
      </div>
    </article>
  );
}

/** What /notice shows when there are no notices: two placeholder cards (spec sections 2 and 9). */
export function NoticesPlaceholder({ locale = 'en' }: { locale?: Locale }) {
  const words = LISTING_WORDS[locale];
  return (
    <ul aria-label={listName(words.nouns.notices)} className="grid gap-4">
      {[0, 1].map((key) => (
        <li key={key} className="flex">
          <PlaceholderFrame className="flex-row items-center gap-4 p-5">
            <DateBadge date={null} className="bg-sand-300 text-navy-900" noDate={LISTING_WORDS[locale].cards.noDate} />
            <p className="font-serif text-lg font-bold text-navy-900">{words.placeholder}</p>
          </PlaceholderFrame>
        </li>
      ))}
    </ul>
  );
}
