import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { Biography } from '@/components/static/biography';
import { chairman } from '@/content/pages/school';

export const metadata = pageMetadata('/Chairman');

export default function ChairmanPage() {
  return (
    <PageShell route="/Chairman">
      <Biography page={chairman} idPrefix="chairman" />
    </PageShell>
  );
}
