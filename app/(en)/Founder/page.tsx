import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { Biography } from '@/components/static/biography';
import { founder } from '@/content/pages/school';

export const metadata = pageMetadata('/Founder');

export default function FounderPage() {
  return (
    <PageShell route="/Founder">
      <Biography page={founder} idPrefix="founder" />
    </PageShell>
  );
}
