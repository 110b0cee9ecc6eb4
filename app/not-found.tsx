import type { Metadata } from 'next';
import Link from 'next/link';
import { NotFoundPanel } from '@/components/layout/not-found-panel';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <NotFoundPanel title="Page not found" message="The page you asked for is not here. It may have moved, or the address may have a typing mistake.">
      <Link href="/" className="rounded-lg bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700">
        Go to the home page
      </Link>
      <Link href="/sitemap" className="rounded-lg px-5 py-2.5 font-semibold text-navy-800 ring-2 ring-navy-800 ring-inset hover:bg-navy-50">
        See all pages
      </Link>
    </NotFoundPanel>
  );
}
