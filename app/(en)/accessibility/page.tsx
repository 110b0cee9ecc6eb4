import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactCard, ReviewedOn, StatementSections } from '@/components/static/statement';
import { ExternalLink } from '@/components/ui/external-link';
import { ACCESSIBILITY_MAIL_SUBJECT, accessibility } from '@/content/pages/accessibility';

export const metadata = pageMetadata('/accessibility');

export default function AccessibilityPage() {
  return (
    <PageShell route="/accessibility">
      <StatementSections
        sections={accessibility.sections}
        after={{
          standard: (
            <ul aria-label="The standards" className="space-y-2">
              {accessibility.standards.map((standard) => (
                <li key={standard.href}>
                  <ExternalLink href={standard.href} className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900">
                    {standard.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          ),
          'report-a-problem': (
            <>
              <ContactCard label="Contacts for an accessibility problem" subject={ACCESSIBILITY_MAIL_SUBJECT} />
              <p>{accessibility.reply}</p>
            </>
          ),
        }}
        before={{ 'about-this-statement': <ReviewedOn what="This statement" verb="reviewed" date={accessibility.reviewedOn} /> }}
      />
    </PageShell>
  );
}
