import { CalendarIcon, FeedIcon } from '@/components/ui/icons';
import { LISTING_WORDS } from '@/content/i18n/listings';
import { presentProps, vendorLang } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';
import { FEEDS, type FeedName } from '@/lib/seo/metadata';

/** A visible link to one of the site's feeds, with a line saying what to do with it. The feeds are in English. */
export function SubscribeLink({ feed, locale = 'en' }: { feed: FeedName; locale?: Locale }) {
  const { text, hint } = LISTING_WORDS[locale].subscribe[feed];
  const Icon = feed === 'events' ? CalendarIcon : FeedIcon;
  return (
    <p className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink">
      <a
        href={FEEDS[feed].path}
        type={FEEDS[feed].type}
        {...presentProps({ hrefLang: vendorLang(locale) })}
        className="inline-flex items-center gap-2 rounded-md bg-white px-3 py-2 font-semibold text-navy-800 shadow-card ring-1 ring-sand-200 hover:ring-gold-400 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <Icon className="size-4 text-gold-600" />
        {text}
      </a>
      <span>{hint}</span>
    </p>
  );
}
