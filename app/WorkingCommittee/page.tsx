import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/WorkingCommittee');

export default function WorkingCommitteePage() {
  return <PageShell route="/WorkingCommittee" intro="The members of the School Managing Committee and the roles they hold." />;
}
