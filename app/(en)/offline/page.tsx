import type { Metadata } from 'next';
import Link from 'next/link';
import { SAVED_LIST_ID } from '@/lib/offline/saved-page';

/**
 * What the service worker (lib/offline/sw.ts) shows, offline, for a page this phone never saved. It is
 * precached with the worker and served without its scripts; the worker puts the list of saved pages where
 * `saved-pages` stands. Not a page of the site's menus, sitemap or search, and never indexed.
 */
export const metadata: Metadata = {
  title: 'You are offline',
  robots: { index: false, follow: false },
};

export default function OfflinePage() {
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 lg:py-16">
      <div className="mx-auto max-w-3xl rounded-card bg-white p-6 shadow-card ring-1 ring-sand-200 sm:p-10">
        <h1 className="font-serif text-display-sm font-bold">You are offline</h1>
        <p className="mt-4 max-w-prose text-sand-700">
          This page has not been saved on this phone, so it cannot open without a connection. Connect to the internet and try again, or read
          one of the pages this phone has kept.
        </p>
        <div id={SAVED_LIST_ID} />
        <p className="mt-8">
          <Link href="/" prefetch={false} className="font-semibold text-navy-800 underline decoration-gold-500 underline-offset-4 hover:text-navy-600">
            Go to the home page
          </Link>
        </p>
      </div>
    </div>
  );
}
