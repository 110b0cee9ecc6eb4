import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Counselling');

export default function CounsellingPage() {
  return <PageShell route="/Counselling" intro="Support from our school counsellor for students and parents." />;
}
