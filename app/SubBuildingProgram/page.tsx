import { notFound } from 'next/navigation';
import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { AlbumChooser, AlbumDetail, AlbumUnavailable } from '@/components/listing/album-detail';
import { getGalleryItem } from '@/lib/content/gallery';

export const metadata = pageMetadata('/SubBuildingProgram');

const BACK = { href: '/BuildingProgram', label: 'Capacity Building Program' } as const;

export default async function SubBuildingProgramPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await searchParams;
  if (id === undefined) {
    return (
      <PageShell route="/SubBuildingProgram" intro="Photographs and details of one capacity building programme.">
        <AlbumChooser back={BACK}>Choose a programme on the Capacity Building Program page to see its details and photographs.</AlbumChooser>
      </PageShell>
    );
  }
  // A repeated or malformed id is no program: 404 (getGalleryItem answers not-found for malformed ids).
  if (typeof id !== 'string') notFound();
  const { data, fromService } = await getGalleryItem(id);
  if (!data && fromService) notFound();
  return (
    <PageShell route="/SubBuildingProgram" intro="Photographs and details of one capacity building programme.">
      {/* The service failing is not the visitor's fault: 200 with a placeholder (spec section 8). */}
      {data ? <AlbumDetail item={data} back={BACK} /> : <AlbumUnavailable back={BACK} noun="program" />}
    </PageShell>
  );
}
