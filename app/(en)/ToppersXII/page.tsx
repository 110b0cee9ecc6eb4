import { ListingPage, listingMetadata } from '@/components/listing/listing-pages';

export const metadata = listingMetadata('/ToppersXII');

export default function ToppersXIIPage() {
  return <ListingPage route="/ToppersXII" />;
}
