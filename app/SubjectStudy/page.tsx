import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/SubjectStudy');

export default function SubjectStudyPage() {
  return <PageShell route="/SubjectStudy" intro="Subjects taught at each stage, and the eligibility for each stream in class XI." />;
}
