import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { DEVANAGARI_FONT_URL } from '@/components/layout/devanagari-face';
import { hindiFontStacks } from '@/components/layout/devanagari-font';
import { SiteDocument } from '@/components/layout/site-document';
import { FRAME } from '@/content/i18n/frame';
import { siteOrigin } from '@/lib/seo/metadata';
import '../globals.css';

const words = FRAME.hi;

// The root layout of the Hindi pages (/hi, /hi/…): <html lang="hi">, the Hindi frame and the Devanagari face.
// A root layout of its own, beside the English one, so that each language's HTML is static (docs/i18n.md).
export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin()),
  title: { template: `%s - ${words.schoolName}`, default: words.schoolName },
  description: `${words.schoolName}, बोकारो स्टील सिटी: चर्च मिशन द्वारा संचालित, CBSE से संबद्ध सह-शिक्षा वाला अंग्रेज़ी माध्यम सीनियर सेकेंडरी स्कूल।`,
  applicationName: words.shortName,
  openGraph: { siteName: words.schoolName, type: 'website', locale: words.ogLocale },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0f1f45',
  colorScheme: 'light',
};

export default function HindiLayout({ children }: { children: ReactNode }) {
  // Fetched with the page's first requests, so the Devanagari face is there by the first paint: without it,
  // the text drawn in a fallback moved when the face came (CLS 0.2 on /hi in the bench's 4G runs).
  preload(DEVANAGARI_FONT_URL, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <SiteDocument locale="hi" style={hindiFontStacks}>
      {children}
    </SiteDocument>
  );
}
