import { pageMetadata } from '@/lib/seo/metadata';
import { PdfEmbed } from '@/components/media/pdf-embed';
import { TabbedPage } from '@/components/static/page-templates';
import { hodWings } from '@/content/pages/people';

export const metadata = pageMetadata('/Hod');

/** Height of the embedded portfolio (spec section 9). */
const PORTFOLIO_HEIGHT = 900;

export default function HodPage() {
  return (
    <TabbedPage
      route="/Hod"
      label="Wings"
      tabs={hodWings}
      panel={(wing) => (
        <div className="space-y-4">
          <h3 className="font-serif text-xl font-bold text-navy-900">{wing.heading}</h3>
          <PdfEmbed src={wing.portfolio.href} title={wing.portfolio.title} height={PORTFOLIO_HEIGHT} />
        </div>
      )}
    />
  );
}
