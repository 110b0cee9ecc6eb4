import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';
import { fullTitle, site } from '@/content/site';
import { OG_LOCALE, siteOrigin } from '@/lib/seo/metadata';
import '../globals.css';

// The root layout of the English pages, at their addresses of always. The Hindi pages have their own root
// layout (app/hi/layout.tsx), so each language's <html lang> is in the static HTML (docs/i18n.md).
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

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="en">{children}</SiteDocument>;
}
