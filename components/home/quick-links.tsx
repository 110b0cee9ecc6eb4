import Link from 'next/link';
import type { ReactNode } from 'react';
import { SocialLinks } from '@/components/layout/social-links';
import { ExternalLink } from '@/components/ui/external-link';
import { QUICK_LINKS, VIRTUAL_TOUR, type QuickLink, type QuickLinkIcon } from '@/content/home';
import { FRAME } from '@/content/i18n/frame';
import { homeWordsFor } from './words';
import { localizedLink, presentProps } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

const ICON_PATHS: Record<QuickLinkIcon, ReactNode> = {
  document: <path d="M7 3h7l5 5v13H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm7 0v5h5M9 13h6M9 17h6" />,
  payment: <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 3h18M7 15h3" />,
  briefcase: <path d="M4 8h16v11H4V8Zm5 0V6a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M4 13h16" />,
  alumni: <path d="M2 9l10-5 10 5-10 5L2 9Zm4 2.5V16c2 2 10 2 12 0v-4.5M21 9v6" />,
  magazine: <path d="M4 5h7a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H4V5Zm16 0h-4a2 2 0 0 0-2 2M20 5v13h-6" />,
  bus: <path d="M6 17V6a3 3 0 0 1 3-3h6a3 3 0 0 1 3 3v11M6 17h12M6 17v2m12-2v2M6 11h12M8.5 14.5h.01M15.5 14.5h.01" />,
};

function QuickLinkIconSvg({ icon }: { icon: QuickLinkIcon }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-6">
      {ICON_PATHS[icon]}
    </svg>
  );
}

const tileClass =
  'group flex h-full flex-col items-start gap-2.5 rounded-card bg-white p-4 shadow-card ring-1 ring-sand-200 transition hover:-translate-y-0.5 hover:shadow-lift hover:ring-gold-400 motion-reduce:transition-none motion-reduce:hover:translate-y-0 sm:flex-row sm:items-center sm:gap-3';

function TileBody({ link }: { link: Pick<QuickLink, 'icon' | 'label' | 'description'> }) {
  return (
    <>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-navy-50 text-navy-700 transition-colors group-hover:bg-navy-800 group-hover:text-gold-300">
        <QuickLinkIconSvg icon={link.icon} />
      </span>
      <span className="min-w-0">
        <span className="block leading-tight font-bold text-navy-900">{link.label}</span>
        <span className="mt-0.5 block text-sm leading-snug text-sand-600">{link.description}</span>
      </span>
    </>
  );
}

/** The six quick links of spec section 2; the payment, recruitment, alumni and disclosure portals open in a new tab. */
export function QuickLinks({ locale = 'en' }: { locale?: Locale }) {
  const words = homeWordsFor(locale).quickLinks;
  return (
    <nav aria-label={words.label} className="relative z-10 mx-auto max-w-page px-4 sm:px-6 lg:-mt-10">
      <ul className="grid grid-cols-2 gap-3 pt-6 sm:gap-4 md:grid-cols-3 lg:grid-cols-6 lg:pt-0">
        {QUICK_LINKS.map((link) => {
          const tile = { ...link, ...words.items[link.id] };
          const internal = link.external ? null : localizedLink(link.href, tile.label, locale);
          return (
            <li key={link.label}>
              {internal ? (
                <Link href={internal.href} {...presentProps({ hrefLang: internal.hrefLang })} className={tileClass}>
                  <TileBody link={tile} />
                </Link>
              ) : (
                <ExternalLink href={link.href} className={tileClass} showIcon={false} newTabText={FRAME[locale].newTab}>
                  <TileBody link={tile} />
                </ExternalLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The social networks and the 360-degree campus video, all opening in a new tab. */
export function ConnectBand({ locale = 'en' }: { locale?: Locale }) {
  const words = homeWordsFor(locale).connect;
  return (
    <section aria-labelledby="connect-heading" className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-page flex-col items-start gap-5 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="connect-heading" className="font-serif text-xl font-bold text-white sm:text-2xl">
            {words.heading}
          </h2>
          <p className="mt-1 text-navy-100">{words.text}</p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <ExternalLink
            href={VIRTUAL_TOUR.href}
            newTabText={FRAME[locale].newTab}
            className="inline-flex items-center gap-2 rounded-full bg-gold-400 px-5 py-2.5 font-semibold text-navy-950 transition-colors hover:bg-gold-300"
          >
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" className="size-5">
              <ellipse cx="12" cy="12" rx="9" ry="4" />
              <path d="M12 3a9 9 0 0 1 0 18M12 3a9 9 0 0 0 0 18" />
            </svg>
            {words.tour}
          </ExternalLink>
          <SocialLinks
            locale={locale}
            linkClassName="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/25 transition-colors hover:bg-white/20"
            iconClassName="size-5"
          />
        </div>
      </div>
    </section>
  );
}
