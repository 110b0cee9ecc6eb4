import Link from 'next/link';
import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { PdfEmbed } from '@/components/media/pdf-embed';
import { magazine } from '@/content/pages/documents';

export const metadata = pageMetadata('/Magazine');

export default function MagazinePage() {
  return (
    <PageShell route="/Magazine">
      <PdfEmbed src={magazine.href} title={magazine.title} height={900} />
      <p className="mt-6 text-sand-700">
        Earlier issues and newsletters are in the{' '}
        <Link href="/EMagazine" className="font-semibold text-navy-800 underline">
          E-Magazine
        </Link>
        .
      </p>
    </PageShell>
  );
}
