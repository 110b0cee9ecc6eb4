import { ListingPage, listingMetadata } from '@/components/listing/listing-pages';

export const metadata = listingMetadata('/EMagazine');

export default function EMagazinePage() {
  return <ListingPage route="/EMagazine" />;
}
