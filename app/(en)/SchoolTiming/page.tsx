import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { ImageViewer } from '@/components/media/image-viewer';
import { DataTable } from '@/components/static/data-table';
import { PageSection } from '@/components/static/text-sections';
import { schoolTiming } from '@/content/pages/school';

export const metadata = pageMetadata('/SchoolTiming');

export default function SchoolTimingPage() {
  return (
    <PageShell route="/SchoolTiming">
      {schoolTiming.map((timing, index) => (
        <PageSection key={timing.id} id={timing.id} title={timing.title}>
          <div className="grid gap-5 xl:grid-cols-2">
            <ImageViewer image={timing.image} title={`School timing, ${timing.title}`} priority={index === 0} sizes="(min-width: 1280px) 28rem, (min-width: 1024px) 60vw, 100vw" />
            <DataTable
              table={{ caption: `${timing.title}: the same hours as text`, columns: ['', 'Time'], rows: timing.rows.map((row) => [row.label, row.time]) }}
            />
          </div>
        </PageSection>
      ))}
    </PageShell>
  );
}
