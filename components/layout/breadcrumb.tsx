import { ChevronRightIcon, HomeIcon } from '@/components/ui/icons';
import { FRAME } from '@/content/i18n/frame';
import { localePath, type Locale } from '@/lib/routes';
import { ChromeLink } from './chrome-link';
import { presentProps } from '@/lib/i18n';

export interface Crumb {
  name: string;
  /** Omitted for the current page, which is the last crumb. */
  href?: string;
  /** 'en' when the crumb links to a page that is English only, from a page in another language. */
  hrefLang?: 'en';
}

/**
 * The trail Home > group > page; the last crumb is the current page. Links are at least 24 px high (WCAG 2.5.8).
 */
export function Breadcrumb({ trail, locale }: { trail: readonly Crumb[]; locale: Locale }) {
  const words = FRAME[locale].breadcrumb;
  return (
    <nav aria-label={words.label}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-navy-100">
        <li className="flex items-center">
          <ChromeLink href={localePath('/', locale)} className="inline-flex min-h-6 items-center gap-1.5 rounded-sm hover:text-white hover:underline">
            <HomeIcon className="size-4 text-gold-300" />
            {words.home}
          </ChromeLink>
        </li>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${crumb.name}-${index}`} className="flex items-center gap-1.5">
              <ChevronRightIcon className="size-3.5 text-navy-300" />
              {last || !crumb.href ? (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-semibold text-white' : undefined}>
                  {crumb.name}
                </span>
              ) : (
                <ChromeLink href={crumb.href} {...presentProps({ hrefLang: crumb.hrefLang })} className="inline-flex min-h-6 items-center rounded-sm hover:text-white hover:underline">
                  {crumb.name}
                </ChromeLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
