import { PortalHelpPage } from '@/components/pages/portal-help';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/Pphelp');

export default function Page() {
  return <PortalHelpPage locale="en" />;
}
