import Link from 'next/link';
import { FRAME } from '@/content/i18n/frame';
import { localePath, type Locale } from '@/lib/routes';
import { NotFoundPanel } from './not-found-panel';
import { LanguageSwitch } from './language-switch';
import { presentProps } from '@/lib/i18n';

/** The site's 404 in `locale`: what happened, the home page, the list of every page, and the other language's home. */
export function NotFoundContent({ locale }: { locale: Locale }) {
  const words = FRAME[locale].notFound;
  return (
    <NotFoundPanel title={words.title} message={words.message}>
      <Link href={localePath('/', locale)} className="rounded-lg bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700">
        {words.goHome}
      </Link>
      <Link
        href="/sitemap"
        {...presentProps({ hrefLang: locale === 'en' ? undefined : 'en' })}
        className="rounded-lg px-5 py-2.5 font-semibold text-navy-800 ring-2 ring-navy-800 ring-inset hover:bg-navy-50"
      >
        {words.seeAll}
      </Link>
      <LanguageSwitch route="/" locale={locale} className="justify-center bg-navy-900 px-5 py-2.5 text-base" />
    </NotFoundPanel>
  );
}
