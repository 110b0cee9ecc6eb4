import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Admission');

export default function AdmissionPage() {
  return <PageShell route="/Admission" intro="How admission works: applications, eligibility, age limits and the documents required." />;
}
