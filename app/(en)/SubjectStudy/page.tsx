import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { DataTable } from '@/components/static/data-table';
import { PageSection } from '@/components/static/text-sections';
import { gradeTable, streamTable } from '@/content/pages/academics';

export const metadata = pageMetadata('/SubjectStudy');

export default function SubjectStudyPage() {
  return (
    <PageShell route="/SubjectStudy">
      <PageSection id="grade-table" title="Subjects of study">
        <DataTable table={gradeTable} showCaption={false} />
      </PageSection>
      <PageSection id="stream-eligibility" title="Stream eligibility for class XI">
        <p className="mb-4 max-w-prose">
          Minimum percentage in the class X board examination for admission to each stream: the first figure applies to our own students,
          the second to students from other schools.
        </p>
        <DataTable
          showCaption={false}
          table={{
            caption: 'Stream eligibility for class XI',
            columns: ['Stream', 'Main subjects', '5th option', '6th option', '6th subject', 'Minimum % (our students)', 'Minimum % (other students)'],
            rows: streamTable.map((row) => [row.stream, row.mainSubjects, row.fifthOption, row.sixthOption, row.sixthSubject, `${row.ownStudents}%`, `${row.otherStudents}%`]),
          }}
        />
      </PageSection>
    </PageShell>
  );
}
