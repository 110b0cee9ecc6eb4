import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { DocumentOverlay } from '@/components/media/document-overlay';
import { DataTable } from '@/components/static/data-table';
import { PageSection, TextSections } from '@/components/static/text-sections';
import { careerGuidance } from '@/content/pages/documents';

export const metadata = pageMetadata('/CareerGuidance');

export default function CareerGuidancePage() {
  return (
    <PageShell route="/CareerGuidance">
      <TextSections sections={careerGuidance.sections} idPrefix="career" />
      <PageSection id="reference-documents" title={`Reference documents (${careerGuidance.documents.length})`}>
        <DocumentOverlay documents={careerGuidance.documents} label="Reference documents" />
      </PageSection>
      <PageSection id="counsellors" title="Counsellors">
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Counsellors">
          {careerGuidance.counsellors.map((person) => (
            <li key={person.name} className="rounded-card bg-white p-5 shadow-card ring-1 ring-sand-200">
              <p className="font-serif text-lg font-bold text-navy-900">{person.name}</p>
              <p className="text-sm font-semibold text-gold-700">{person.role}</p>
              <dl className="mt-3 space-y-1 text-[0.95rem]">
                <div className="flex gap-2">
                  <dt className="font-semibold">Phone:</dt>
                  <dd>
                    <a href={`tel:${person.tel}`} className="text-navy-800 underline">
                      {person.phone}
                    </a>
                  </dd>
                </div>
                <div className="flex flex-wrap gap-x-2">
                  <dt className="font-semibold">E-mail:</dt>
                  <dd className="min-w-0 break-all">
                    <a href={`mailto:${person.email}`} className="text-navy-800 underline">
                      {person.email}
                    </a>
                  </dd>
                </div>
                <div className="flex gap-2">
                  <dt className="font-semibold">Hours:</dt>
                  <dd>{person.hours}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="class-incharges" title="Class-incharges">
        <DataTable table={careerGuidance.classIncharges} showCaption={false} />
      </PageSection>
    </PageShell>
  );
}
