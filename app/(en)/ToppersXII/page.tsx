import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { ToppersListing } from '@/components/listing/toppers';
import { getTopperListing } from '@/lib/content/listings';

export const metadata = pageMetadata('/ToppersXII');

export default async function ToppersXIIPage() {
  const { data, defaultSession } = await getTopperListing('XII');
  return (
    <PageShell route="/ToppersXII">
      <ToppersListing toppers={data} defaultSession={defaultSession} className="XII" />
    </PageShell>
  );
}
