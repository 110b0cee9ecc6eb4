import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/MediaCoverage');

export default function MediaCoveragePage() {
  return <PageShell route="/MediaCoverage" intro="The school in the news: press coverage of our events and achievements." />;
}
