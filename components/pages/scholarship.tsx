import { PageShell } from '@/components/layout/page-shell';
import { ListSection } from '@/components/static/page-templates';
import { PageSection } from '@/components/static/text-sections';
import { scholarshipWords as hindiWords } from '@/content/hi/pages/academics';
import { scholarshipWords } from '@/content/pages/academics';
import { wordsFor } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

/** Scholarship in `locale`: the fee concession rules, the awards and how to apply. */
export function ScholarshipPage({ locale }: { locale: Locale }) {
  const words = wordsFor(locale, { en: scholarshipWords, hi: hindiWords });
  return (
    <PageShell route="/Scholarship" locale={locale}>
      <ListSection id="concession-rules" title={words.headings.rules} items={words.rules} />
      <ListSection id="scholarships" title={words.headings.awards} items={words.awards} />
      <PageSection id="how-to-apply" title={words.headings.howToApply}>
        <ol className="max-w-prose list-decimal space-y-2 pl-6 marker:font-bold marker:text-gold-700">
          {words.howToApply.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </PageSection>
    </PageShell>
  );
}
