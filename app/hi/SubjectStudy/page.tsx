import { SubjectStudyPage } from '@/components/pages/subject-study';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/SubjectStudy');

export default function Page() {
  return <SubjectStudyPage locale="hi" />;
}
