import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/OurPrincipal');

export default function OurPrincipalPage() {
  return <PageShell route="/OurPrincipal" intro="A message from the principal of the school." />;
}
