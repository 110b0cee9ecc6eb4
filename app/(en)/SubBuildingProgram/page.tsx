import { AlbumDetailPage, albumDetailMetadata, type AlbumDetailProps } from '@/components/listing/album-pages';

export const generateMetadata = (props: AlbumDetailProps) => albumDetailMetadata('programs', props);

export default function SubBuildingProgramPage(props: AlbumDetailProps) {
  return <AlbumDetailPage section="programs" {...props} />;
}
