import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Library');

export default function LibraryPage() {
  return <PageShell route="/Library" intro="Our library: its collection, curriculum documents and online reading resources." />;
}
