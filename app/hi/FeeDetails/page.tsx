import { PageShell } from '@/components/layout/page-shell';
import { ImageViewer } from '@/components/media/image-viewer';
import { DataTable } from '@/components/static/data-table';
import { BulletList, PageSection } from '@/components/static/text-sections';
import { feeDetails, feeDetailsPage } from '@/content/hi/pages/academics';
import { feeDetails as englishFeeDetails } from '@/content/pages/academics';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/FeeDetails');

export default function HindiFeeDetailsPage() {
  return (
    <PageShell route="/FeeDetails" locale="hi">
      <PageSection id="fee-table" title={feeDetailsPage.tableHeading}>
        <ImageViewer
          image={{ ...englishFeeDetails.image, alt: feeDetails.image.alt }}
          title={feeDetailsPage.tableHeading}
          openLabel={feeDetailsPage.viewTable}
          priority
        />
      </PageSection>
      <PageSection id="fee-text" title={feeDetailsPage.textHeading}>
        <DataTable table={feeDetails.table} />
        <div className="mt-6">
          <BulletList items={feeDetails.notes} label={feeDetailsPage.notesLabel} />
        </div>
      </PageSection>
    </PageShell>
  );
}
