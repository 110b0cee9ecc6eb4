import { hindiListingMetadata, ListingPage } from '@/components/listing/listing-pages';

export const metadata = hindiListingMetadata('/notice');

export default function HindiNoticePage() {
  return <ListingPage route="/notice" locale="hi" />;
}
