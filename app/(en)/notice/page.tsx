import { ListingPage, listingMetadata } from '@/components/listing/listing-pages';

export const metadata = listingMetadata('/notice');

export default function NoticePage() {
  return <ListingPage route="/notice" />;
}
