import { PageShell } from '@/components/layout/page-shell';
import { ContactCard, StatementDate, StatementSections } from '@/components/static/statement';
import { FRAME } from '@/content/i18n/frame';
import { contactWords, hindiDate, privacy } from '@/content/hi/pages/statements';
import { PRIVACY_MAIL_SUBJECT, PRIVACY_UPDATED_ON } from '@/content/pages/privacy';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/privacy');

const words = FRAME.hi;

export default function HindiPrivacyPage() {
  return (
    <PageShell route="/privacy" locale="hi">
      <StatementSections
        sections={privacy.sections}
        boxFirst
        after={{
          'requests-and-grievances': (
            <>
              <ContactCard
                label={privacy.contactsLabel}
                subject={PRIVACY_MAIL_SUBJECT}
                lead={privacy.contactsLead}
                words={contactWords}
                schoolName={words.schoolName}
                wings={words.phones}
              />
              <p>{privacy.complaint}</p>
            </>
          ),
        }}
        before={{ 'about-this-notice': <StatementDate date={PRIVACY_UPDATED_ON} label={hindiDate(PRIVACY_UPDATED_ON)} {...privacy.updated} /> }}
      />
    </PageShell>
  );
}
