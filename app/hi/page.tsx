import type { Metadata } from 'next';
import { AboutSchool, MissionPanels } from '@/components/home/about';
import { Achievers } from '@/components/home/achievers';
import { Birthdays } from '@/components/home/birthdays';
import { Hero } from '@/components/home/hero';
import { Infrastructure } from '@/components/home/infrastructure';
import { LatestNews } from '@/components/home/latest-news';
import { Messages } from '@/components/home/messages';
import { NotificationPopup } from '@/components/home/notification-popup';
import { PhotoGallery } from '@/components/home/photo-gallery';
import { ConnectBand, QuickLinks } from '@/components/home/quick-links';
import { RegistrationBadge } from '@/components/home/registration-badge';
import { SectionHeading } from '@/components/home/section-heading';
import { UpcomingEvents } from '@/components/home/upcoming-events';
import { ChromeLink } from '@/components/layout/chrome-link';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { HI_HOME } from '@/content/hi/home';
import { hindiPageName } from '@/content/hi/navigation';
import { HOME_WORDS } from '@/content/i18n/home';
import { site } from '@/content/site';
import { getHomeLists } from '@/lib/content/listings';
import { getNotifications } from '@/lib/content/notifications';
import { getOnlineRegistrations } from '@/lib/content/online-registration';
import { getPrincipalMessage } from '@/lib/content/principal';
import { localePath } from '@/lib/routes';
import { ogImagePath, seoMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = seoMetadata({
  name: HI_HOME.title,
  description: HI_HOME.description,
  path: localePath('/', 'hi'),
  image: ogImagePath('/'),
  absoluteTitle: true,
});

/**
 * The Hindi home page: every section of the English home with the school's words in Hindi and the vendor's
 * lists as they come (marked lang="en"), and after the news, the pages families can read in Hindi.
 */
export default async function HindiHomePage() {
  // As on the English home: every getter answers, so one failure never hides another section.
  const [lists, notifications, registrations, principal] = await Promise.all([getHomeLists(), getNotifications(), getOnlineRegistrations(), getPrincipalMessage()]);

  return (
    <>
      <div className="bg-navy-900">
        <div className="mx-auto flex max-w-page justify-end px-4 py-2 sm:px-6">
          <LanguageSwitch route="/" locale="hi" />
        </div>
      </div>
      <Hero
        locale="hi"
        actions={
          <>
            <RegistrationBadge registrations={registrations.data} locale="hi" />
            <NotificationPopup notifications={notifications.data} words={HOME_WORDS.hi.notices} itemLang="en" />
          </>
        }
      />
      <QuickLinks locale="hi" />
      <div className="mx-auto grid max-w-page gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-12 lg:py-18">
        <AboutSchool locale="hi" />
        <LatestNews items={lists.news} locale="hi" />
      </div>
      <section aria-labelledby="key-pages-heading" className="mx-auto max-w-page px-4 pb-14 sm:px-6 lg:pb-18">
        <SectionHeading id="key-pages-heading" eyebrow={HI_HOME.keyPagesEyebrow} title={HI_HOME.keyPagesHeading} />
        <p className="mt-4 max-w-prose text-sand-700">{HI_HOME.keyPagesNote}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HI_HOME.keyPages.map((page) => (
            <li key={page.route}>
              <ChromeLink
                href={localePath(page.route, 'hi')}
                className="block h-full rounded-card bg-white p-5 shadow-card ring-1 ring-sand-200 hover:ring-gold-400"
              >
                <span className="block font-serif text-lg font-bold text-navy-900">{hindiPageName(page.route)}</span>
                <span className="mt-1 block text-sand-700">{page.text}</span>
              </ChromeLink>
            </li>
          ))}
        </ul>
      </section>
      <MissionPanels locale="hi" />
      <Achievers
        toppersX={lists.toppers.X}
        toppersXII={lists.toppers.XII}
        aside={site.showBirthdays ? <Birthdays birthdays={lists.birthdays} locale="hi" /> : undefined}
        locale="hi"
      />
      <Messages principal={principal.data} locale="hi" />
      <UpcomingEvents events={lists.events} upcoming={lists.eventsUpcoming} locale="hi" />
      <PhotoGallery albums={lists.galleries} locale="hi" />
      <Infrastructure locale="hi" />
      <ConnectBand locale="hi" />
    </>
  );
}
