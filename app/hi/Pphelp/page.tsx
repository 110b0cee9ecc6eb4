import { PortalHelpPage } from '@/components/pages/portal-help';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/Pphelp');

export default function Page() {
  return <PortalHelpPage locale="hi" />;
}
