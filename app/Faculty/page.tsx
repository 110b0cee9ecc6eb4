import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Faculty');

export default function FacultyPage() {
  return <PageShell route="/Faculty" intro="The teaching, non-teaching and support staff of the school, with their designations and qualifications." />;
}
