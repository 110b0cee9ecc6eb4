import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Pphelp');

export default function PphelpPage() {
  return <PageShell route="/Pphelp" intro="How to sign in to the parent portal, reset a password and install the mobile app." />;
}
