import { ImageResponse } from 'next/og';
import { OgCard, ogFonts } from '@/components/seo/og-card';
import { pageInfo } from '@/content/navigation';
import { CANONICAL_ROUTES, isCanonicalRoute, type CanonicalRoute } from '@/content/routes';
import { site } from '@/content/site';
import { ALBUM_SECTIONS } from '@/lib/content/album-sections';
import { getGalleryItem } from '@/lib/content/gallery';
import { getEventListing, getNewsListing } from '@/lib/content/listings';
import { OG_IMAGE_SIZE } from '@/lib/seo/metadata';

// One card per page, made at build and regenerated with the content: /og/home, /og/News, and
// /og/SubGallery/{id} for an album, program or activity (made on first request, for known ids only).
export const dynamic = 'force-static';

const DETAIL_ROUTES = new Set<CanonicalRoute>(Object.values(ALBUM_SECTIONS).map((section) => section.detail));
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png']);
const PHOTO_MAX_BYTES = 4 * 1024 * 1024;
const PHOTO_TIMEOUT_MS = 5_000;

export function generateStaticParams() {
  return CANONICAL_ROUTES.map((route) => ({ path: [route === '/' ? 'home' : route.slice(1)] }));
}

/** A photo of the content service as a data URL for the card, or null when it cannot be used. */
async function photoData(url: string | undefined): Promise<string | null> {
  if (!url) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS) });
    const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (!response.ok || !PHOTO_TYPES.has(type) || Number(response.headers.get('content-length') ?? 0) > PHOTO_MAX_BYTES) {
      await response.body?.cancel();
      return null;
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length > PHOTO_MAX_BYTES ? null : `data:${type};base64,${bytes.toString('base64')}`;
  } catch {
    // A slow or failing photo costs the card its photo, not the card.
    return null;
  }
}

/** The title and photo of the card for a page, or null when there is no such page or item. */
async function cardFor(path: readonly string[]): Promise<{ title: string; photo: string | null } | null> {
  const [slug, id, ...rest] = path;
  const route = slug === 'home' ? '/' : `/${slug ?? ''}`;
  if (rest.length > 0 || !isCanonicalRoute(route)) return null;
  if (route === '/') return id === undefined ? { title: site.tagline, photo: null } : null;
  if (id !== undefined) {
    if (!DETAIL_ROUTES.has(route)) return null;
    const { data } = await getGalleryItem(id);
    return data ? { title: data.title, photo: await photoData(data.coverUrl ?? undefined) } : null;
  }
  const title = pageInfo(route).name;
  if (route === '/News') {
    const newest = (await getNewsListing()).data.find((item) => item.attachmentUrls.length > 0);
    return { title, photo: await photoData(newest?.attachmentUrls[0]) };
  }
  if (route === '/Events') {
    const newest = (await getEventListing()).data.find((item) => item.imageUrls.length > 0);
    return { title, photo: await photoData(newest?.imageUrls[0]) };
  }
  return { title, photo: null };
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const card = await cardFor((await params).path);
  if (!card) return new Response('No such page.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new ImageResponse(<OgCard title={card.title} photo={card.photo} />, { ...OG_IMAGE_SIZE, fonts: await ogFonts() });
}
