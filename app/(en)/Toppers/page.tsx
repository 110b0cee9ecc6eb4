import { ListingPage, listingMetadata } from '@/components/listing/listing-pages';

export const metadata = listingMetadata('/Toppers');

export default function ToppersPage() {
  return <ListingPage route="/Toppers" />;
}
