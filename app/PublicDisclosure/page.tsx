import { PageShell, pageMetadata } from '@/components/layout/page-shell';
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
      <PageSection id="general-information" title="A. General information">
        <FactList facts={generalInformation} label="General information" />
      </PageSection>
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
      <PageSection id="staff" title="D. Staff (teaching)">
        <FactList facts={staff} label="Teaching staff" />
      </PageSection>
      <PageSection id="infrastructure" title="E. School infrastructure">
        <FactList facts={infrastructure} label="School infrastructure" />
      </PageSection>
    </PageShell>
  );
}
