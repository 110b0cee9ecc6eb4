import { SubjectStudyPage } from '@/components/pages/subject-study';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/SubjectStudy');

export default function Page() {
  return <SubjectStudyPage locale="en" />;
}
