import { AlbumDetailPage, albumDetailMetadata, type AlbumDetailProps } from '@/components/listing/album-pages';

export const generateMetadata = (props: AlbumDetailProps) => albumDetailMetadata('gallery', props);

export default function SubGalleryPage(props: AlbumDetailProps) {
  return <AlbumDetailPage section="gallery" {...props} />;
}
