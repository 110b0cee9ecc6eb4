import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { ToppersListing } from '@/components/listing/toppers';
import { getTopperListing } from '@/lib/content/listings';

export const metadata = pageMetadata('/Toppers');

export default async function ToppersPage() {
  const { data, defaultSession } = await getTopperListing('X');
  return (
    <PageShell route="/Toppers">
      <ToppersListing toppers={data} defaultSession={defaultSession} className="X" />
    </PageShell>
  );
}
