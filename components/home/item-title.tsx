import Link from 'next/link';
import { titleLinkClass } from '@/components/listing/card-parts';
import { presentProps } from '@/lib/i18n';

/**
 * A home card's title: a link to the item's own page when it has one, plain text otherwise. `lang` marks a
 * vendor's title written in another language than the page's (its page is English, hence the link's hrefLang).
 */
export function HomeItemTitle({ title, pagePath, lang }: { title: string; pagePath: string | null; lang?: 'en' }) {
  return (
    <h3 {...presentProps({ lang })} className="font-sans text-base leading-snug font-bold text-navy-900">
      {pagePath ? (
        <Link href={pagePath} {...presentProps({ hrefLang: lang })} prefetch={false} className={titleLinkClass}>
          {title}
        </Link>
      ) : (
        title
      )}
    </h3>
  );
}
