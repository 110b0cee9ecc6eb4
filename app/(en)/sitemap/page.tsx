import Link from 'next/link';
import { sitemapSections } from '@/content/navigation';
import { ExternalLink } from '@/components/ui/external-link';
import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/sitemap');

const linkClass = 'text-navy-800 underline decoration-navy-200 underline-offset-4 hover:decoration-navy-800';

export default function SitemapPage() {
  return (
    <PageShell route="/sitemap">
      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="sitemap-home" className="rounded-card bg-white p-6 shadow-card ring-1 ring-sand-200">
          <h2 id="sitemap-home" className="font-serif text-xl font-bold">
            Home
          </h2>
          <ul className="mt-3 space-y-1.5">
            <li>
              <Link href="/" className={linkClass}>
                Home page
              </Link>
            </li>
          </ul>
        </section>
        {sitemapSections().map(({ id, label, links }) => (
          <section
            key={id}
            id={id}
            aria-labelledby={`sitemap-${id}`}
            className="scroll-mt-32 rounded-card bg-white p-6 shadow-card ring-1 ring-sand-200"
          >
            <h2 id={`sitemap-${id}`} className="font-serif text-xl font-bold">
              {label}
            </h2>
            <ul className="mt-3 space-y-1.5">
              {links.map((link) => (
                <li key={link.href}>
                  {link.external ? (
                    <ExternalLink href={link.href} className={linkClass}>
                      {link.label}
                    </ExternalLink>
                  ) : (
                    <Link href={link.href} className={linkClass}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageShell>
  );
}
