import { notFound } from 'next/navigation';
import { PageShell } from '@/components/layout/page-shell';
import { AlbumChooser, AlbumDetail, AlbumUnavailable } from '@/components/listing/album-detail';
import { detailMetadata } from '@/lib/seo/detail-metadata';
import { getGalleryItem } from '@/lib/content/gallery';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props) {
  return detailMetadata('/SubGallery', (await searchParams).id);
}

const BACK = { href: '/Gallery', label: 'School Gallery' } as const;

export default async function SubGalleryPage({ searchParams }: Props) {
  const { id, photo } = await searchParams;
  if (id === undefined) {
    return (
      <PageShell route="/SubGallery">
        <AlbumChooser back={BACK}>Choose an album in the School Gallery to see its photographs.</AlbumChooser>
      </PageShell>
    );
  }
  // A repeated or malformed id is no album: 404 (getGalleryItem answers not-found for malformed ids).
  if (typeof id !== 'string') notFound();
  const { data, fromService } = await getGalleryItem(id);
  if (!data && fromService) notFound();
  const path = `/SubGallery?id=${encodeURIComponent(id)}`;
  return (
    <PageShell route="/SubGallery" path={path}>
      {/* The service failing is not the visitor's fault: 200 with a placeholder (spec section 8). */}
      {data ? <AlbumDetail item={data} back={BACK} path={path} photo={photo} /> : <AlbumUnavailable back={BACK} noun="album" />}
    </PageShell>
  );
}
