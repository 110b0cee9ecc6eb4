import { notFound } from 'next/navigation';
import { PageShell } from '@/components/layout/page-shell';
import { AlbumChooser, AlbumDetail, AlbumUnavailable } from '@/components/listing/album-detail';
import { detailMetadata } from '@/lib/seo/detail-metadata';
import { getGalleryItem } from '@/lib/content/gallery';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props) {
  return detailMetadata('/SubActivity', (await searchParams).id);
}

const BACK = { href: '/Activity', label: 'Activity' } as const;

export default async function SubActivityPage({ searchParams }: Props) {
  const { id, photo } = await searchParams;
  if (id === undefined) {
    return (
      <PageShell route="/SubActivity">
        <AlbumChooser back={BACK}>Choose an activity on the Activity page to see its details and photographs.</AlbumChooser>
      </PageShell>
    );
  }
  // A repeated or malformed id is no activity: 404 (getGalleryItem answers not-found for malformed ids).
  if (typeof id !== 'string') notFound();
  const { data, fromService } = await getGalleryItem(id);
  if (!data && fromService) notFound();
  const path = `/SubActivity?id=${encodeURIComponent(id)}`;
  return (
    <PageShell route="/SubActivity" path={path}>
      {/* The service failing is not the visitor's fault: 200 with a placeholder (spec section 8). */}
      {data ? <AlbumDetail item={data} back={BACK} path={path} photo={photo} /> : <AlbumUnavailable back={BACK} noun="activity" />}
    </PageShell>
  );
}
