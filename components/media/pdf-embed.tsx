import { ExternalLink } from '@/components/ui/external-link';
import { FRAME } from '@/content/i18n/frame';
import type { Locale } from '@/lib/routes';

interface PdfEmbedProps {
  src: string;
  /** Names the embedded document for screen readers and the links under it. */
  title: string;
  /** Height of the embedded viewer in CSS pixels (spec section 9: portfolio 900, TC sample 500). */
  height: number;
  /** The language of the page, for the words of the links. */
  locale?: Locale;
}

/**
 * A PDF shown inline, with Open and Download links always beside it: many phones cannot show a PDF
 * inside a page. An <iframe>, not an <object>: the Content-Security-Policy allows no plugin content
 * (`object-src 'none'`). Loaded lazily: the browser fetches the document (a vendor's PDF can be megabytes)
 * only when the frame is near the screen.
 */
export function PdfEmbed({ src, title, height, locale = 'en' }: PdfEmbedProps) {
  const words = FRAME[locale];
  return (
    <figure className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-sand-200">
      <iframe src={src} title={title} loading="lazy" style={{ height }} className="block w-full border-0 bg-sand-100" />
      <figcaption className="flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 px-4 py-3">
        <span className="font-semibold text-navy-900">{title}</span>
        <span className="flex flex-wrap gap-2">
          <ExternalLink href={src} newTabText={words.newTab} className="rounded-md px-3 py-1.5 text-sm font-semibold text-navy-800 ring-1 ring-navy-200 hover:bg-navy-50">
            {words.pdf.open}<span className="sr-only"> {title}</span>
          </ExternalLink>
          <a href={src} download className="rounded-md bg-navy-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-navy-700">
            {words.pdf.download}<span className="sr-only"> {title}</span> (PDF)
          </a>
        </span>
      </figcaption>
    </figure>
  );
}
