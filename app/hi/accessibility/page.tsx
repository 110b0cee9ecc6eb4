import { PageShell } from '@/components/layout/page-shell';
import { ContactCard, StatementDate, StatementSections } from '@/components/static/statement';
import { ExternalLink } from '@/components/ui/external-link';
import { FRAME } from '@/content/i18n/frame';
import { accessibility, contactWords, hindiDate } from '@/content/hi/pages/statements';
import { ACCESSIBILITY_MAIL_SUBJECT, ACCESSIBILITY_REVIEWED_ON, accessibilityStandards } from '@/content/pages/accessibility';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/accessibility');

const words = FRAME.hi;

export default function HindiAccessibilityPage() {
  return (
    <PageShell route="/accessibility" locale="hi">
      <StatementSections
        sections={accessibility.sections}
        after={{
          standard: (
            <ul aria-label={accessibility.standardsLabel} className="space-y-2">
              {accessibilityStandards.map((standard) => (
                <li key={standard.href}>
                  <ExternalLink href={standard.href} hrefLang="en" newTabText={words.newTab} className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900">
                    <span lang="en">{standard.label}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          ),
          'report-a-problem': (
            <>
              <ContactCard label={accessibility.contactsLabel} subject={ACCESSIBILITY_MAIL_SUBJECT} words={contactWords} schoolName={words.schoolName} wings={words.phones} />
              <p>{accessibility.reply}</p>
            </>
          ),
        }}
        before={{ 'about-this-statement': <StatementDate date={ACCESSIBILITY_REVIEWED_ON} label={hindiDate(ACCESSIBILITY_REVIEWED_ON)} {...accessibility.reviewed} /> }}
      />
    </PageShell>
  );
}
