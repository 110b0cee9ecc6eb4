import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { DataTable } from '@/components/static/data-table';
import { DocumentGrid } from '@/components/static/document-grid';
import { Tabs } from '@/components/ui/tabs';
import { achievement } from '@/content/pages/documents';

export const metadata = pageMetadata('/Achievement');

export default function AchievementPage() {
  return (
    <PageShell route="/Achievement">
      <p className="mb-8 max-w-prose text-lg">{achievement.intro}</p>
      <Tabs
        label="Sessions"
        items={achievement.sessions.map((session) => ({
          id: session.id,
          label: session.label,
          content: (
            <div className="space-y-6">
              {session.documents ? (
                <DocumentGrid documents={session.documents} label={`Achievements ${session.label}`} columns={2} />
              ) : null}
              {session.winners
                ? session.winners.map((table) => (
                    <DataTable
                      key={table.caption}
                      table={{
                        caption: table.caption,
                        columns: ['Admission No.', 'Student Name', 'Class/Section', 'Award/Position'],
                        rows: table.rows.map((row) => [row.admissionNo, row.name, row.classSection, row.award]),
                      }}
                    />
                  ))
                : null}
            </div>
          ),
        }))}
      />
    </PageShell>
  );
}
