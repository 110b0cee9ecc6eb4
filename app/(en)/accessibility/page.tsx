import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactCard, ReviewedOn, StatementBlock } from '@/components/static/statement';
import { ExternalLink } from '@/components/ui/external-link';
import {
  ACCESSIBILITY_MAIL_SUBJECT,
  accessibility,
  accessibilityFeatures,
  accessibilityLimitations,
  accessibilityReport,
  accessibilityReview,
  accessibilityStandard,
  accessibilityTesting,
} from '@/content/pages/accessibility';

export const metadata = pageMetadata('/accessibility');

export default function AccessibilityPage() {
  return (
    <PageShell route="/accessibility">
      <StatementBlock section={accessibilityStandard}>
        <ul aria-label="The standards" className="space-y-2">
          {accessibility.standards.map((standard) => (
            <li key={standard.href}>
              <ExternalLink href={standard.href} className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900">
                {standard.label}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </StatementBlock>
      <StatementBlock section={accessibilityFeatures} />
      <StatementBlock section={accessibilityTesting} />
      <StatementBlock section={accessibilityLimitations} />
      <StatementBlock section={accessibilityReport}>
        <ContactCard label="Contacts for an accessibility problem" subject={ACCESSIBILITY_MAIL_SUBJECT} />
        <p>{accessibility.reply}</p>
      </StatementBlock>
      <StatementBlock section={accessibilityReview} lead={<ReviewedOn what="This statement" verb="reviewed" date={accessibility.reviewedOn} />} />
    </PageShell>
  );
}
