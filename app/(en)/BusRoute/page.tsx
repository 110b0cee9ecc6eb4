import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { PdfEmbed } from '@/components/media/pdf-embed';
import { PageSection } from '@/components/static/text-sections';
import { busRoutes } from '@/content/pages/documents';

export const metadata = pageMetadata('/BusRoute');

export default function BusRoutePage() {
  return (
    <PageShell route="/BusRoute">
      {busRoutes.map((route) => (
        <PageSection key={route.id} id={route.id} title={route.title}>
          {route.note ? <p className="mb-4 text-sand-700">{route.note}</p> : null}
          <PdfEmbed src={route.href} title={route.title} height={700} />
        </PageSection>
      ))}
    </PageShell>
  );
}
