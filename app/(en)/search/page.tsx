import { FRAME } from '@/content/i18n/frame';
import type { Metadata } from 'next';
import { after } from 'next/server';
import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { SearchForm } from '@/components/layout/search-form';
import { InstantSearch } from '@/components/search/instant-search';
import { SearchHitList, SearchSummary } from '@/components/search/search-results';
import { MAX_HITS, normaliseQuery, searchSite } from '@/lib/search/index';
import { turns } from '@/lib/search/turns';

// Result pages are endless and thin: search engines should follow them, not list them.
export const metadata: Metadata = { ...pageMetadata('/search'), robots: { index: false, follow: true } };

/**
 * Every search renders its whole page in Node: no cache can hold every query. At most two render at once;
 * the others wait their turn without using the processor, so under a burst of searches the pages that
 * come from the cache are still answered at once. A turn ends when the page has been sent (to nginx, which
 * buffers it for slow connections), or after 10 s at the latest.
 */
const searchTurn = turns(2, 10_000);

/**
 * The results of `?q=`, rendered here with or without JavaScript; in the browser, InstantSearch then
 * updates them while the visitor types (from /api/search, with the same components).
 */
export default async function SearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  after(await searchTurn());
  const query = normaliseQuery((await searchParams).q);
  const outcome = await searchSite(query);
  return (
    <PageShell route="/search">
      <InstantSearch
        initialQuery={query}
        shown={MAX_HITS}
        form={<SearchForm id="search-page-query" words={FRAME.en.search} label="Search again" defaultValue={query} className="mb-8 max-w-xl" />}
        summary={<SearchSummary outcome={outcome} shown={MAX_HITS} />}
        hits={<SearchHitList outcome={outcome} />}
      />
    </PageShell>
  );
}
