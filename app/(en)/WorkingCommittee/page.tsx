import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { CommitteeCard } from '@/components/static/people-cards';
import { managingCommittee } from '@/content/pages/people';

export const metadata = pageMetadata('/WorkingCommittee');

export default function WorkingCommitteePage() {
  return (
    <PageShell route="/WorkingCommittee">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4" aria-label="School Managing Committee">
        {managingCommittee.map((member) => (
          <li key={`${member.role}-${member.name}`}>
            <CommitteeCard member={member} />
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
