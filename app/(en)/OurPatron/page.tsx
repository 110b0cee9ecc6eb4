import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { Biography } from '@/components/static/biography';
import { patron } from '@/content/pages/school';

export const metadata = pageMetadata('/OurPatron');

export default function OurPatronPage() {
  return (
    <PageShell route="/OurPatron">
      <Biography page={patron} idPrefix="patron" />
    </PageShell>
  );
}
