import { ListingPage, listingMetadata } from '@/components/listing/listing-pages';

export const metadata = listingMetadata('/News');

export default function NewsPage() {
  return <ListingPage route="/News" />;
}
