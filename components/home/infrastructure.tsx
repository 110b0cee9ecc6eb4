import Link from 'next/link';
import { ChevronRightIcon } from '@/components/ui/icons';
import { INFRASTRUCTURE } from '@/content/home';
import { homeWordsFor } from './words';
import { localizedLink, presentProps } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';
import { SectionHeading } from './section-heading';
import { OFFSCREEN_SECTION } from './offscreen';

/** The campus in figures, each leading to its infrastructure page. */
export function Infrastructure({ locale = 'en' }: { locale?: Locale }) {
  const words = homeWordsFor(locale).infrastructure;
  return (
    <section aria-labelledby="infrastructure-heading" className={`mx-auto max-w-page px-4 py-14 sm:px-6 lg:py-18 ${OFFSCREEN_SECTION}`}>
      <SectionHeading id="infrastructure-heading" eyebrow={words.eyebrow} title={words.title} link={localizedLink('/Facilities', words.all, locale)} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {INFRASTRUCTURE.map((item) => ({ ...item, ...words.items[item.href], link: localizedLink(item.href, item.label, locale) })).map((item) => (
          <li key={item.href}>
            <Link
              href={item.link.href}
              {...presentProps({ hrefLang: item.link.hrefLang })}
              className="group flex h-full gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-sand-200 transition hover:-translate-y-0.5 hover:shadow-lift hover:ring-gold-400 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <span className="w-28 shrink-0 font-serif text-[1.75rem] leading-none font-bold whitespace-nowrap text-navy-800">{item.figure}</span>
              <span className="min-w-0">
                <span className="flex items-center gap-1 font-bold text-navy-900">
                  {item.label}
                  <ChevronRightIcon className="size-4 text-gold-600 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
                </span>
                <span className="mt-1 block text-[0.95rem] leading-snug text-sand-700">{item.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
