import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactCard, ReviewedOn, StatementSections } from '@/components/static/statement';
import { PRIVACY_MAIL_SUBJECT, grievanceContact, privacy } from '@/content/pages/privacy';
import { site } from '@/content/site';

export const metadata = pageMetadata('/privacy');

export default function PrivacyPage() {
  return (
    <PageShell route="/privacy">
      <StatementSections
        sections={privacy.sections}
        boxFirst
        after={{
          'requests-and-grievances': (
            <>
              <ContactCard
                label="Contacts for a data protection request"
                subject={PRIVACY_MAIL_SUBJECT}
                lead={`${grievanceContact.role}, ${site.fullName}`}
              />
              <p>{privacy.complaint}</p>
            </>
          ),
        }}
        before={{ 'about-this-notice': <ReviewedOn what="This notice" verb="updated" date={privacy.updatedOn} /> }}
      />
    </PageShell>
  );
}
