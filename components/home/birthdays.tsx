import { Carousel } from '@/components/ui/carousel';
import { HOME_CAROUSELS } from '@/content/home';
import { homeWordsFor } from './words';
import { dayAndMonth } from '@/lib/dates';
import { vendorLang, presentProps } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';
import { FallbackImage } from '@/components/ui/fallback-image';
import { TrophyArt } from '@/components/ui/icons';

/** The fields of a birthday the home page shows. */
export interface HomeBirthday {
  id: string;
  name: string;
  className: string;
  date: string | null;
  photoUrl: string | null;
}

function BirthdayCard({ birthday, locale }: { birthday: HomeBirthday; locale: Locale }) {
  const words = homeWordsFor(locale).birthdays;
  const lang = vendorLang(locale);
  const date = dayAndMonth(birthday.date);
  return (
    <article className="flex h-full flex-col items-center rounded-card bg-white px-3 pt-4 pb-3.5 text-center shadow-card ring-1 ring-sand-200">
      <div className="relative size-24 overflow-hidden rounded-full bg-gold-50 ring-4 ring-gold-200">
        <FallbackImage src={birthday.photoUrl} alt={homeWordsFor(locale).achievers.photoOf(birthday.name)} sizes="6rem" fallback={<TrophyArt className="size-4/5" />} />
      </div>
      <h4 {...presentProps({ lang })} className="mt-3 font-sans text-base leading-snug font-bold text-navy-900">
        {birthday.name}
      </h4>
      <p className="text-sm text-sand-600">{words.classOf(birthday.className)}</p>
      {date ? (
        <p {...presentProps({ lang })} className="mt-1.5 rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-bold tracking-wide text-gold-800 uppercase">
          {date.day} {date.month}
        </p>
      ) : null}
    </article>
  );
}

/** Today's birthdays as an autoplaying carousel; a friendly line on a day without any. */
export function Birthdays({ birthdays, locale = 'en' }: { birthdays: readonly HomeBirthday[]; locale?: Locale }) {
  const words = homeWordsFor(locale).birthdays;
  return (
    <section aria-labelledby="birthdays-heading" className="flex min-w-0 flex-col rounded-card bg-gradient-to-br from-gold-50 to-sand-100 p-5 ring-1 ring-gold-200">
      <h3 id="birthdays-heading" className="font-serif text-xl font-bold text-navy-900">
        {words.title}
      </h3>
      <p className="text-sm text-sand-600">{words.text}</p>
      <div className="mt-4">
        {birthdays.length > 0 ? (
          <Carousel
            label={words.carouselLabel}
            {...presentProps({ words: homeWordsFor(locale).carousel })}
            settings={HOME_CAROUSELS.birthdays}
            gap="5"
            slides={birthdays.map((birthday) => (
              <BirthdayCard key={birthday.id} birthday={birthday} locale={locale} />
            ))}
          />
        ) : (
          <p className="rounded-card border border-dashed border-gold-300 bg-white/60 px-5 py-8 text-center text-sand-700">
            {words.none}
          </p>
        )}
      </div>
    </section>
  );
}
