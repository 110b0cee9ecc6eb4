// The listing pages with a filter bar, one implementation each, rendered two ways: as the static (ISR) page
// at the listing's own route, which shows the default view, and by the filtered twin (app/%5Ffiltered), to
// which next.config.mjs rewrites the listing's address when its query carries filters, which shows that view. The
// two are the same page; only the list under the filters differs.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactElement } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { AlertsControl } from '@/components/push/alerts-control';
import { JsonLd } from '@/components/seo/json-ld';
import { SubscribeLink } from '@/components/seo/subscribe-link';
import { LISTING_WORDS } from '@/content/i18n/listings';
import { isFilteredListing, isHindiFilteredListing, type FilteredListingRoute, type HindiListingRoute } from '@/content/routes';
import { getEventListing, getMagazineListing, getMediaListing, getNewsListing, getNoticeListing, getTopperListing, getVideoListing } from '@/lib/content/listings';
import type { Locale } from '@/lib/routes';
import { eventJsonLd, hindiPageMetadata, pageMetadata, type FeedName } from '@/lib/seo/metadata';
import { LightboxProvider } from '@/components/media/lightbox';
import { AlbumListingPage } from './album-pages';
import { EventCard, EventsPlaceholder } from './events';
import { filterView, fullFilters, ListingFilter, yearAndSearchFilters, type ListingQuery } from './listing-filter';
import { MagazineCard, MagazinesPlaceholder } from './magazines';
import { MediaCard, MediaPlaceholders } from './media';
import { NewsCard, NewsPlaceholder } from './news';
import { NoticeCard, NoticesPlaceholder } from './notices';
import { ToppersListing } from './toppers';
import { VideoCard, VideosPlaceholder } from './videos';

interface ListingBodyProps {
  /** The visitor's query on the filtered twin; absent on the static page. */
  query?: ListingQuery;
  /** The page's language: English, or another for the listings that have a page in it (HINDI_ROUTES). */
  locale: Locale;
}

async function NoticeListing({ query, locale }: ListingBodyProps) {
  const { data: items, defaultYear } = await getNoticeListing();
  const filters = fullFilters(LISTING_WORDS[locale].nouns.notices, { defaultYear, locale });
  return (
    <PageShell route="/notice" locale={locale}>
      <SubscribeLink feed="notices" locale={locale} />
      <AlertsControl topic="notices" locale={locale} />
      <ListingFilter
        {...filters}
        query={filterView('/notice', query, filters, locale)}
        entries={items.map((item) => ({ id: item.id, date: item.date, text: item.title, card: <NoticeCard item={item} locale={locale} /> }))}
        listClassName="grid gap-4"
        empty={<NoticesPlaceholder locale={locale} />}
      />
    </PageShell>
  );
}

async function NewsListing({ query, locale }: ListingBodyProps) {
  const { data: items } = await getNewsListing();
  const filters = fullFilters(LISTING_WORDS[locale].nouns.news, { locale });
  return (
    <PageShell route="/News" locale={locale}>
      <SubscribeLink feed="news" locale={locale} />
      <AlertsControl topic="news" locale={locale} />
      <ListingFilter
        {...filters}
        query={filterView('/News', query, filters, locale)}
        entries={items.map(({ id, title, description, date, url, attachmentUrls }) => ({
          id,
          date,
          text: title,
          card: <NewsCard item={{ id, title, description, date, url, attachmentUrls }} locale={locale} />,
        }))}
        listClassName="grid gap-5 md:grid-cols-2"
        empty={<NewsPlaceholder locale={locale} />}
      />
    </PageShell>
  );
}

async function EventsListing({ query, locale }: ListingBodyProps) {
  const { data: items } = await getEventListing();
  const structured = items.map((item) => eventJsonLd(item)).filter((event) => event !== null);
  const filters = fullFilters(LISTING_WORDS[locale].nouns.events, { locale });
  return (
    <PageShell route="/Events" locale={locale}>
      {structured.length > 0 && <JsonLd data={structured} />}
      <SubscribeLink feed="events" locale={locale} />
      <AlertsControl topic="events" locale={locale} />
      <ListingFilter
        {...filters}
        query={filterView('/Events', query, filters, locale)}
        entries={items.map((item) => ({ id: item.id, date: item.date, text: item.title, card: <EventCard item={item} locale={locale} /> }))}
        listClassName="grid gap-5 sm:grid-cols-2"
        empty={<EventsPlaceholder locale={locale} />}
      />
    </PageShell>
  );
}

async function MediaCoverageListing({ query }: ListingBodyProps) {
  // A non-list answer is a failure in the data layer, so it arrives here as an empty list (spec section 5).
  const { data: items } = await getMediaListing();
  const filters = yearAndSearchFilters('media coverage', 'Search coverage');
  return (
    <PageShell route="/MediaCoverage">
      <LightboxProvider>
        <ListingFilter
          {...filters}
          query={filterView('/MediaCoverage', query, filters)}
          entries={items.map((item) => ({ id: item.id, date: item.date, text: item.title, card: <MediaCard item={item} /> }))}
          listClassName="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
          empty={<MediaPlaceholders />}
        />
      </LightboxProvider>
    </PageShell>
  );
}

