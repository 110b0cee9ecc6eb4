import { PageShell } from '@/components/layout/page-shell';
import { PdfEmbed } from '@/components/media/pdf-embed';
import { PageSection } from '@/components/static/text-sections';
import { busRouteWords as hindiWords } from '@/content/hi/pages/documents';
import { busRoutes, busRouteWords } from '@/content/pages/documents';
import { wordsFor } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

/** Bus Route in `locale`: each wing's routes and timings as an embedded PDF. */
export function BusRoutePage({ locale }: { locale: Locale }) {
  const words = wordsFor(locale, { en: busRouteWords, hi: hindiWords });
  return (
    <PageShell route="/BusRoute" locale={locale}>
      {busRoutes.map((route) => {
        const { title, note } = words.routes[route.id];
        return (
          <PageSection key={route.id} id={route.id} title={title}>
            {/* Two texts where something follows the note: the browser lays out each on its own, as the page always has. */}
            <p className="mb-4 text-sand-700">{words.afterNote ? [note, words.afterNote] : note}</p>
            <PdfEmbed src={route.href} title={title} height={700} locale={locale} />
          </PageSection>
        );
      })}
    </PageShell>
  );
}
