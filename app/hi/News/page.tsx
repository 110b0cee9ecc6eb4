import { hindiListingMetadata, ListingPage } from '@/components/listing/listing-pages';

export const metadata = hindiListingMetadata('/News');

export default function HindiNewsPage() {
  return <ListingPage route="/News" locale="hi" />;
}
