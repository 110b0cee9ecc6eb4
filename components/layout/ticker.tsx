import { getHighlights } from '@/lib/content/highlights';
import { FRAME } from '@/content/i18n/frame';
import type { Locale } from '@/lib/routes';
import { ExternalLink } from '@/components/ui/external-link';
import { MegaphoneIcon } from '@/components/ui/icons';
import { Marquee } from '@/components/ui/marquee';
import { presentProps } from '@/lib/i18n';

interface TickerItem {
  key: string;
  title: string;
  href: string | null;
}


// About five seconds of reading per item keeps the speed calm whatever the length of the list.
const SECONDS_PER_ITEM = 6;
const MIN_SECONDS = 24;

/**
 * The scrolling announcement strip of the header; each highlight links to its first attachment. The
 * highlights are the vendor's, in the language they were written in (English, marked so on a Hindi page);
 * with none, the 3 placeholders of spec sections 2 and 8 in the page's language.
 */
export async function Ticker({ locale }: { locale: Locale }) {
  const words = FRAME[locale].ticker;
  const { data } = await getHighlights();
  const fromService = data.length > 0;
  const items: readonly TickerItem[] =
    data.length > 0
      ? data.map((highlight) => ({
          key: highlight.id,
          title: highlight.title,
          href: highlight.attachmentUrls[0] ?? null,
        }))
      : words.placeholders.map((title, index) => ({ key: `placeholder-${index}`, title, href: null }));
  const itemLang = fromService && locale !== 'en' ? 'en' : undefined;

  return (
    <section aria-label={words.label} className="border-b border-gold-300 bg-gold-50">
      <div className="mx-auto flex max-w-page items-center gap-3 px-4 py-1.5 sm:px-6">
        <p className="flex shrink-0 items-center gap-1.5 rounded-full bg-navy-900 px-2 py-1 text-xs sm:px-3 font-semibold tracking-wide text-white uppercase">
          <MegaphoneIcon className="size-4 text-gold-300" />
          <span className="sr-only sm:not-sr-only">{words.label}</span>
        </p>
        <Marquee direction="left" durationSeconds={Math.max(MIN_SECONDS, items.length * SECONDS_PER_ITEM)} label={words.label.toLowerCase()} {...presentProps({ pauseLabel: words.pause })} name="ticker">
          <ul className="flex shrink-0 items-center">
            {items.map((item) => (
              <li key={item.key} {...presentProps({ lang: itemLang })} className="flex items-center text-[0.95rem] whitespace-nowrap text-navy-900">
                <span aria-hidden="true" className="px-4 text-gold-600">
                  ◆
                </span>
                {item.href ? (
                  <ExternalLink
                    href={item.href}
                    showIcon={false}
                    newTabText={FRAME[locale].newTab}
                    className="font-medium underline decoration-gold-500 decoration-2 underline-offset-4 hover:text-navy-700 hover:decoration-navy-700"
                  >
                    {item.title}
                  </ExternalLink>
                ) : (
                  <span>{item.title}</span>
                )}
              </li>
            ))}
          </ul>
        </Marquee>
      </div>
    </section>
  );
}
