import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/StudentCorner');

export default function StudentCornerPage() {
  return <PageShell route="/StudentCorner" intro="A space for students’ work and resources." />;
}
