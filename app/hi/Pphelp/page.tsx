import { PageShell } from '@/components/layout/page-shell';
import { PortalHelpSections } from '@/components/static/portal-help-sections';
import { FRAME } from '@/content/i18n/frame';
import { portalHelp, portalHelpPage } from '@/content/hi/pages/help';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/Pphelp');

export default function HindiPortalHelpPage() {
  return (
    <PageShell route="/Pphelp" locale="hi">
      <PortalHelpSections steps={portalHelp.steps} words={portalHelpPage} newTabText={FRAME.hi.newTab} />
    </PageShell>
  );
}
