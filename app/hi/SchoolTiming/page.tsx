import { PageShell } from '@/components/layout/page-shell';
import { ImageViewer } from '@/components/media/image-viewer';
import { DataTable } from '@/components/static/data-table';
import { PageSection } from '@/components/static/text-sections';
import { schoolTiming, schoolTimingPage } from '@/content/hi/pages/school';
import { schoolTiming as englishTiming } from '@/content/pages/school';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/SchoolTiming');

export default function HindiSchoolTimingPage() {
  return (
    <PageShell route="/SchoolTiming" locale="hi">
      {schoolTiming.map((timing, index) => {
        const image = englishTiming[index]!.image;
        return (
          <PageSection key={timing.id} id={timing.id} title={timing.title}>
            <div className="grid gap-5 xl:grid-cols-2">
              <ImageViewer
                image={{ ...image, alt: timing.imageAlt }}
                title={schoolTimingPage.imageTitle(timing.title)}
                priority={index === 0}
                sizes="(min-width: 1280px) 28rem, (min-width: 1024px) 60vw, 100vw"
              />
              <DataTable
                table={{ caption: schoolTimingPage.tableCaption(timing.title), columns: ['', schoolTimingPage.timeColumn], rows: timing.rows.map((row) => [row.label, row.time]) }}
              />
            </div>
          </PageSection>
        );
      })}
    </PageShell>
  );
}
