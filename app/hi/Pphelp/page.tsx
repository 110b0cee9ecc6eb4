import { PageShell } from '@/components/layout/page-shell';
import { PageSection } from '@/components/static/text-sections';
import { ExternalLink } from '@/components/ui/external-link';
import { FRAME } from '@/content/i18n/frame';
import { portalHelp, portalHelpPage } from '@/content/hi/pages/help';
import { portalHelp as englishPortalHelp } from '@/content/pages/help';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/Pphelp');

export default function HindiPortalHelpPage() {
  const { portal, helpDesk } = englishPortalHelp;
  return (
    <PageShell route="/Pphelp" locale="hi">
      <p className="mb-10">
        <ExternalLink href={portal.href} newTabText={FRAME.hi.newTab} className="inline-flex items-center rounded-md bg-navy-800 px-4 py-2 font-semibold text-white hover:bg-navy-700">
          {portalHelpPage.goToPortal}
        </ExternalLink>
      </p>
      {portalHelp.steps.map((step) => (
        <PageSection key={step.id} id={step.id} title={step.heading}>
          <ol className="max-w-prose list-decimal space-y-2 pl-6 marker:font-bold marker:text-gold-700">
            {step.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </PageSection>
      ))}
      <PageSection id="help-desk" title={portalHelpPage.helpDesk}>
        <div className="rounded-card bg-navy-900 p-6 text-white shadow-card">
          <p className="text-lg">
            {portalHelpPage.helpDeskOpen} <strong className="text-gold-300">{helpDesk.hours}</strong>
          </p>
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            <a href={`tel:${helpDesk.tel}`} className="font-semibold text-white underline">
              {helpDesk.phone}
            </a>
            <a href={`mailto:${helpDesk.email}`} className="font-semibold break-all text-white underline">
              {helpDesk.email}
            </a>
          </p>
        </div>
      </PageSection>
    </PageShell>
  );
}
