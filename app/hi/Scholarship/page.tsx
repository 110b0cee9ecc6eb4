import { PageShell } from '@/components/layout/page-shell';
import { ScholarshipSections } from '@/components/static/scholarship-sections';
import { scholarship, scholarshipPage } from '@/content/hi/pages/academics';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/Scholarship');

export default function HindiScholarshipPage() {
  return (
    <PageShell route="/Scholarship" locale="hi">
      <ScholarshipSections scholarship={scholarship} words={scholarshipPage} />
    </PageShell>
  );
}
