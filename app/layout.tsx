import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { bodyFont, headingFont } from '@/components/layout/fonts';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { ServiceWorkerRegistration } from '@/components/layout/service-worker-registration';
import { fullTitle, site } from '@/content/site';
import { OG_LOCALE, siteOrigin } from '@/lib/seo/metadata';
import './globals.css';

export const metadata: Metadata = {
  // Canonical, Open Graph and Twitter URLs that pages give as paths become absolute on SITE_URL.
  metadataBase: new URL(siteOrigin()),
  title: { template: fullTitle('%s'), default: site.fullName },
  description: `${site.fullName}, ${site.address.locality}: a co-educational, English-medium CBSE senior secondary school run by a church mission.`,
  applicationName: site.shortName,
  openGraph: { siteName: site.fullName, type: 'website', locale: OG_LOCALE },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0f1f45',
  colorScheme: 'light',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-gold-400 px-4 py-2 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to main content
        </a>
        <Header />
        <main id="main-content" className="flex-1">
          {children}
        </main>
        <Footer />
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
