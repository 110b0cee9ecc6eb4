import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { ToppersListing } from '@/components/listing/toppers';
import { getToppers } from '@/lib/content/toppers';

export const metadata = pageMetadata('/ToppersXII');

export default async function ToppersXIIPage() {
  const { data } = await getToppers();
  return (
    <PageShell route="/ToppersXII">
      <ToppersListing toppers={data} className="XII" />
    </PageShell>
  );
}
