import { TcForm } from '@/components/forms/tc-form';
import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { PdfEmbed } from '@/components/media/pdf-embed';

export const metadata = pageMetadata('/Tc');

export default function TcPage() {
  return (
    <PageShell route="/Tc">
      <section aria-labelledby="tc-request-heading" className="space-y-4">
        <h2 id="tc-request-heading" className="font-serif text-2xl font-bold text-navy-900">
          Request the certificate
        </h2>
        <p className="max-w-prose text-sand-700">
          Enter the name and admission number exactly as the school recorded them. The certificate downloads as an image, tc.jpg.
        </p>
        <TcForm />
      </section>
      <section aria-labelledby="tc-sample-heading" className="mt-10 space-y-4">
        <h2 id="tc-sample-heading" className="font-serif text-2xl font-bold text-navy-900">
          Sample certificate
        </h2>
        <PdfEmbed src="/docs/tc/sample-transfer-certificate.pdf" title="Sample transfer certificate" height={500} />
      </section>
    </PageShell>
  );
}
