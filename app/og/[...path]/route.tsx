import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { OgCard, ogCrest, ogFonts } from '@/components/seo/og-card';
import { pageInfo } from '@/content/navigation';
import { CANONICAL_ROUTES, isCanonicalRoute, type CanonicalRoute } from '@/content/routes';
import { site } from '@/content/site';
import { ALBUM_SECTIONS } from '@/lib/content/album-sections';
import { getGalleryItem } from '@/lib/content/gallery';
import { ITEM_SECTIONS } from '@/lib/content/item-sections';
import { getEventListing, getNewsListing } from '@/lib/content/listings';
import { formatShortMonthDate } from '@/lib/dates';
import { boundedPhotoData } from '@/lib/media/bounded-photo';
import { fileType } from '@/lib/media/file-label';
import { OG_IMAGE_SIZE } from '@/lib/seo/metadata';

// One card per page, made at build and regenerated with the content: /og/home, /og/News, /og/SubGallery/{id}
// for an album, program or activity, and /og/News/{id} for a notice, news item or event (made on first
// request, for known ids only).
export const dynamic = 'force-static';

const DETAIL_ROUTES = new Set<CanonicalRoute>(Object.values(ALBUM_SECTIONS).map((section) => section.detail));
const ITEM_SECTION_BY_LISTING = new Map<CanonicalRoute, (typeof ITEM_SECTIONS)[keyof typeof ITEM_SECTIONS]>(
  Object.values(ITEM_SECTIONS).map((section) => [section.listing, section]),
);
/** Attachments that can be a card's photo: the kinds photoData accepts, told by their address before fetching. */
const PHOTO_FILE_TYPES = new Set(['JPEG image', 'PNG image']);
/**
 * A card with a photo is sent as a JPEG of this quality: as a PNG a photo card weighs several hundred KB, and
 * WhatsApp shows no preview image above 300 KB.
 */
const PHOTO_CARD_QUALITY = 80;

export function generateStaticParams() {
  return CANONICAL_ROUTES.map((route) => ({ path: [route === '/' ? 'home' : route.slice(1)] }));
}

/** A photo of the content service as a data URL for the card, shrunk to the card's size, or null when it cannot be used. */
function photoData(url: string | undefined): Promise<string | null> {
  return boundedPhotoData(url, OG_IMAGE_SIZE);
}

interface Card {
  title: string;
  subtitle?: string;
  photo: string | null;
}

/** The card of a notice, news item or event: its title, kind and date, and its photo when it has one. */
async function itemCard(section: (typeof ITEM_SECTIONS)[keyof typeof ITEM_SECTIONS], id: string): Promise<Card | null> {
  const item = (await section.load()).data.find((candidate) => candidate.id === id);
  if (!item) return null;
  const date = formatShortMonthDate(item.date);
  const photoUrl = item.event?.imageUrls[0] ?? item.attachmentUrls.find((url) => PHOTO_FILE_TYPES.has(fileType(url) ?? ''));
  return { title: item.title, subtitle: date ? `${section.kind} · ${date}` : section.kind, photo: await photoData(photoUrl) };
}

/** The card for a page, or null when there is no such page or item. */
async function cardFor(path: readonly string[]): Promise<Card | null> {
  const [slug, id, ...rest] = path;
  const route = slug === 'home' ? '/' : `/${slug ?? ''}`;
  if (rest.length > 0 || !isCanonicalRoute(route)) return null;
  if (route === '/') return id === undefined ? { title: site.tagline, photo: null } : null;
  if (id !== undefined) {
    const itemSection = ITEM_SECTION_BY_LISTING.get(route);
    if (itemSection) return itemCard(itemSection, id);
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
  const [fonts, crest] = await Promise.all([ogFonts(), ogCrest()]);
  const image = new ImageResponse(<OgCard title={card.title} subtitle={card.subtitle} crest={crest} photo={card.photo} />, { ...OG_IMAGE_SIZE, fonts });
  if (!card.photo) return image;
  const jpeg = await sharp(Buffer.from(await image.arrayBuffer()))
    .jpeg({ quality: PHOTO_CARD_QUALITY, mozjpeg: true })
    .toBuffer();
  return new Response(new Uint8Array(jpeg), { headers: { 'Content-Type': 'image/jpeg' } });
}
