import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { ImageViewer } from '@/components/media/image-viewer';
import { DataTable } from '@/components/static/data-table';
import { BulletList, PageSection } from '@/components/static/text-sections';
import { feeDetails } from '@/content/pages/academics';

export const metadata = pageMetadata('/FeeDetails');

export default function FeeDetailsPage() {
  return (
    <PageShell route="/FeeDetails">
      <PageSection id="fee-table" title="Fee table, classes I to X">
        <ImageViewer image={feeDetails.image} title="Fee table, classes I to X" openLabel="View fee table" priority />
      </PageSection>
      <PageSection id="fee-text" title="The fee table as text">
        <DataTable table={feeDetails.table} />
        <div className="mt-6">
          <BulletList items={feeDetails.notes} label="Notes on fees" />
        </div>
      </PageSection>
    </PageShell>
  );
}
