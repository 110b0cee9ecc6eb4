// Which page answers in the other language, for the language switch, the hreflang alternates of a page's
// head and of the sitemap. The URL alone decides a page's language (lib/routes.ts `localePath`).
import { HI_EXTERNAL_NAMES, HI_GROUP_NAMES, hindiPageName } from '@/content/hi/navigation';
import { mainMenu } from '@/content/navigation';
import { hasHindiPage, type CanonicalRoute } from '@/content/routes';
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/routes';

export { presentProps } from '@/lib/present-props';

/**
 * Where the language switch of the page at the English route `route` in `locale` leads: the same page in
 * the other language when it has one, else the other language's home page. Every Hindi page has an English twin.
 */
export function switchTarget(route: string, locale: Locale): string {
  if (locale !== DEFAULT_LOCALE) return route;
  return localePath(hasHindiPage(route) ? route : '/', 'hi');
}

/** The hreflang values of the alternates: each language, and the page for any other language. */
export type AlternateLanguage = Locale | 'x-default';

/**
 * The alternates of the page at the English route `route`, the same in both languages' heads and in the
 * sitemap (each page names itself and its twin, so the pair is reciprocal), or null when the page has no
 * Hindi twin. English is the default for every other language.
 */
export function languageAlternates(route: string): Record<AlternateLanguage, string> | null {
  if (!hasHindiPage(route)) return null;
  return { en: route, hi: localePath(route, 'hi'), 'x-default': route };
}

/** The lang of the vendor's items on a page in `locale`: they are written in English, so 'en' on any other page. */
export function vendorLang(locale: Locale): 'en' | undefined {
  return locale === DEFAULT_LOCALE ? undefined : 'en';
}

/** The words of `locale` among a page's words in each language: the English object and its Hindi twin. */
export const wordsFor = <En, Hi>(locale: Locale, words: { en: En; hi: Hi }): En | Hi => words[locale];

/** A link of the frame in a locale: to the page in that locale, or to the English page when it has no twin. */
export interface LocalizedLink {
  label: string;
  href: string;
  external: boolean;
  /** 'en' on a Hindi page's link to a page that is English only. */
  hrefLang?: 'en';
}

/** The internal route `route` as a link from a page in `locale`, named `label`. */
export function localizedLink(route: CanonicalRoute, label: string, locale: Locale): LocalizedLink {
  if (locale === DEFAULT_LOCALE) return { label, href: route, external: false };
  return hasHindiPage(route) ? { label, href: localePath(route, locale), external: false } : { label, href: route, external: false, hrefLang: 'en' };
}

/** A group of the main menu in a locale. */
export interface LocalizedGroup {
  kind: 'group';
  id: string;
  label: string;
  items: readonly LocalizedLink[];
}

/** The main menu (content/navigation.ts) with the names and links of `locale`. */
export function localizedMenu(locale: Locale): readonly (LocalizedGroup | (LocalizedLink & { kind: 'link' }))[] {
  const hindi = locale !== DEFAULT_LOCALE;
  const externalName = (label: string) => (hindi ? (HI_EXTERNAL_NAMES[label] ?? label) : label);
  return mainMenu.map((entry) =>
    entry.kind === 'group'
      ? {
          kind: 'group',
          id: entry.id,
          label: hindi ? HI_GROUP_NAMES[entry.label] : entry.label,
          items: entry.items.map((item) =>
            item.external ? { label: externalName(item.label), href: item.href, external: true } : localizedLink(item.href, hindi ? hindiPageName(item.href) : item.label, locale),
          ),
        }
      : { kind: 'link', label: externalName(entry.label), href: entry.href, external: true },
  );
}
