import { ListingPage, listingMetadata } from '@/components/listing/listing-pages';

export const metadata = listingMetadata('/MediaCoverage');

export default function MediaCoveragePage() {
  return <ListingPage route="/MediaCoverage" />;
}
