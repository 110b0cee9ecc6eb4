import Link from 'next/link';
import { FactGrid } from '@/components/static/fact-grid';
import { ChevronRightIcon } from '@/components/ui/icons';
import { ABOUT } from '@/content/home';
import { homeWordsFor } from './words';
import { missionVision } from '@/content/pages/school';
import { localizedLink, presentProps } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';
import { SectionHeading } from './section-heading';
import { OFFSCREEN_SECTION } from './offscreen';

/** The welcome text with the school's headline figures. */
export function AboutSchool({ locale = 'en' }: { locale?: Locale }) {
  const words = homeWordsFor(locale).about;
  return (
    <section aria-labelledby="about-heading">
      <SectionHeading id="about-heading" eyebrow={words.eyebrow} title={words.heading} />
      <div className="mt-5 max-w-prose space-y-4 text-[1.05rem] leading-relaxed text-ink">
        {words.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </div>
      <FactGrid facts={words.facts} label={words.factsLabel} className="mt-7 grid grid-cols-2 gap-3 sm:grid-cols-4" />
      <ul className="mt-6 flex flex-wrap gap-x-8 gap-y-3">
        {ABOUT.links.map((route) => localizedLink(route.href, words.links[route.href], locale)).map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              {...presentProps({ hrefLang: link.hrefLang })}
              className="group inline-flex items-center gap-1 font-semibold text-navy-700 underline decoration-navy-700/30 underline-offset-4 hover:decoration-navy-700"
            >
              {link.label}
              <ChevronRightIcon className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const PANEL_ACCENTS = ['bg-navy-800', 'bg-navy-700', 'bg-gold-600', 'bg-navy-900'] as const;

/** Mission, Vision, Motto and Aim as four panels (the same words as the Mission and Vision page). */
export function MissionPanels({ locale = 'en' }: { locale?: Locale }) {
  const words = homeWordsFor(locale).mission;
  return (
    <section aria-labelledby="mission-heading" className={`relative overflow-hidden bg-navy-950 text-white ${OFFSCREEN_SECTION}`}>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_15%_20%,rgb(242_184_75/0.16),transparent_45%),radial-gradient(circle_at_90%_90%,rgb(51_88_168/0.45),transparent_50%)]"
      />
      <div className="relative mx-auto max-w-page px-4 py-14 sm:px-6 lg:py-18">
        <SectionHeading id="mission-heading" eyebrow={words.eyebrow}
          title={words.title}
          tone="dark"
          link={localizedLink('/MissionVision', words.more, locale)}
        />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {missionVision.map((panel) => ({ ...panel, ...words.panels[panel.id] })).map((panel, index) => (
            <li key={panel.id} className="flex flex-col rounded-card bg-white/[0.06] p-5 ring-1 ring-white/15 backdrop-blur-sm sm:p-6">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={`flex size-10 shrink-0 items-center justify-center rounded-full font-serif text-lg font-bold text-white ring-2 ring-gold-300/60 ${PANEL_ACCENTS[index % PANEL_ACCENTS.length]}`}
                >
                  {panel.title.charAt(0)}
                </span>
                <h3 className="font-serif text-xl font-bold text-gold-300">{panel.title}</h3>
              </div>
              <p className="mt-3 leading-relaxed text-navy-100">{panel.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
