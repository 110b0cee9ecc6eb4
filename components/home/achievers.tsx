import Link from 'next/link';
import type { ReactNode } from 'react';
import { Carousel } from '@/components/ui/carousel';
import { HOME_CAROUSELS } from '@/content/home';
import { homeWordsFor } from './words';
import { localizedLink, vendorLang, presentProps } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';
import { FallbackImage } from '@/components/ui/fallback-image';
import { TrophyArt } from '@/components/ui/icons';
import { SectionHeading } from './section-heading';
import { OFFSCREEN_SECTION } from './offscreen';

/** The fields of a topper the home page shows. */
export interface HomeTopper {
  id: string;
  name: string;
  stream: string;
  division: string;
  sessionYear: string;
  photoUrl: string | null;
}

// Two cards per view in a column of up to a third of the page.
const PHOTO_SIZES = '(min-width: 1024px) 12rem, 45vw';

function TopperCard({ topper, locale }: { topper: HomeTopper; locale: Locale }) {
  const lang = vendorLang(locale);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card bg-white text-center shadow-card ring-1 ring-sand-200">
      <div className="relative aspect-[4/5] bg-gold-50">
        <FallbackImage src={topper.photoUrl} alt={homeWordsFor(locale).achievers.photoOf(topper.name)} sizes={PHOTO_SIZES} fallback={<TrophyArt className="size-4/5" />} />
        <span className="absolute top-2 right-2 rounded-full bg-navy-900/85 px-2.5 py-1 text-sm font-bold text-gold-300 tabular-nums">
          {topper.division}
        </span>
      </div>
      <div className="flex flex-1 flex-col px-3 py-3">
        <h4 {...presentProps({ lang })} className="font-sans text-base leading-snug font-bold text-navy-900">
          {topper.name}
        </h4>
        <p {...presentProps({ lang })} className="text-sm text-sand-600">
          {topper.stream}
        </p>
      </div>
    </article>
  );
}

/** The one card shown when a class has no toppers: the spec's 'Student Name / Stream or Subject / 100%'. */
export function TopperPlaceholder({ locale = 'en' }: { locale?: Locale }) {
  const { name, stream, division } = homeWordsFor(locale).achievers.placeholder;
  return (
    <article className="mx-auto flex max-w-[12rem] flex-col overflow-hidden rounded-card bg-white text-center shadow-card ring-1 ring-sand-200" data-testid="topper-placeholder">
      <div className="relative flex aspect-[4/5] items-center justify-center bg-gold-50">
        <TrophyArt className="size-4/5" />
        <span className="absolute top-2 right-2 rounded-full bg-navy-900/85 px-2.5 py-1 text-sm font-bold text-gold-300">{division}</span>
      </div>
      <div className="px-3 py-3">
        <h4 className="font-sans text-base font-bold text-navy-900">{name}</h4>
        <p className="text-sm text-sand-600">{stream}</p>
      </div>
    </article>
  );
}

interface ClassToppersProps {
  classLevel: 'X' | 'XII';
  toppers: readonly HomeTopper[];
  locale?: Locale;
}

/** One class's toppers of its latest session as an autoplaying carousel, linking to the class's toppers page. */
export function ClassToppers({ classLevel, toppers, locale = 'en' }: ClassToppersProps) {
  const words = homeWordsFor(locale).achievers;
  const all = localizedLink(classLevel === 'X' ? '/Toppers' : '/ToppersXII', words.viewAll, locale);
  const id = `toppers-${classLevel.toLowerCase()}-heading`;
  const session = toppers[0]?.sessionYear;
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col rounded-card bg-sand-100/70 p-5 ring-1 ring-sand-200">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={id} className="font-serif text-xl font-bold text-navy-900">
            {words.classToppers(classLevel)}
          </h3>
          <p className="text-sm text-sand-600">{session ? words.boardSession(session) : words.board}</p>
        </div>
        <Link
          href={all.href}
          {...presentProps({ hrefLang: all.hrefLang })}
          className="shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold text-navy-800 ring-1 ring-navy-800/20 hover:bg-white"
        >
          {all.label}
          <span className="sr-only"> {words.carouselLabel(classLevel)}</span>
        </Link>
      </div>
      <div className="mt-4">
        {toppers.length > 0 ? (
          <Carousel
            label={words.carouselLabel(classLevel)}
            {...presentProps({ words: homeWordsFor(locale).carousel })}
            settings={HOME_CAROUSELS.toppers}
            gap="5"
            slides={toppers.map((topper) => (
              <TopperCard key={topper.id} topper={topper} locale={locale} />
            ))}
          />
        ) : (
          <TopperPlaceholder locale={locale} />
        )}
      </div>
    </section>
  );
}

/** Top achievers of classes X and XII side by side; the birthdays (when shown) join them as a third column. */
export function Achievers({
  toppersX,
  toppersXII,
  aside,
  locale = 'en',
}: {
  toppersX: readonly HomeTopper[];
  toppersXII: readonly HomeTopper[];
  aside?: ReactNode;
  locale?: Locale;
}) {
  const words = homeWordsFor(locale).achievers;
  return (
    <section aria-labelledby="achievers-heading" className={`mx-auto max-w-page px-4 py-14 sm:px-6 lg:py-18 ${OFFSCREEN_SECTION}`}>
      <SectionHeading id="achievers-heading" eyebrow={words.eyebrow} title={words.title} />
      <div className={`mt-8 grid gap-5 ${aside ? 'md:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-2'}`}>
        <ClassToppers classLevel="X" toppers={toppersX} locale={locale} />
        <ClassToppers classLevel="XII" toppers={toppersXII} locale={locale} />
        {aside}
      </div>
    </section>
  );
}
