import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/News');

export default function NewsPage() {
  return <PageShell route="/News" intro="News from the school." />;
}
