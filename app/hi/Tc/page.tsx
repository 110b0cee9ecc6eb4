import { TcForm } from '@/components/forms/tc-form';
import { PageShell } from '@/components/layout/page-shell';
import { PdfEmbed } from '@/components/media/pdf-embed';
import { tcPage } from '@/content/hi/pages/academics';
import { tcSample } from '@/content/pages/academics';
import { hindiPageMetadata } from '@/lib/seo/metadata';

export const metadata = hindiPageMetadata('/Tc');

// The same form and route handler as /Tc: only the words are Hindi, and each field's accessible name keeps
// its English label, so automation and screen readers in English still find it.
export default function HindiTcPage() {
  return (
    <PageShell route="/Tc" locale="hi">
      <section aria-labelledby="tc-request-heading" className="space-y-4">
        <h2 id="tc-request-heading" className="font-serif text-2xl font-bold text-navy-900">
          {tcPage.requestHeading}
        </h2>
        <p className="max-w-prose text-sand-700">{tcPage.requestText}</p>
        <p className="max-w-prose text-sand-700">{tcPage.feeNote}</p>
        <TcForm words={tcPage.form} />
      </section>
      <section aria-labelledby="tc-sample-heading" className="mt-10 space-y-4">
        <h2 id="tc-sample-heading" className="font-serif text-2xl font-bold text-navy-900">
          {tcPage.sampleHeading}
        </h2>
        <PdfEmbed src={tcSample.href} title={tcPage.sampleTitle} height={500} locale="hi" />
      </section>
    </PageShell>
  );
}
