import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactCard, ReviewedOn, StatementBlock } from '@/components/static/statement';
import {
  PRIVACY_MAIL_SUBJECT,
  grievanceContact,
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
} from '@/content/pages/privacy';
import { site } from '@/content/site';

export const metadata = pageMetadata('/privacy');

export default function PrivacyPage() {
  return (
    <PageShell route="/privacy">
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
          label="Contacts for a data protection request"
          subject={PRIVACY_MAIL_SUBJECT}
          lead={`${grievanceContact.role}, ${site.fullName}`}
        />
        <p>{privacy.complaint}</p>
      </StatementBlock>
      <StatementBlock section={privacyCommencement} lead={<ReviewedOn what="This notice" verb="updated" date={privacy.updatedOn} />} />
    </PageShell>
  );
}
