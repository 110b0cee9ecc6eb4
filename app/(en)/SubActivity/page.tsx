import { AlbumDetailPage, albumDetailMetadata, type AlbumDetailProps } from '@/components/listing/album-pages';

export const generateMetadata = (props: AlbumDetailProps) => albumDetailMetadata('activities', props);

export default function SubActivityPage(props: AlbumDetailProps) {
  return <AlbumDetailPage section="activities" {...props} />;
}
