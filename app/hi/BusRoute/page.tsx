import { PageShell } from '@/components/layout/page-shell';
import { PdfEmbed } from '@/components/media/pdf-embed';
import { PageSection } from '@/components/static/text-sections';
import { busRoutePage, busRoutes } from '@/content/hi/pages/documents';
import { busRoutes as englishBusRoutes } from '@/content/pages/documents';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/BusRoute');

export default function HindiBusRoutePage() {
  return (
    <PageShell route="/BusRoute" locale="hi">
      {busRoutes.map((route, index) => (
        <PageSection key={route.id} id={route.id} title={route.title}>
          <p className="mb-4 text-sand-700">
            {route.note}. {busRoutePage.inEnglish}
          </p>
          <PdfEmbed src={englishBusRoutes[index]!.href} title={route.title} height={700} locale="hi" />
        </PageSection>
      ))}
    </PageShell>
  );
}
