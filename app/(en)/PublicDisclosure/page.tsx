import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { DataTable } from '@/components/static/data-table';
import { FactList, NumberedDocuments } from '@/components/static/disclosure-lists';
import { PageSection } from '@/components/static/text-sections';
import { ExternalLink } from '@/components/ui/external-link';
import {
  academicDocuments,
  documentsAndInformation,
  generalInformation,
  infrastructure,
  resultTable,
  staff,
} from '@/content/pages/disclosure';
import { site } from '@/content/site';

export const metadata = pageMetadata('/PublicDisclosure');

/** The sections that are one list of facts: A before the documents, D and E after them. */
const FACT_SECTIONS = [
  { id: 'general-information', title: 'A. General information', facts: generalInformation, label: 'General information' },
  { id: 'staff', title: 'D. Staff (teaching)', facts: staff, label: 'Teaching staff' },
  { id: 'infrastructure', title: 'E. School infrastructure', facts: infrastructure, label: 'School infrastructure' },
] as const;

function factSection({ id, title, facts, label }: (typeof FACT_SECTIONS)[number]) {
  return (
    <PageSection key={id} id={id} title={title}>
      <FactList facts={facts} label={label} />
    </PageSection>
  );
}

export default function PublicDisclosurePage() {
  return (
    <PageShell route="/PublicDisclosure">
      <p className="mb-8 max-w-prose text-lg">
        The signed disclosure document is also available as one file:{' '}
        <ExternalLink href={site.portals.mandatoryDisclosure.href} className="font-semibold text-navy-700 underline underline-offset-2">
          {site.portals.mandatoryDisclosure.label} (PDF)
        </ExternalLink>
        .
      </p>
      {FACT_SECTIONS.slice(0, 1).map(factSection)}
      <PageSection id="documents" title="B. Documents and information">
        <NumberedDocuments documents={documentsAndInformation} label="Documents and information" />
      </PageSection>
      <PageSection id="results" title="C. Results and academics">
        <NumberedDocuments documents={academicDocuments} label="Results and academics documents" />
        <div className="mt-6 space-y-6">
          <DataTable table={resultTable('X')} />
          <DataTable table={resultTable('XII')} />
        </div>
      </PageSection>
      {FACT_SECTIONS.slice(1).map(factSection)}
    </PageShell>
  );
}
