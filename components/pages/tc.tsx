import { TcForm } from '@/components/forms/tc-form';
import { PageShell } from '@/components/layout/page-shell';
import { PdfEmbed } from '@/components/media/pdf-embed';
import { tcFormWords as hindiForm, tcWords as hindiWords } from '@/content/hi/pages/academics';
import { tcSample, tcWords } from '@/content/pages/academics';
import { wordsFor } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

// The same form and route handler in every language: only the words change, and each field's accessible
// name keeps its English label, so automation and screen readers in English still find it.
/** The transfer certificate page in `locale`: the request form and the sample certificate. */
export function TcPage({ locale }: { locale: Locale }) {
  const words = wordsFor(locale, { en: tcWords, hi: hindiWords });
  // English is the form's own language: it is sent no words.
  const form = wordsFor(locale, { en: null, hi: hindiForm });
  return (
    <PageShell route="/Tc" locale={locale}>
      <section aria-labelledby="tc-request-heading" className="space-y-4">
        <h2 id="tc-request-heading" className="font-serif text-2xl font-bold text-navy-900">
          {words.requestHeading}
        </h2>
        <p className="max-w-prose text-sand-700">{words.requestText}</p>
        {words.feeNote ? <p className="max-w-prose text-sand-700">{words.feeNote}</p> : null}
        <TcForm {...(form ? { words: form } : {})} />
      </section>
      <section aria-labelledby="tc-sample-heading" className="mt-10 space-y-4">
        <h2 id="tc-sample-heading" className="font-serif text-2xl font-bold text-navy-900">
          {words.sampleHeading}
        </h2>
        <PdfEmbed src={tcSample.href} title={words.sampleTitle} height={500} locale={locale} />
      </section>
    </PageShell>
  );
}
