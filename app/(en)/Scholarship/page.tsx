import { PageShell } from '@/components/layout/page-shell';
import { ScholarshipSections } from '@/components/static/scholarship-sections';
import { scholarship, scholarshipPage } from '@/content/pages/academics';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/Scholarship');

export default function ScholarshipPage() {
  return (
    <PageShell route="/Scholarship">
      <ScholarshipSections scholarship={scholarship} words={scholarshipPage} />
    </PageShell>
  );
}
