import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { LeadPhoto } from '@/components/static/photo-grid';
import { PageSection } from '@/components/static/text-sections';
import { counselling } from '@/content/pages/school';

export const metadata = pageMetadata('/Counselling');

export default function CounsellingPage() {
  return (
    <PageShell route="/Counselling">
      <LeadPhoto photo={counselling.photo} />
      <PageSection id="counsellor" title="Our counsellor">
        <p className="max-w-prose text-lg leading-relaxed">{counselling.paragraph}</p>
      </PageSection>
    </PageShell>
  );
}
