// The listing, detail and not-found pages of the three album sections (gallery, programs, activities), one
// implementation each, driven by ALBUM_SECTIONS. The route folders keep thin files that name their section.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/layout/page-shell';
import { pageInfo } from '@/content/navigation';
import { ALBUM_SECTIONS, type AlbumSectionKey } from '@/lib/content/album-sections';
import { getGalleryItem } from '@/lib/content/gallery';
import { getAlbumListing } from '@/lib/content/listings';
import { placeOnCalendar } from '@/lib/listing/filters';
import { albumPath, PARAMS } from '@/lib/routes';
import { detailMetadata } from '@/lib/seo/detail-metadata';
import { AlbumChooser, AlbumDetail, AlbumNotFound, AlbumUnavailable, notFoundTitle } from './album-detail';
import { ActivityCard, AlbumCard, AlbumPlaceholders } from './albums';
import { filterView, fullFilters, ListingFilter, type ListingQuery } from './listing-filter';

/** What Next passes a detail page: its query, where `id` names the item and `photo` the photo to open. */
export interface AlbumDetailProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Go Back from a section's detail page: its listing, named as the menu names it. */
function backLink(section: AlbumSectionKey) {
  const { listing } = ALBUM_SECTIONS[section];
  return { href: listing, label: pageInfo(listing).name };
}

/**
 * A section's listing: its items, newest first, under its filters, starting on its default year. The first
 * card in view has its photo fetched first: it is a phone's largest paint.
 */
export async function AlbumListingPage({ section, query }: { section: AlbumSectionKey; query?: ListingQuery }) {
  const { listing, detail, many, filters, card } = ALBUM_SECTIONS[section];
  const { data: items, defaultYear } = await getAlbumListing(section);
  const firstShown = items.find((item) => defaultYear === null || placeOnCalendar(item).year === defaultYear);
  const Card = card === 'album' ? AlbumCard : ActivityCard;
  const filterBar = filters === 'all' ? fullFilters(many, { defaultYear, countLabel: 'Total Categories' }) : { noun: many, year: { allLabel: 'All', defaultYear } };
  return (
    <PageShell route={listing}>
      <ListingFilter
        {...filterBar}
        query={filterView(listing, query, filterBar)}
        entries={items.map((item) => ({
          id: item.id,
          date: item.date,
          text: item.title,
          card: <Card item={{ ...item, photoCount: item.photoUrls.length }} detailHref={detail} first={item === firstShown} />,
        }))}
        listClassName="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
        empty={<AlbumPlaceholders noun={pageInfo(listing).name} />}
      />
    </PageShell>
  );
}

/** A detail page's metadata: the item's own with a known id, else the page's (lib/seo/detail-metadata.ts). */
export async function albumDetailMetadata(section: AlbumSectionKey, { searchParams }: AlbumDetailProps): Promise<Metadata> {
  return detailMetadata(ALBUM_SECTIONS[section].detail, (await searchParams)[PARAMS.album]);
}

/**
 * A section's detail page: where to choose an item without an id, 404 for an unknown or malformed one, and
 * a placeholder (HTTP 200) while the service cannot say.
 */
export async function AlbumDetailPage({ section, searchParams }: AlbumDetailProps & { section: AlbumSectionKey }) {
  const { detail, one, chooser } = ALBUM_SECTIONS[section];
  const back = backLink(section);
  const query = await searchParams;
  const id = query[PARAMS.album];
  const photo = query[PARAMS.photo];
  if (id === undefined) {
    return (
      <PageShell route={detail}>
        <AlbumChooser back={back}>{chooser}</AlbumChooser>
      </PageShell>
    );
  }
  // A repeated or malformed id names nothing: 404 (getGalleryItem answers not-found for malformed ids).
  if (typeof id !== 'string') notFound();
  const { data, fromService } = await getGalleryItem(id);
  if (!data && fromService) notFound();
  const path = albumPath(detail, id);
  return (
    <PageShell route={detail} path={path}>
      {/* The service failing is not the visitor's fault: 200 with a placeholder (spec section 8). */}
      {data ? <AlbumDetail item={data} back={back} path={path} photo={photo} /> : <AlbumUnavailable back={back} noun={one} />}
    </PageShell>
  );
}

/** The not-found page's title: 'Album not found'. */
export function albumNotFoundMetadata(section: AlbumSectionKey): Metadata {
  return { title: notFoundTitle(ALBUM_SECTIONS[section].one) };
}

/** The not-found page of a section's detail page (HTTP 404), with Go Back to its listing. */
export function AlbumSectionNotFound({ section }: { section: AlbumSectionKey }) {
  return <AlbumNotFound back={backLink(section)} noun={ALBUM_SECTIONS[section].one} />;
}
