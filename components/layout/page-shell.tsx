import type { ReactNode } from 'react';
import { FRAME } from '@/content/i18n/frame';
import { HI_GROUP_NAMES, HI_PAGE_INTROS, hindiPageName } from '@/content/hi/navigation';
import { pageInfo } from '@/content/navigation';
import { pageIntros, type InnerRoute } from '@/content/page-intros';
import { hasHindiPage, type CanonicalRoute } from '@/content/routes';
import { JsonLd } from '@/components/seo/json-ld';
import { localizedLink, presentProps } from '@/lib/i18n';
import { localePath, type Locale } from '@/lib/routes';
import { breadcrumbJsonLd } from '@/lib/seo/metadata';
import { Breadcrumb, type Crumb } from './breadcrumb';
import { ChromeLink } from './chrome-link';
import { LanguageSwitch } from './language-switch';

interface PageShellProps {
  route: InnerRoute;
  /** The canonical path when it is more than the route (a detail page's `?id=`), for the breadcrumb's structured data. */
  path?: string;
  /**
   * A page of one item under the route's listing (`/News/<slug>`): the item's title is the h1 and the last
   * crumb, after the listing's, and `lead` stands where the page's intro would.
   */
  item?: { title: string; lead: ReactNode };
  /** The page's language: a Hindi page is at `/hi` + its route, with Hindi names in its frame. */
  locale?: Locale;
  children: ReactNode;
}

/** The sentence under the heading of `route` in `locale`. */
function introOf(route: InnerRoute, locale: Locale): string {
  return locale !== 'en' && hasHindiPage(route) ? HI_PAGE_INTROS[route] : pageIntros[route];
}

/**
 * The frame of every inner page: breadcrumb (Home > group > page, from the navigation data), the h1 with
 * the page name and its intro, then the page's content beside a list of the other pages of its group.
 */
export function PageShell({ route, path, item, locale = 'en', children }: PageShellProps) {
  const info = pageInfo(route);
  const hindi = locale !== 'en';
  const name = hindi ? hindiPageName(route) : info.name;
  const groupName = hindi ? HI_GROUP_NAMES[info.group.label] : info.group.label;
  const crumb = (href: CanonicalRoute, label: string, hash = ''): Crumb => {
    const link = localizedLink(href, label, locale);
    return { name: link.label, href: `${link.href}${hash}`, ...(link.hrefLang ? { hrefLang: link.hrefLang } : {}) };
  };
  const { parent } = info;
  const trail: Crumb[] = [
    crumb('/sitemap', groupName, `#${info.group.id}`),
    ...(parent ? [crumb(parent.href, hindi ? hindiPageName(parent.href) : parent.name)] : []),
    ...(item ? [crumb(route, name), { name: item.title }] : [{ name }]),
  ];
  const sectionLinks = info.group.items.flatMap((entry) => (entry.external ? [] : [{ route: entry.href, ...localizedLink(entry.href, hindi ? hindiPageName(entry.href) : entry.label, locale) }]));
  const canonical = path ?? localePath(route, locale);
  const home = { name: FRAME[locale].breadcrumb.home, path: localePath('/', locale) };

  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail.map((step) => ({ name: step.name, path: step.href ?? canonical })), undefined, home)} />
      <div className="relative overflow-hidden bg-navy-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-y-0 right-0 w-2/3 bg-[radial-gradient(circle_at_85%_30%,rgb(242_184_75/0.22),transparent_55%)]"
        />
        <div className="relative mx-auto max-w-page px-4 pt-6 pb-10 sm:px-6 lg:pt-8 lg:pb-14">
          <div className="flex items-start justify-between gap-4">
            <Breadcrumb trail={trail} locale={locale} />
            <LanguageSwitch route={route} locale={locale} className="shrink-0" />
          </div>
          <h1 className={`mt-5 max-w-3xl font-serif font-bold text-white ${item ? 'text-2xl leading-tight sm:text-4xl' : 'text-display-sm sm:text-display'}`}>{item?.title ?? name}</h1>
          <div aria-hidden="true" className="mt-4 h-1 w-16 rounded-full bg-gold-400" />
          {item ? (
            <div className="mt-4 max-w-prose text-lg leading-relaxed text-navy-100">{item.lead}</div>
          ) : (
            <p className="mt-4 max-w-prose text-lg leading-relaxed text-navy-100">{introOf(route, locale)}</p>
          )}
        </div>
      </div>
      <div className="mx-auto grid max-w-page gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_17rem] lg:py-14">
        <div className="min-w-0">{children}</div>
        <aside aria-labelledby="section-links-heading" className="self-start rounded-card bg-white p-5 shadow-card ring-1 ring-sand-200">
          <h2 id="section-links-heading" className="font-serif text-lg font-bold text-navy-900">
            {groupName}
          </h2>
          <div aria-hidden="true" className="mt-2 mb-3 h-0.5 w-10 rounded-full bg-gold-400" />
          <ul className="space-y-0.5">
            {sectionLinks.map((item) => {
              const current = item.route === route || item.route === parent?.href;
              return (
                <li key={item.href}>
                  <ChromeLink
                    href={item.href}
                    {...presentProps({ hrefLang: item.hrefLang })}
                    aria-current={item.route === route ? 'page' : undefined}
                    className={`block rounded-md px-3 py-1.5 text-[0.95rem] ${current ? 'bg-navy-50 font-semibold text-navy-800 shadow-[inset_3px_0_0_theme(colors.gold.500)]' : 'text-ink hover:bg-sand-100 hover:text-navy-800'}`}
                  >
                    {item.label}
                  </ChromeLink>
                </li>
              );
            })}
          </ul>
        </aside>
      </div>
    </>
  );
}
