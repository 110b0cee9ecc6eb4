import { PageShell } from '@/components/layout/page-shell';
import { ContactCard, StatementDate, StatementSections } from '@/components/static/statement';
import { ExternalLink } from '@/components/ui/external-link';
import { InLang } from '@/components/ui/in-lang';
import { accessibility as hindiWords } from '@/content/hi/pages/statements';
import { FRAME } from '@/content/i18n/frame';
import { ACCESSIBILITY_MAIL_SUBJECT, ACCESSIBILITY_REVIEWED_ON, accessibilityStandards, accessibilityWords } from '@/content/pages/accessibility';
import { vendorLang, wordsFor } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

/**
 * The accessibility statement (/accessibility, /hi/accessibility): its sections, the standards it names (their
 * English titles marked so on a Hindi page), the contacts for a report, and the day of its last review.
 */
export function AccessibilityPage({ locale }: { locale: Locale }) {
  const words = wordsFor(locale, { en: accessibilityWords, hi: hindiWords });
  const standardLang = vendorLang(locale);
  return (
    <PageShell route="/accessibility" locale={locale}>
      <StatementSections
        sections={words.sections}
        after={{
          standard: (
            <ul aria-label={words.standardsLabel} className="space-y-2">
              {accessibilityStandards.map((standard) => (
                <li key={standard.href}>
                  <ExternalLink
                    href={standard.href}
                    hrefLang={standardLang}
                    newTabText={FRAME[locale].newTab}
                    className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900"
                  >
                    <InLang lang={standardLang}>{standard.label}</InLang>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          ),
          'report-a-problem': (
            <>
              <ContactCard label={words.contactsLabel} subject={ACCESSIBILITY_MAIL_SUBJECT} locale={locale} />
              <p>{words.reply}</p>
            </>
          ),
        }}
        before={{ 'about-this-statement': <StatementDate date={ACCESSIBILITY_REVIEWED_ON} locale={locale} {...words.reviewed} /> }}
      />
    </PageShell>
  );
}
