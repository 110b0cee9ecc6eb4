import { PageShell } from '@/components/layout/page-shell';
import { ListSection } from '@/components/static/page-templates';
import { PageSection } from '@/components/static/text-sections';
import { scholarship, scholarshipPage } from '@/content/hi/pages/academics';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/Scholarship');

export default function HindiScholarshipPage() {
  return (
    <PageShell route="/Scholarship" locale="hi">
      <ListSection id="concession-rules" title={scholarshipPage.rules} items={scholarship.rules} />
      <ListSection id="scholarships" title={scholarshipPage.awards} items={scholarship.awards} />
      <PageSection id="how-to-apply" title={scholarshipPage.howToApply}>
        <ol className="max-w-prose list-decimal space-y-2 pl-6 marker:font-bold marker:text-gold-700">
          {scholarship.howToApply.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </PageSection>
    </PageShell>
  );
}
