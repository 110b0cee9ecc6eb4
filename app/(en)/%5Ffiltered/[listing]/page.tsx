// The filtered twin of every listing with a filter bar. The listings themselves are static (ISR) pages
// that render their default view; next.config.mjs rewrites a listing's address that carries filters
// (`/notice?year=2024`, what the filter form sends without JavaScript and what the island writes) to
// `/_filtered/notice?year=2024`, and this page renders the same listing with that view, dynamically. So the
// static pages keep their bytes and their caching, and only a filtered address costs a render. Its data
// come from the same cached getters; Next sends it with `no-store`, so neither Next nor the nginx front
// keeps a copy per query. The `%5F` spells the folder `_filtered` as a route: a bare `_` would make it a
// private folder. Addressed directly, it answers 404 (proxy.ts).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { filteredListingMetadata, ListingPage } from '@/components/listing/listing-pages';
import type { ListingQuery } from '@/components/listing/listing-filter';
import { isFilteredListing, type FilteredListingRoute } from '@/content/routes';

interface FilteredListingProps {
  params: Promise<{ listing: string }>;
  searchParams: Promise<ListingQuery>;
}

function routeOf(listing: string): FilteredListingRoute {
  const route = `/${listing}`;
  if (!isFilteredListing(route)) notFound();
  return route;
}

export async function generateMetadata({ params }: FilteredListingProps): Promise<Metadata> {
  return filteredListingMetadata(routeOf((await params).listing));
}

export default async function FilteredListingPage({ params, searchParams }: FilteredListingProps) {
  const [{ listing }, query] = await Promise.all([params, searchParams]);
  return <ListingPage route={routeOf(listing)} query={query} />;
}
