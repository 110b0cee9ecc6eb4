import { PageShell } from '@/components/layout/page-shell';
import { ImageViewer } from '@/components/media/image-viewer';
import { DataTable } from '@/components/static/data-table';
import { PageSection } from '@/components/static/text-sections';
import { schoolTimingWords as hindiWords } from '@/content/hi/pages/school';
import { schoolTiming, schoolTimingWords, TIMING_ROWS } from '@/content/pages/school';
import { wordsFor } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

/** School Timing in `locale`: each wing's timing image and the same hours as a table. */
export function SchoolTimingPage({ locale }: { locale: Locale }) {
  const words = wordsFor(locale, { en: schoolTimingWords, hi: hindiWords });
  return (
    <PageShell route="/SchoolTiming" locale={locale}>
      {schoolTiming.map((timing, index) => {
        const wing = words.wings[timing.id];
        return (
          <PageSection key={timing.id} id={timing.id} title={wing.title}>
            <div className="grid gap-5 xl:grid-cols-2">
              <ImageViewer
                image={{ ...timing.image, alt: wing.imageAlt }}
                title={words.imageTitle(wing.title)}
                openLabel={words.viewFullSize}
                priority={index === 0}
                sizes="(min-width: 1280px) 28rem, (min-width: 1024px) 60vw, 100vw"
              />
              <DataTable
                table={{ caption: words.tableCaption(wing.title), columns: ['', words.timeColumn], rows: TIMING_ROWS.map((row) => [words.rows[row], timing.times[row]]) }}
              />
            </div>
          </PageSection>
        );
      })}
    </PageShell>
  );
}
