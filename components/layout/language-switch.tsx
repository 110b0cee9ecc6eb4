import { FRAME, otherLocale } from '@/content/i18n/frame';
import { switchTarget } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

interface LanguageSwitchProps {
  /** The English route of the page it is on. */
  route: string;
  locale: Locale;
  className?: string;
}

/**
 * The link to this page in the other language ("हिन्दी" on an English page, "English" on a Hindi one), or to
 * the other language's home page when this page has no twin. A plain link in the server HTML: no script,
 * and the other language's pages have their own root layout, so the browser loads the page whole anyway.
 */
export function LanguageSwitch({ route, locale, className = '' }: LanguageSwitchProps) {
  const target = otherLocale(locale);
  const words = FRAME[target].languageSwitch;
  // "हिन्दी" in a face that every device can draw (app/globals.css); "English" in the page's own.
  const face = target === 'hi' ? ' font-devanagari' : '';
  return (
    <a
      href={switchTarget(route, locale)}
      hrefLang={words.lang}
      lang={words.lang}
      className={`inline-flex min-h-8 items-center rounded-full bg-white/10 px-3.5 py-1 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/20${face} ${className}`}
    >
      {words.text}
    </a>
  );
}
