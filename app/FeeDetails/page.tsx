import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/FeeDetails');

export default function FeeDetailsPage() {
  return <PageShell route="/FeeDetails" intro="The schedule of fees for classes I to X." />;
}
