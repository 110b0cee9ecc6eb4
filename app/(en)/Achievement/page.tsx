import { pageMetadata } from '@/lib/seo/metadata';
import { DataTable } from '@/components/static/data-table';
import { DocumentGrid } from '@/components/static/document-grid';
import { TabbedPage } from '@/components/static/page-templates';
import { achievement } from '@/content/pages/documents';

export const metadata = pageMetadata('/Achievement');

const WINNER_COLUMNS = ['Admission No.', 'Student Name', 'Class/Section', 'Award/Position'];

type Session = (typeof achievement.sessions)[number];

function SessionPanel({ session }: { session: Session }) {
  return (
    <div className="space-y-6">
      {session.documents ? <DocumentGrid documents={session.documents} label={`Achievements ${session.label}`} columns={2} /> : null}
      {session.winners?.map((table) => (
        <DataTable
          key={table.caption}
          table={{ caption: table.caption, columns: WINNER_COLUMNS, rows: table.rows.map((row) => [row.admissionNo, row.name, row.classSection, row.award]) }}
        />
      ))}
    </div>
  );
}

export default function AchievementPage() {
  const { intro, sessions } = achievement;
  return <TabbedPage route="/Achievement" intro={intro} label="Sessions" tabs={sessions} panel={(session) => <SessionPanel session={session} />} />;
}
