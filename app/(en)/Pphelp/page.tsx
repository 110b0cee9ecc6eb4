import { PageShell } from '@/components/layout/page-shell';
import { PortalHelpSections } from '@/components/static/portal-help-sections';
import { portalHelp, portalHelpPage } from '@/content/pages/help';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/Pphelp');

export default function PortalHelpPage() {
  return (
    <PageShell route="/Pphelp">
      <PortalHelpSections steps={portalHelp.steps} words={portalHelpPage} />
    </PageShell>
  );
}
