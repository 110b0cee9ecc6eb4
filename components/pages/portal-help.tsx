import { PageShell } from '@/components/layout/page-shell';
import { PageSection } from '@/components/static/text-sections';
import { ExternalLink } from '@/components/ui/external-link';
import { portalHelpWords as hindiWords } from '@/content/hi/pages/help';
import { FRAME } from '@/content/i18n/frame';
import { portalHelp, portalHelpWords } from '@/content/pages/help';
import { wordsFor } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

/**
 * Parent portal help in `locale`: the link to the portal, the steps and the help desk, whose hours, number
 * and address are the same in every language.
 */
export function PortalHelpPage({ locale }: { locale: Locale }) {
  const words = wordsFor(locale, { en: portalHelpWords, hi: hindiWords });
  const { helpDesk } = portalHelp;
  return (
    <PageShell route="/Pphelp" locale={locale}>
      <p className="mb-10">
        <ExternalLink
          href={portalHelp.portalHref}
          newTabText={FRAME[locale].newTab}
          className="inline-flex items-center rounded-md bg-navy-800 px-4 py-2 font-semibold text-white hover:bg-navy-700"
        >
          {words.goToPortal}
        </ExternalLink>
      </p>
      {portalHelp.steps.map((id) => (
        <PageSection key={id} id={id} title={words.steps[id].heading}>
          <ol className="max-w-prose list-decimal space-y-2 pl-6 marker:font-bold marker:text-gold-700">
            {words.steps[id].items.map((item) => (
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
    </PageShell>
  );
}
