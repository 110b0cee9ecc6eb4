import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Carousel } from '@/components/ui/carousel';
import { HERO_SLIDES, HOME_CAROUSELS } from '@/content/home';
import { homeWordsFor } from './words';
import { localizedLink, presentProps } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

/**
 * The hero: eight campus photographs sliding every 3 s under the school's name. The first photo is the
 * page's largest paint, so it is preloaded with high priority; the others load lazily.
 */
export function Hero({ actions, locale = 'en' }: { actions?: ReactNode; locale?: Locale }) {
  const words = homeWordsFor(locale).hero;
  const admission = localizedLink('/Admission', words.admissions, locale);
  const ourSchool = localizedLink('/OurSchool', words.discover, locale);
  const slides = HERO_SLIDES.map((slide, index) => (
    <figure key={slide.src} className="relative h-64 sm:h-96 lg:h-[34rem]">
      <Image
        src={slide.src}
        alt={words.slides[slide.id].alt}
        fill
        sizes="100vw"
        preload={index === 0}
        fetchPriority={index === 0 ? 'high' : 'low'}
        loading={index === 0 ? 'eager' : 'lazy'}
        className="object-cover"
      />
      <figcaption className="absolute right-0 bottom-0 left-0 hidden bg-gradient-to-t from-navy-950/80 to-transparent px-5 pt-10 pb-5 text-sm font-semibold text-white sm:block lg:pr-60 lg:pb-[4.6rem] lg:text-right">
        {words.slides[slide.id].caption}
      </figcaption>
    </figure>
  ));

  return (
    <div className="relative bg-navy-950">
      <Carousel label={words.carouselLabel} {...presentProps({ words: homeWordsFor(locale).carousel })} slides={slides} settings={HOME_CAROUSELS.hero} arrows controls="overlay" controlsClassName="lg:bottom-16" gap="0" className="[&>div]:rounded-none" />
      {/* Over the photos on wide screens, under them on phones; it lets the pointer through to the slides. */}
      <div className="pointer-events-none lg:absolute lg:inset-y-0 lg:left-0 lg:flex lg:w-[min(44rem,60%)] lg:items-center lg:bg-gradient-to-r lg:from-navy-950/90 lg:via-navy-950/65 lg:to-transparent">
        <div className="pointer-events-auto mx-auto max-w-page px-4 py-7 sm:px-6 lg:mx-0 lg:py-0 lg:pl-[max(1.5rem,calc((100vw-78rem)/2+1.5rem))]">
          <p className="text-sm font-semibold tracking-[0.16em] text-gold-300 uppercase">{words.tagline}</p>
          <h1 className="mt-2 font-serif text-3xl leading-tight font-bold text-white sm:text-4xl lg:text-5xl lg:leading-[1.15]">
            {words.schoolName}
          </h1>
          <p className="mt-3 max-w-xl text-base text-navy-100 sm:text-lg">
            {words.affiliation}
          </p>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <Link
              href={admission.href}
              {...presentProps({ hrefLang: admission.hrefLang })}
              className="inline-flex items-center rounded-full bg-gold-400 px-5 py-2.5 font-semibold text-navy-950 shadow-card transition-colors hover:bg-gold-300"
            >
              {admission.label}
            </Link>
            <Link
              href={ourSchool.href}
              {...presentProps({ hrefLang: ourSchool.hrefLang })}
              className="inline-flex items-center rounded-full px-5 py-2.5 font-semibold text-white ring-1 ring-white/50 transition-colors hover:bg-white/10"
            >
              {ourSchool.label}
            </Link>
            {actions}
          </div>
        </div>
      </div>
    </div>
  );
}
