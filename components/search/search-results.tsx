import Link from 'next/link';
import type { Segment } from '@/lib/search/highlight';
import type { SearchHit, SearchOutcome } from '@/lib/search/index';
import { formatDayMonthYear } from '@/lib/dates';

function Marked({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, index) =>
    segment.match ? (
      <mark key={index} className="rounded-sm bg-gold-200 px-0.5 text-navy-950">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  const date = formatDayMonthYear(hit.date);
  const isFile = hit.href.startsWith('/docs/');
  const linkClass = 'font-serif text-lg font-bold text-navy-800 underline decoration-navy-700/30 underline-offset-4 hover:decoration-navy-700';
  return (
    <li className="rounded-card bg-white p-4 shadow-card ring-1 ring-sand-200">
      <p className="mb-1 text-xs font-bold tracking-wide text-sand-600 uppercase">
        {hit.kind}
        {date ? ` · ${date}` : ''}
      </p>
      {isFile ? (
        <a href={hit.href} className={linkClass}>
          <Marked segments={hit.title} /> <span className="text-sm font-normal">(PDF)</span>
        </a>
      ) : (
        <Link href={hit.href} className={linkClass}>
          <Marked segments={hit.title} />
        </Link>
      )}
      {hit.excerpt.length > 0 ? (
        <p className="mt-1.5 text-ink">
          <Marked segments={hit.excerpt} />
        </p>
      ) : null}
    </li>
  );
}

/**
 * What a search found, in words: the count by kind, a clear no-results message, or what to type when
 * nothing was asked. The caller puts it in the page's live region (role="status"), so it is announced.
 */
export function SearchSummary({ outcome, shown }: { outcome: SearchOutcome; shown: number }) {
  if (!outcome.query) {
    return <p className="text-lg">Type a word or two above: a page, a notice, a news item, an event, an album or a document.</p>;
  }
  if (outcome.total === 0) {
    return (
      <div className="rounded-card bg-white p-5 shadow-card ring-1 ring-sand-200">
        <p className="text-lg font-semibold text-navy-900">No results for “{outcome.query}”.</p>
        <p className="mt-2">
          Check the spelling, try fewer or other words, or browse every page in the{' '}
          <Link href="/sitemap" className="font-semibold text-navy-700 underline underline-offset-2">
            sitemap
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <div className="mb-5">
      <p className="text-lg font-semibold text-navy-900">
        {outcome.total === 1 ? '1 result' : `${outcome.total} results`} for “{outcome.query}”
        {outcome.total > shown ? `, the best ${shown} shown` : ''}
      </p>
      <p className="text-sand-600">{outcome.counts.map(({ kind, count }) => `${kind}: ${count}`).join(' · ')}</p>
    </div>
  );
}

/** The hits of a search, best first, with their matching words marked; nothing when there are none. */
export function SearchHitList({ outcome }: { outcome: SearchOutcome }) {
  if (outcome.hits.length === 0) return null;
  return (
    <ol aria-label="Search results" className="space-y-3">
      {outcome.hits.map((hit) => (
        <Hit key={hit.id} hit={hit} />
      ))}
    </ol>
  );
}
