import { hindiListingMetadata, ListingPage } from '@/components/listing/listing-pages';

export const metadata = hindiListingMetadata('/Events');

export default function HindiEventsPage() {
  return <ListingPage route="/Events" locale="hi" />;
}
