import { notFound } from 'next/navigation';
import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { AlbumChooser, AlbumDetail, AlbumUnavailable } from '@/components/listing/album-detail';
import { getGalleryItem } from '@/lib/content/gallery';

export const metadata = pageMetadata('/SubActivity');

const BACK = { href: '/Activity', label: 'Activity' } as const;

export default async function SubActivityPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await searchParams;
  if (id === undefined) {
    return (
      <PageShell route="/SubActivity" intro="Photographs and details of one school activity.">
        <AlbumChooser back={BACK}>Choose an activity on the Activity page to see its details and photographs.</AlbumChooser>
      </PageShell>
    );
  }
  // A repeated or malformed id is no activity: 404 (getGalleryItem answers not-found for malformed ids).
  if (typeof id !== 'string') notFound();
  const { data, fromService } = await getGalleryItem(id);
  if (!data && fromService) notFound();
  return (
    <PageShell route="/SubActivity" intro="Photographs and details of one school activity.">
      {/* The service failing is not the visitor's fault: 200 with a placeholder (spec section 8). */}
      {data ? <AlbumDetail item={data} back={BACK} /> : <AlbumUnavailable back={BACK} noun="activity" />}
    </PageShell>
  );
}
