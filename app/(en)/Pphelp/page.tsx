import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageSection } from '@/components/static/text-sections';
import { ExternalLink } from '@/components/ui/external-link';
import { portalHelp } from '@/content/pages/help';

export const metadata = pageMetadata('/Pphelp');

export default function PortalHelpPage() {
  const { portal, helpDesk, steps } = portalHelp;
  return (
    <PageShell route="/Pphelp">
      <p className="mb-10">
        <ExternalLink href={portal.href} className="inline-flex items-center rounded-md bg-navy-800 px-4 py-2 font-semibold text-white hover:bg-navy-700">
          Go to the {portal.title.toLowerCase()}
        </ExternalLink>
      </p>
      {steps.map((step) => (
        <PageSection key={step.id} id={step.id} title={step.heading}>
          <ol className="max-w-prose list-decimal space-y-2 pl-6 marker:font-bold marker:text-gold-700">
            {step.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </PageSection>
      ))}
      <PageSection id="help-desk" title="Help desk">
        <div className="rounded-card bg-navy-900 p-6 text-white shadow-card">
          <p className="text-lg">
            The help desk line is open <strong className="text-gold-300">{helpDesk.hours}</strong>.
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
