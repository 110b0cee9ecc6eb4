import { PageSection } from '@/components/static/text-sections';
import { ExternalLink } from '@/components/ui/external-link';
import type { Translated } from '@/content/hi/translated';
import { portalHelp, type portalHelpPage as englishPortalHelpPage } from '@/content/pages/help';

/**
 * The parent portal help page's sections in either language: the link to the portal, the steps (content/pages
 * or content/hi/pages) and the help desk, whose hours, number and address are the same in both.
 */
export function PortalHelpSections({
  steps,
  words,
  newTabText,
}: {
  steps: Translated<typeof portalHelp.steps>;
  words: Translated<typeof englishPortalHelpPage>;
  newTabText?: string;
}) {
  const { portal, helpDesk } = portalHelp;
  return (
    <>
      <p className="mb-10">
        <ExternalLink
          href={portal.href}
          {...(newTabText ? { newTabText } : {})}
          className="inline-flex items-center rounded-md bg-navy-800 px-4 py-2 font-semibold text-white hover:bg-navy-700"
        >
          {words.goToPortal}
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
      <PageSection id="help-desk" title={words.helpDesk}>
        <div className="rounded-card bg-navy-900 p-6 text-white shadow-card">
          <p className="text-lg">
            {words.helpDeskOpen} <strong className="text-gold-300">{helpDesk.hours}</strong>
            {words.helpDeskOpenEnd}
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
    </>
  );
}
