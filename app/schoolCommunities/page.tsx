import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/schoolCommunities');

export default function SchoolCommunitiesPage() {
  return <PageShell route="/schoolCommunities" intro="The four houses and the clubs in which students learn to lead and work together." />;
}
