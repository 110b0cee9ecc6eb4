import type { Metadata } from 'next';
import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { SearchForm } from '@/components/layout/search-form';
import { SearchResults } from '@/components/search/search-results';
import { MAX_HITS, normaliseQuery, searchSite } from '@/lib/search/index';

// Result pages are endless and thin: search engines should follow them, not list them.
export const metadata: Metadata = { ...pageMetadata('/search'), robots: { index: false, follow: true } };

export default async function SearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = normaliseQuery((await searchParams).q);
  const outcome = await searchSite(query);
  return (
    <PageShell route="/search">
      <SearchForm id="search-page-query" label="Search again" defaultValue={query} className="mb-8 max-w-xl" />
      <SearchResults outcome={outcome} shown={MAX_HITS} />
    </PageShell>
  );
}
