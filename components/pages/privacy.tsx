import { PageShell } from '@/components/layout/page-shell';
import { ContactCard, StatementDate, StatementSections } from '@/components/static/statement';
import { privacy as hindiWords } from '@/content/hi/pages/statements';
import { PRIVACY_MAIL_SUBJECT, PRIVACY_UPDATED_ON, privacyWords } from '@/content/pages/privacy';
import { wordsFor } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

/** The privacy notice (/privacy, /hi/privacy): its summary in a box, its sections, the contacts for a request, and the day of its last change. */
export function PrivacyPage({ locale }: { locale: Locale }) {
  const words = wordsFor(locale, { en: privacyWords, hi: hindiWords });
  return (
    <PageShell route="/privacy" locale={locale}>
      <StatementSections
        sections={words.sections}
        boxFirst
        after={{
          'requests-and-grievances': (
            <>
              <ContactCard label={words.contactsLabel} subject={PRIVACY_MAIL_SUBJECT} lead={words.contactsLead} locale={locale} />
              <p>{words.complaint}</p>
            </>
          ),
        }}
        before={{ 'about-this-notice': <StatementDate date={PRIVACY_UPDATED_ON} locale={locale} {...words.updated} /> }}
      />
    </PageShell>
  );
}
