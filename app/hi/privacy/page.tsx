import { PageShell } from '@/components/layout/page-shell';
import { ContactCard, StatementBlock, StatementDate } from '@/components/static/statement';
import { FRAME } from '@/content/i18n/frame';
import {
  contactWords,
  hindiDate,
  privacy,
  privacyChildren,
  privacyCommencement,
  privacyConsent,
  privacyLinks,
  privacyRequests,
  privacyResponsible,
  privacyRights,
  privacySummary,
  privacyThirdParties,
  privacyTransferCertificate,
  privacyVisits,
} from '@/content/hi/pages/statements';
import { PRIVACY_MAIL_SUBJECT, PRIVACY_UPDATED_ON } from '@/content/pages/privacy';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/privacy');

const words = FRAME.hi;

export default function HindiPrivacyPage() {
  return (
    <PageShell route="/privacy" locale="hi">
      <div className="mb-12 w-fit rounded-card bg-navy-50 p-5 ring-1 ring-navy-100 sm:p-6">
        <StatementBlock section={privacySummary} />
      </div>
      <StatementBlock section={privacyResponsible} />
      <StatementBlock section={privacyVisits} />
      <StatementBlock section={privacyThirdParties} />
      <StatementBlock section={privacyLinks} />
      <StatementBlock section={privacyTransferCertificate} />
      <StatementBlock section={privacyChildren} />
      <StatementBlock section={privacyConsent} />
      <StatementBlock section={privacyRights} />
      <StatementBlock section={privacyRequests}>
        <ContactCard
          label={privacy.contactsLabel}
          subject={PRIVACY_MAIL_SUBJECT}
          lead={privacy.contactsLead}
          words={contactWords}
          schoolName={words.schoolName}
          wings={words.phones}
        />
        <p>{privacy.complaint}</p>
      </StatementBlock>
      <StatementBlock section={privacyCommencement} lead={<StatementDate date={PRIVACY_UPDATED_ON} label={hindiDate(PRIVACY_UPDATED_ON)} {...privacy.updated} />} />
    </PageShell>
  );
}
