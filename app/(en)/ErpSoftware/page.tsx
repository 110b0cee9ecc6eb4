import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { ImageViewer } from '@/components/media/image-viewer';
import { DocumentGrid } from '@/components/static/document-grid';
import { BulletList, PageSection } from '@/components/static/text-sections';
import { erpSoftware } from '@/content/pages/help';

export const metadata = pageMetadata('/ErpSoftware');

export default function ErpSoftwarePage() {
  return (
    <PageShell route="/ErpSoftware">
      <PageSection id="provider" title={`Provided by ${erpSoftware.provider.label}`}>
        <div className="max-w-prose space-y-4">
          {erpSoftware.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <BulletList items={erpSoftware.features} label="What the software does" />
        </div>
      </PageSection>
      <PageSection id="screens" title="Screens">
        <ul aria-label="Screens of the software" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {erpSoftware.screenshots.map((shot) => (
            <li key={shot.src}>
              <ImageViewer image={shot} title={shot.caption ?? shot.alt} openLabel="Enlarge" sizes="(min-width: 1280px) 18rem, (min-width: 640px) 45vw, 100vw" />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="links" title="Links">
        <DocumentGrid documents={erpSoftware.links} label="Software links" columns={2} />
      </PageSection>
    </PageShell>
  );
}
