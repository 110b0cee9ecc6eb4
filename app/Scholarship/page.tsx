import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { BulletList, PageSection } from '@/components/static/text-sections';
import { scholarship } from '@/content/pages/academics';

export const metadata = pageMetadata('/Scholarship');

export default function ScholarshipPage() {
  return (
    <PageShell route="/Scholarship">
      <PageSection id="concession-rules" title="Fee concession rules">
        <BulletList items={scholarship.rules} label="Fee concession rules" />
      </PageSection>
      <PageSection id="scholarships" title="Scholarships and awards">
        <BulletList items={scholarship.awards} label="Scholarships and awards" />
      </PageSection>
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
