import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/VideoGallery');

export default function VideoGalleryPage() {
  return <PageShell route="/VideoGallery" intro="Videos of school events and activities, year by year." />;
}
