import { AboutSchool, MissionPanels } from '@/components/home/about';
import { Achievers } from '@/components/home/achievers';
import { Birthdays } from '@/components/home/birthdays';
import { Hero } from '@/components/home/hero';
import { HindiKeyPages } from '@/components/home/hindi-key-pages';
import { Infrastructure } from '@/components/home/infrastructure';
import { LatestNews } from '@/components/home/latest-news';
import { Messages } from '@/components/home/messages';
import { NotificationPopup } from '@/components/home/notification-popup';
import { PhotoGallery } from '@/components/home/photo-gallery';
import { ConnectBand, QuickLinks } from '@/components/home/quick-links';
import { RegistrationBadge } from '@/components/home/registration-badge';
import { UpcomingEvents } from '@/components/home/upcoming-events';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { JsonLd } from '@/components/seo/json-ld';
import { homeWordsFor } from '@/components/home/words';
import { site } from '@/content/site';
import { getHomeLists } from '@/lib/content/listings';
import { getNotifications } from '@/lib/content/notifications';
import { getOnlineRegistrations } from '@/lib/content/online-registration';
import { getPrincipalMessage } from '@/lib/content/principal';
import { presentProps, vendorLang } from '@/lib/i18n';
import { DEFAULT_LOCALE, type Locale } from '@/lib/routes';
import { schoolJsonLd } from '@/lib/seo/metadata';

/**
 * The home page (/ and /hi): every section with the school's words in the page's language and the vendor's
 * lists as they come (marked lang="en" on a Hindi page). The English page carries the school's structured
 * data; the Hindi one, after the news, leads to the pages families can read in Hindi.
 */
export async function HomePage({ locale }: { locale: Locale }) {
  // Every getter answers (with an empty list, or the default message, when the service fails), so one failure never hides another section.
  const [lists, notifications, registrations, principal] = await Promise.all([getHomeLists(), getNotifications(), getOnlineRegistrations(), getPrincipalMessage()]);
  const english = locale === DEFAULT_LOCALE;

  return (
    <>
      {english ? <JsonLd data={schoolJsonLd()} /> : null}
      <div className="bg-navy-900">
        <div className="mx-auto flex max-w-page justify-end px-4 py-2 sm:px-6">
          <LanguageSwitch route="/" locale={locale} />
        </div>
      </div>
      <Hero
        locale={locale}
        actions={
          <>
            <RegistrationBadge registrations={registrations.data} locale={locale} />
            <NotificationPopup notifications={notifications.data} {...presentProps({ words: homeWordsFor(locale).notices, itemLang: vendorLang(locale) })} />
          </>
        }
      />
      <QuickLinks locale={locale} />
      <div className="mx-auto grid max-w-page gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-12 lg:py-18">
        <AboutSchool locale={locale} />
        <LatestNews items={lists.news} locale={locale} />
      </div>
      {english ? null : <HindiKeyPages />}
      <MissionPanels locale={locale} />
      <Achievers
        toppersX={lists.toppers.X}
        toppersXII={lists.toppers.XII}
        aside={site.showBirthdays ? <Birthdays birthdays={lists.birthdays} locale={locale} /> : undefined}
        locale={locale}
      />
      <Messages principal={principal.data} locale={locale} />
      <UpcomingEvents events={lists.events} upcoming={lists.eventsUpcoming} locale={locale} />
      <PhotoGallery albums={lists.galleries} locale={locale} />
      <Infrastructure locale={locale} />
      <ConnectBand locale={locale} />
    </>
  );
}
