import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Scholarship');

export default function ScholarshipPage() {
  return <PageShell route="/Scholarship" intro="Scholarships and fee concessions: who may apply, when, and the rules that apply." />;
}
