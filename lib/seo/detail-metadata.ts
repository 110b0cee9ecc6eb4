import type { Metadata } from 'next';
import { site } from '@/content/site';
import { getGalleryItem } from '@/lib/content/gallery';
import { albumPath, type AlbumDetailRoute } from '@/lib/routes';
import { ogImagePath, pageMetadata, seoMetadata } from './metadata';

/**
 * The metadata of an album, activity or program page: with a known `?id=`, the item's title and
 * description, its own canonical URL and an Open Graph image made from its cover photo; otherwise (no id,
 * an unknown id, the service down) the page's general metadata.
 */
export async function detailMetadata(route: AlbumDetailRoute, id: string | string[] | undefined): Promise<Metadata> {
  if (typeof id !== 'string') return pageMetadata(route);
  const { data } = await getGalleryItem(id);
  if (!data) return pageMetadata(route);
  const path = albumPath(route, data.id);
  return seoMetadata({
    name: data.title,
    description: data.description || `${data.title}: photographs from ${site.fullName}.`,
    path,
    image: ogImagePath(route, data.id),
  });
}
