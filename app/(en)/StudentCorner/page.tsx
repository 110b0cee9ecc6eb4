import { ServerImage } from '@/components/ui/server-image';
import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { studentCorner } from '@/content/pages/academics';

export const metadata = pageMetadata('/StudentCorner');

export default function StudentCornerPage() {
  const { image, text } = studentCorner;
  return (
    <PageShell route="/StudentCorner">
      <figure>
        <ServerImage src={image.src} alt={image.alt} width={image.width} height={image.height} priority sizes="(min-width: 1280px) 56rem, (min-width: 1024px) 70vw, 100vw" className="h-auto w-full rounded-card shadow-card" />
        <figcaption className="mt-4 max-w-prose text-sand-700">{text}</figcaption>
      </figure>
    </PageShell>
  );
}
