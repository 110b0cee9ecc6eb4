import { notFound } from 'next/navigation';
import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { AlbumChooser, AlbumDetail, AlbumUnavailable } from '@/components/listing/album-detail';
import { getGalleryItem } from '@/lib/content/gallery';

export const metadata = pageMetadata('/SubGallery');

const BACK = { href: '/Gallery', label: 'School Gallery' } as const;

export default async function SubGalleryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await searchParams;
  if (id === undefined) {
    return (
      <PageShell route="/SubGallery" intro="Photographs from one event of the school year.">
        <AlbumChooser back={BACK}>Choose an album in the School Gallery to see its photographs.</AlbumChooser>
      </PageShell>
    );
  }
  // A repeated or malformed id is no album: 404 (getGalleryItem answers not-found for malformed ids).
  if (typeof id !== 'string') notFound();
  const { data, fromService } = await getGalleryItem(id);
  if (!data && fromService) notFound();
  return (
    <PageShell route="/SubGallery" intro="Photographs from one event of the school year.">
      {/* The service failing is not the visitor's fault: 200 with a placeholder (spec section 8). */}
      {data ? <AlbumDetail item={data} back={BACK} /> : <AlbumUnavailable back={BACK} noun="album" />}
    </PageShell>
  );
}
