import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/EMagazine');

export default function EMagazinePage() {
  return <PageShell route="/EMagazine" intro="Editions of the school’s e-magazine." />;
}
