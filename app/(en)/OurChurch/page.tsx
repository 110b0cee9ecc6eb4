import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { LeadPhoto } from '@/components/static/photo-grid';
import { TextSections } from '@/components/static/text-sections';
import { ourChurch } from '@/content/pages/school';

export const metadata = pageMetadata('/OurChurch');

export default function OurChurchPage() {
  return (
    <PageShell route="/OurChurch">
      <LeadPhoto photo={ourChurch.photo} />
      <TextSections sections={ourChurch.sections} idPrefix="our-church" />
    </PageShell>
  );
}
