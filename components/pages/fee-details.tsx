import { PageShell } from '@/components/layout/page-shell';
import { ImageViewer } from '@/components/media/image-viewer';
import { DataTable } from '@/components/static/data-table';
import { BulletList, PageSection } from '@/components/static/text-sections';
import { feeDetailsWords as hindiWords } from '@/content/hi/pages/academics';
import { feeDetails, feeDetailsWords } from '@/content/pages/academics';
import { wordsFor } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

/** Fee Details in `locale`: the fee table as an image, the same figures as a table, and the notes. */
export function FeeDetailsPage({ locale }: { locale: Locale }) {
  const words = wordsFor(locale, { en: feeDetailsWords, hi: hindiWords });
  return (
    <PageShell route="/FeeDetails" locale={locale}>
      <PageSection id="fee-table" title={words.tableHeading}>
        <ImageViewer image={{ ...feeDetails.image, alt: words.imageAlt }} title={words.tableHeading} openLabel={words.viewTable} priority />
      </PageSection>
      <PageSection id="fee-text" title={words.textHeading}>
        <DataTable table={{ ...words.table, rows: feeDetails.rows }} />
        <div className="mt-6">
          <BulletList items={words.notes} label={words.notesLabel} />
        </div>
      </PageSection>
    </PageShell>
  );
}
