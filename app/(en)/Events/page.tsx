import { ListingPage, listingMetadata } from '@/components/listing/listing-pages';

export const metadata = listingMetadata('/Events');

export default function EventsPage() {
  return <ListingPage route="/Events" />;
}
