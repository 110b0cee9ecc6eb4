import type { Metadata } from 'next';
import { AboutSchool, MissionPanels } from '@/components/home/about';
import { Achievers } from '@/components/home/achievers';
import { Birthdays } from '@/components/home/birthdays';
import { Hero } from '@/components/home/hero';
import { ABOUT } from '@/content/home';
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
import { site } from '@/content/site';
import { getHomeLists } from '@/lib/content/listings';
import { getNotifications } from '@/lib/content/notifications';
import { getOnlineRegistrations } from '@/lib/content/online-registration';
import { getPrincipalMessage } from '@/lib/content/principal';
import { ogImagePath, schoolJsonLd, seoMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = seoMetadata({
  name: 'Home',
  description: ABOUT.paragraphs[0],
  path: '/',
  image: ogImagePath('/'),
  feeds: ['news', 'notices', 'events'],
  // The layout's title template covers child segments only, not the page beside it.
  absoluteTitle: true,
});

export default async function HomePage() {
  // Every getter answers (with an empty list, or the default message, when the service fails), so one failure never hides another section.
  const [lists, notifications, registrations, principal] = await Promise.all([getHomeLists(), getNotifications(), getOnlineRegistrations(), getPrincipalMessage()]);

  return (
    <>
      <JsonLd data={schoolJsonLd()} />
      <div className="bg-navy-900">
        <div className="mx-auto flex max-w-page justify-end px-4 py-2 sm:px-6">
          <LanguageSwitch route="/" locale="en" />
        </div>
      </div>
      <Hero
        actions={
          <>
            <RegistrationBadge registrations={registrations.data} />
            <NotificationPopup notifications={notifications.data} />
          </>
        }
      />
      <QuickLinks />
      <div className="mx-auto grid max-w-page gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-12 lg:py-18">
        <AboutSchool />
        <LatestNews items={lists.news} />
      </div>
      <MissionPanels />
      <Achievers
        toppersX={lists.toppers.X}
        toppersXII={lists.toppers.XII}
        aside={site.showBirthdays ? <Birthdays birthdays={lists.birthdays} /> : undefined}
      />
      <Messages principal={principal.data} />
      <UpcomingEvents events={lists.events} upcoming={lists.eventsUpcoming} />
      <PhotoGallery albums={lists.galleries} />
      <Infrastructure />
      <ConnectBand />
    </>
  );
}
