import { ListSection } from '@/components/static/page-templates';
import { PageSection } from '@/components/static/text-sections';
import type { Translated } from '@/content/hi/translated';
import type { scholarship as englishScholarship, scholarshipPage as englishScholarshipPage } from '@/content/pages/academics';

/** The scholarship page's sections in either language: its rules, awards and steps, and their headings. */
export function ScholarshipSections({ scholarship, words }: { scholarship: Translated<typeof englishScholarship>; words: Translated<typeof englishScholarshipPage> }) {
  return (
    <>
      <ListSection id="concession-rules" title={words.rules} items={scholarship.rules} />
      <ListSection id="scholarships" title={words.awards} items={scholarship.awards} />
      <PageSection id="how-to-apply" title={words.howToApply}>
        <ol className="max-w-prose list-decimal space-y-2 pl-6 marker:font-bold marker:text-gold-700">
          {scholarship.howToApply.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </PageSection>
    </>
  );
}
