import { PageShell } from '@/components/layout/page-shell';
import { DataTable } from '@/components/static/data-table';
import { PageSection } from '@/components/static/text-sections';
import { gradeTable, streamTable, subjectStudyPage } from '@/content/hi/pages/academics';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/SubjectStudy');

export default function HindiSubjectStudyPage() {
  return (
    <PageShell route="/SubjectStudy" locale="hi">
      <PageSection id="grade-table" title={subjectStudyPage.subjects}>
        <DataTable table={gradeTable} showCaption={false} />
      </PageSection>
      <PageSection id="stream-eligibility" title={subjectStudyPage.streams}>
        <p className="mb-4 max-w-prose">{subjectStudyPage.streamsExplained}</p>
        <DataTable
          showCaption={false}
          table={{
            caption: subjectStudyPage.streams,
            columns: subjectStudyPage.columns,
            rows: streamTable.map((row) => [row.stream, row.mainSubjects, row.fifthOption, row.sixthOption, row.sixthSubject, `${row.ownStudents}%`, `${row.otherStudents}%`]),
          }}
        />
      </PageSection>
    </PageShell>
  );
}
