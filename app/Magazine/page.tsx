import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Magazine');

export default function MagazinePage() {
  return <PageShell route="/Magazine" intro="The school magazine." />;
}
