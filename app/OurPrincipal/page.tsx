import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { DEFAULT_PRINCIPAL_MESSAGE, PrincipalMessageView } from '@/components/listing/principal';
import { getPrincipalMessages } from '@/lib/content/principal';

export const metadata = pageMetadata('/OurPrincipal');

export default async function OurPrincipalPage() {
  const { data } = await getPrincipalMessages();
  // No record (or a failed call) shows the built-in message (spec sections 2, 4 and 8).
  const principal = data[0] ?? DEFAULT_PRINCIPAL_MESSAGE;
  return (
    <PageShell route="/OurPrincipal">
      <PrincipalMessageView principal={principal} />
    </PageShell>
  );
}
