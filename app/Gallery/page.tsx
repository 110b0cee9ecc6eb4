import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Gallery');

export default function GalleryPage() {
  return <PageShell route="/Gallery" intro="Photographs of school life, arranged by event." />;
}
