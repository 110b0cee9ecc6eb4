import { PageShell } from '@/components/layout/page-shell';
import { DataTable } from '@/components/static/data-table';
import { PageSection } from '@/components/static/text-sections';
import { subjectStudyWords as hindiWords } from '@/content/hi/pages/academics';
import { streamTable, subjectStudyWords } from '@/content/pages/academics';
import { wordsFor } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

/** Subjects of Study in `locale`: the subjects of each grade band, and each class XI stream with its minimum marks. */
export function SubjectStudyPage({ locale }: { locale: Locale }) {
  const words = wordsFor(locale, { en: subjectStudyWords, hi: hindiWords });
  return (
    <PageShell route="/SubjectStudy" locale={locale}>
      <PageSection id="grade-table" title={words.subjects}>
        <DataTable table={words.gradeTable} showCaption={false} />
      </PageSection>
      <PageSection id="stream-eligibility" title={words.streams}>
        <p className="mb-4 max-w-prose">{words.streamsExplained}</p>
        <DataTable
          showCaption={false}
          table={{
            caption: words.streams,
            columns: words.streamColumns,
            rows: streamTable.map((row) => {
              const subjects = words.streamSubjects[row.id];
              return [subjects.stream, subjects.mainSubjects, subjects.fifthOption, subjects.sixthOption, subjects.sixthSubject, `${row.ownStudents}%`, `${row.otherStudents}%`];
            }),
          }}
        />
      </PageSection>
    </PageShell>
  );
}
