import type { Metadata } from 'next';
import { ChromeLink } from '@/components/layout/chrome-link';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { PageSection } from '@/components/static/text-sections';
import { HI_HOME } from '@/content/hi/home';
import { hindiPageName } from '@/content/hi/navigation';
import { getHomeLists } from '@/lib/content/listings';
import { formatDayMonthYear } from '@/lib/dates';
import { localePath } from '@/lib/routes';
import { ogImagePath, seoMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = seoMetadata({
  name: HI_HOME.title,
  description: HI_HOME.description,
  path: localePath('/', 'hi'),
  image: ogImagePath('/'),
  absoluteTitle: true,
});

/** The Hindi home page: what it offers parents in Hindi, the school in brief, and the latest news as the school wrote it. */
export default async function HindiHomePage() {
  const { news } = await getHomeLists();
  return (
    <>
      <div className="bg-navy-900 text-white">
        <div className="mx-auto max-w-page px-4 pt-6 pb-12 sm:px-6 lg:pt-8 lg:pb-16">
          <div className="flex justify-end">
            <LanguageSwitch route="/" locale="hi" />
          </div>
          <p className="mt-4 text-sm font-semibold tracking-wide text-gold-300">{HI_HOME.eyebrow}</p>
          <h1 className="mt-2 max-w-3xl font-serif text-display-sm leading-snug font-bold text-white sm:text-display">{HI_HOME.heading}</h1>
          <div aria-hidden="true" className="mt-4 h-1 w-16 rounded-full bg-gold-400" />
          <p className="mt-4 max-w-prose text-lg leading-relaxed text-navy-100">{HI_HOME.lead}</p>
        </div>
      </div>
      <div className="mx-auto max-w-page px-4 py-10 sm:px-6 lg:py-14">
        <PageSection id="key-pages" title={HI_HOME.keyPagesHeading}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
        </PageSection>
        <div className="grid gap-10 lg:grid-cols-2">
          <PageSection id="about" title={HI_HOME.aboutHeading}>
            {HI_HOME.about.map((paragraph) => (
              <p key={paragraph} className="mb-4 max-w-prose leading-relaxed">
                {paragraph}
              </p>
            ))}
            <ChromeLink href="/OurSchool" hrefLang="en" className="font-semibold text-navy-700 underline underline-offset-2">
              {HI_HOME.moreAbout}
            </ChromeLink>
          </PageSection>
          <PageSection id="latest-news" title={HI_HOME.newsHeading}>
            <p className="mb-3 text-sm text-sand-700">{HI_HOME.newsNote}</p>
            {news.length > 0 ? (
              <ul className="divide-y divide-sand-200 rounded-card bg-white px-5 shadow-card ring-1 ring-sand-200">
                {news.slice(0, 5).map((item) => (
                  <li key={item.id} lang="en" className="py-3">
                    {item.pagePath ? (
                      <ChromeLink href={item.pagePath} hrefLang="en" className="font-semibold text-navy-900 underline decoration-navy-700/30 underline-offset-2 hover:decoration-navy-700">
                        {item.title}
                      </ChromeLink>
                    ) : (
                      <span className="font-semibold text-navy-900">{item.title}</span>
                    )}
                    {item.date ? <p className="text-sm text-sand-600">{formatDayMonthYear(item.date)}</p> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="rounded-card border border-dashed border-sand-300 bg-sand-50 p-6 text-center font-semibold">{HI_HOME.noNews}</p>
            )}
            <p className="mt-4">
              <ChromeLink href="/News" hrefLang="en" className="font-semibold text-navy-700 underline underline-offset-2">
                {HI_HOME.allNews}
              </ChromeLink>
            </p>
          </PageSection>
        </div>
      </div>
    </>
  );
}
