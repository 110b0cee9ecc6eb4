import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { PrincipalMessageView } from '@/components/listing/principal';
import { getPrincipalMessage } from '@/lib/content/principal';

export const metadata = pageMetadata('/OurPrincipal');

export default async function OurPrincipalPage() {
  const { data } = await getPrincipalMessage();
  return (
    <PageShell route="/OurPrincipal">
      <PrincipalMessageView principal={data} />
    </PageShell>
  );
}
