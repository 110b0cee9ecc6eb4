import type { CSSProperties, ReactNode } from 'react';
import { FRAME } from '@/content/i18n/frame';
import type { Locale } from '@/lib/routes';
import { bodyFont, headingFont } from './fonts';
import { Footer } from './footer';
import { Header } from './header';
import { ServiceWorkerRegistration } from './service-worker-registration';
import { WebVitals } from './web-vitals';

interface SiteDocumentProps {
  locale: Locale;
  /** Classes of `<html>` a locale adds, such as its own font's variable. */
  className?: string;
  /** Custom properties a locale sets on `<html>`, such as its font stacks. */
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * The whole document of a page in `locale`: `<html lang>`, the skip link, header, main and footer. Each
 * language's root layout renders it (app/(en)/layout.tsx, app/hi/layout.tsx), and so does the 404 of an
 * address no route has (app/global-not-found.tsx), so every page has the same frame.
 */
export function SiteDocument({ locale, className = '', style, children }: SiteDocumentProps) {
  const words = FRAME[locale];
  return (
    <html lang={words.htmlLang} className={`${bodyFont.variable} ${headingFont.variable} ${className}`.trimEnd()} style={style}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-gold-400 px-4 py-2 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {words.skipLink}
        </a>
        <Header locale={locale} />
        <main id="main-content" className="flex-1">
          {children}
        </main>
        <Footer locale={locale} />
        <ServiceWorkerRegistration />
        <WebVitals />
      </body>
    </html>
  );
}
