import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <div className="mx-auto max-w-page px-4 py-16 sm:px-6 lg:py-24">
      <div className="mx-auto max-w-2xl rounded-card bg-white p-8 text-center shadow-card ring-1 ring-sand-200 sm:p-12">
        <p className="font-serif text-6xl font-bold text-gold-600" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 font-serif text-display-sm font-bold">Page not found</h1>
        <p className="mx-auto mt-4 max-w-prose text-sand-700">
          The page you asked for is not here. It may have moved, or the address may have a typing mistake.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/" className="rounded-lg bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700">
            Go to the home page
          </Link>
          <Link
            href="/sitemap"
            className="rounded-lg px-5 py-2.5 font-semibold text-navy-800 ring-2 ring-navy-800 ring-inset hover:bg-navy-50"
          >
            See all pages
          </Link>
        </div>
      </div>
    </div>
  );
}
