import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/ActivityCorner');

export default function ActivityCornerPage() {
  return <PageShell route="/ActivityCorner" intro="Educational activities across the year, and the four houses that lead them." />;
}
