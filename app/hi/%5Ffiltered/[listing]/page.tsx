// The filtered twin of the Hindi listings (/hi/notice, /hi/News, /hi/Events), as app/(en)/%5Ffiltered is of
// the English ones: next.config.mjs rewrites `/hi/notice?year=2024` here, and this page renders the Hindi
// listing with that view, dynamically and never stored. Addressed directly, it answers 404 (proxy.ts).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { filteredListingMetadata, ListingPage } from '@/components/listing/listing-pages';
import type { ListingQuery } from '@/components/listing/listing-filter';
import { isHindiFilteredListing, type HindiListingRoute } from '@/content/routes';

interface FilteredListingProps {
  params: Promise<{ listing: string }>;
  searchParams: Promise<ListingQuery>;
}

function routeOf(listing: string): HindiListingRoute {
  const route = `/${listing}`;
  if (!isHindiFilteredListing(route)) notFound();
  return route;
}

export async function generateMetadata({ params }: FilteredListingProps): Promise<Metadata> {
  return filteredListingMetadata(routeOf((await params).listing), 'hi');
}

export default async function HindiFilteredListingPage({ params, searchParams }: FilteredListingProps) {
  const [{ listing }, query] = await Promise.all([params, searchParams]);
  return <ListingPage route={routeOf(listing)} query={query} locale="hi" />;
}
