import { ListingPage, listingMetadata } from '@/components/listing/listing-pages';

export const metadata = listingMetadata('/VideoGallery');

export default function VideoGalleryPage() {
  return <ListingPage route="/VideoGallery" />;
}
