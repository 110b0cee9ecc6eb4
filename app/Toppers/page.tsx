import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { ToppersListing } from '@/components/listing/toppers';
import { getToppers } from '@/lib/content/toppers';

export const metadata = pageMetadata('/Toppers');

export default async function ToppersPage() {
  const { data } = await getToppers();
  return (
    <PageShell route="/Toppers">
      <ToppersListing toppers={data} className="X" />
    </PageShell>
  );
}
