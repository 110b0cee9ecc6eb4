import type { ReactNode } from 'react';
import { pageInfo } from '@/content/navigation';
import { pageIntros, type InnerRoute } from '@/content/page-intros';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbJsonLd } from '@/lib/seo/metadata';
import { Breadcrumb, type Crumb } from './breadcrumb';
import { ChromeLink } from './chrome-link';

interface PageShellProps {
  route: InnerRoute;
  /** The canonical path when it is more than the route (a detail page's `?id=`), for the breadcrumb's structured data. */
  path?: string;
  /**
   * A page of one item under the route's listing (`/News/<slug>`): the item's title is the h1 and the last
   * crumb, after the listing's, and `lead` stands where the page's intro would.
   */
  item?: { title: string; lead: ReactNode };
  children: ReactNode;
}

/**
 * The frame of every inner page: breadcrumb (Home > group > page, from the navigation data), the h1 with
 * the page name and its intro, then the page's content beside a list of the other pages of its group.
 */
export function PageShell({ route, path = route, item, children }: PageShellProps) {
  const { name, group, parent } = pageInfo(route);
  const trail: Crumb[] = [
    { name: group.label, href: `/sitemap#${group.id}` },
    ...(parent ? [{ name: parent.name, href: parent.href }] : []),
    ...(item ? [{ name, href: route }, { name: item.title }] : [{ name }]),
  ];
  const sectionLinks = group.items.filter((item) => !item.external);

  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail.map((crumb) => ({ name: crumb.name, path: crumb.href ?? path })))} />
      <div className="relative overflow-hidden bg-navy-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-y-0 right-0 w-2/3 bg-[radial-gradient(circle_at_85%_30%,rgb(242_184_75/0.22),transparent_55%)]"
        />
        <div className="relative mx-auto max-w-page px-4 pt-6 pb-10 sm:px-6 lg:pt-8 lg:pb-14">
          <Breadcrumb trail={trail} />
          <h1 className={`mt-5 max-w-3xl font-serif font-bold text-white ${item ? 'text-2xl leading-tight sm:text-4xl' : 'text-display-sm sm:text-display'}`}>{item?.title ?? name}</h1>
          <div aria-hidden="true" className="mt-4 h-1 w-16 rounded-full bg-gold-400" />
          {item ? (
            <div className="mt-4 max-w-prose text-lg leading-relaxed text-navy-100">{item.lead}</div>
          ) : (
            <p className="mt-4 max-w-prose text-lg leading-relaxed text-navy-100">{pageIntros[route]}</p>
          )}
        </div>
      </div>
      <div className="mx-auto grid max-w-page gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_17rem] lg:py-14">
        <div className="min-w-0">{children}</div>
        <aside aria-labelledby="section-links-heading" className="self-start rounded-card bg-white p-5 shadow-card ring-1 ring-sand-200">
          <h2 id="section-links-heading" className="font-serif text-lg font-bold text-navy-900">
            {group.label}
          </h2>
          <div aria-hidden="true" className="mt-2 mb-3 h-0.5 w-10 rounded-full bg-gold-400" />
          <ul className="space-y-0.5">
            {sectionLinks.map((item) => {
              const current = item.href === route || item.href === parent?.href;
              return (
                <li key={item.href}>
                  <ChromeLink
                    href={item.href}
                    aria-current={item.href === route ? 'page' : undefined}
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
