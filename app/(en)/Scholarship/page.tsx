import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { ListSection } from '@/components/static/page-templates';
import { PageSection } from '@/components/static/text-sections';
import { scholarship } from '@/content/pages/academics';

export const metadata = pageMetadata('/Scholarship');

export default function ScholarshipPage() {
  return (
    <PageShell route="/Scholarship">
      <ListSection id="concession-rules" title="Fee concession rules" items={scholarship.rules} />
      <ListSection id="scholarships" title="Scholarships and awards" items={scholarship.awards} />
      <PageSection id="how-to-apply" title="How to apply">
        <ol className="max-w-prose list-decimal space-y-2 pl-6 marker:font-bold marker:text-gold-700">
          {scholarship.howToApply.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </PageSection>
    </PageShell>
  );
}
