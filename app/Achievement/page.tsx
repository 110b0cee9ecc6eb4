import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Achievement');

export default function AchievementPage() {
  return <PageShell route="/Achievement" intro="Achievements of our students, session by session." />;
}