async function VideoGalleryListing({ query }: ListingBodyProps) {
  const { data: items } = await getVideoListing();
  const filters = { noun: 'videos', year: { allLabel: 'All' } };
  return (
    <PageShell route="/VideoGallery">
      <ListingFilter
        {...filters}
        query={filterView('/VideoGallery', query, filters)}
        entries={items.map((item) => ({ id: item.id, date: item.date, text: item.title, card: <VideoCard item={item} /> }))}
        listClassName="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
        empty={<VideosPlaceholder />}
      />
    </PageShell>
  );
}

async function EMagazineListing({ query }: ListingBodyProps) {
  const { data: items } = await getMagazineListing();
  const filters = yearAndSearchFilters('magazines', 'Search magazines');
  return (
    <PageShell route="/EMagazine">
      <ListingFilter
        {...filters}
        query={filterView('/EMagazine', query, filters)}
        entries={items.map((item) => ({ id: item.id, date: item.date, text: item.title, card: <MagazineCard item={item} /> }))}
        listClassName="grid grid-cols-2 gap-5 sm:grid-cols-3 xl:grid-cols-4"
        empty={<MagazinesPlaceholder />}
      />
    </PageShell>
  );
}

async function ToppersXListing({ query }: ListingBodyProps) {
  const { data, defaultSession } = await getTopperListing('X');
  return (
    <PageShell route="/Toppers">
      <ToppersListing toppers={data} defaultSession={defaultSession} className="X" query={query} />
    </PageShell>
  );
}

async function ToppersXIIListing({ query }: ListingBodyProps) {
  const { data, defaultSession } = await getTopperListing('XII');
  return (
    <PageShell route="/ToppersXII">
      <ToppersListing toppers={data} defaultSession={defaultSession} className="XII" query={query} />
    </PageShell>
  );
}

interface ListingPageEntry {
  /** The syndication feeds the page advertises. */
  feeds?: readonly FeedName[];
  Body: (props: ListingBodyProps) => Promise<ReactElement> | ReactElement;
}

const LISTING_PAGES: Record<FilteredListingRoute, ListingPageEntry> = {
  '/notice': { feeds: ['notices'], Body: NoticeListing },
  '/News': { feeds: ['news'], Body: NewsListing },
  '/Events': { feeds: ['events'], Body: EventsListing },
  '/Gallery': { Body: ({ query }) => <AlbumListingPage section="gallery" query={query} /> },
  '/BuildingProgram': { Body: ({ query }) => <AlbumListingPage section="programs" query={query} /> },
  '/Activity': { Body: ({ query }) => <AlbumListingPage section="activities" query={query} /> },
  '/MediaCoverage': { Body: MediaCoverageListing },
  '/VideoGallery': { Body: VideoGalleryListing },
  '/EMagazine': { Body: EMagazineListing },
  '/Toppers': { Body: ToppersXListing },
  '/ToppersXII': { Body: ToppersXIIListing },
};

/** A listing page's metadata: its name, intro, canonical URL (the listing's route) and feeds. */
export function listingMetadata(route: FilteredListingRoute): Metadata {
  return pageMetadata(route, LISTING_PAGES[route].feeds);
}

/** A Hindi listing page's metadata: its Hindi name, intro and canonical URL (`/hi` + the route), and the (English) feeds. */
export function hindiListingMetadata(route: HindiListingRoute): Metadata {
  return hindiPageMetadata(route, LISTING_PAGES[route].feeds);
}

/**
 * A filtered view's metadata: the listing's own, so its canonical URL and link preview are the listing's,
 * and `noindex, follow`: a filtered view is a slice of the listing, whose items all have their own pages, so
 * search engines should list the listing and the items, not every combination of filters, while still
 * following the view's links to the items. robots.txt keeps well-behaved crawlers off these addresses too.
 */
export function filteredListingMetadata(route: FilteredListingRoute, locale: Locale = 'en'): Metadata {
  const metadata = locale !== 'en' && isHindiFilteredListing(route) ? hindiListingMetadata(route) : listingMetadata(route);
  return { ...metadata, robots: { index: false, follow: true } };
}

/** A listing page in `locale`: its default view (static), or the view `query` asks for (the filtered twin). */
export function ListingPage({ route, query, locale = 'en' }: { route: FilteredListingRoute; query?: ListingQuery; locale?: Locale }) {
  const { Body } = LISTING_PAGES[route];
  return <Body query={query} locale={locale} />;
}

/** What the filtered twin of the listings receives (app/(en)/%5Ffiltered, app/hi/%5Ffiltered). */
export interface FilteredTwinProps {
  params: Promise<{ listing: string }>;
  searchParams: Promise<ListingQuery>;
}

/**
 * The metadata and page of the listings' filtered twin in `locale`: the listing `[listing]` names, with the
 * view the query asks for. A name that is no filtered listing in that locale answers 404.
 */
export function filteredTwin(locale: Locale) {
  function routeOf(listing: string): FilteredListingRoute {
    const route = `/${listing}`;
    if (locale === 'en' && isFilteredListing(route)) return route;
    if (isHindiFilteredListing(route)) return route;
    notFound();
  }
  return {
    generateMetadata: async ({ params }: FilteredTwinProps): Promise<Metadata> => filteredListingMetadata(routeOf((await params).listing), locale),
    Page: async function FilteredListingPage({ params, searchParams }: FilteredTwinProps) {
      const [{ listing }, query] = await Promise.all([params, searchParams]);
      return <ListingPage route={routeOf(listing)} query={query} locale={locale} />;
    },
  };
}
