import type { DisclosureFact } from '@/content/pages/disclosure';
import type { DocumentLink } from '@/content/pages/types';
import { ExternalLink } from '@/components/ui/external-link';
import { publicFileLabel } from '@/lib/media/public-file';

/** Label and value pairs as a description list: two columns on wide screens, stacked on phones. */
export function FactList({ facts, label }: { facts: readonly DisclosureFact[]; label: string }) {
  return (
    <dl aria-label={label} className="divide-y divide-sand-200 rounded-card bg-white shadow-card ring-1 ring-sand-200">
      {facts.map((fact) => (
        <div key={fact.label} className="grid gap-1 px-4 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-6">
          <dt className="text-sm font-semibold text-sand-600">{fact.label}</dt>
          <dd className="text-navy-900">
            {fact.href ? (
              fact.href.startsWith('mailto:') ? (
                <a href={fact.href} className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900">
                  {fact.value}
                </a>
              ) : (
                <ExternalLink href={fact.href} className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900">
                  {fact.value}
                </ExternalLink>
              )
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Numbered documents, each link naming the file's type and size so nobody downloads blind on a slow network. */
export function NumberedDocuments({ documents, label }: { documents: readonly DocumentLink[]; label: string }) {
  return (
    <ol aria-label={label} className="divide-y divide-sand-200 rounded-card bg-white shadow-card ring-1 ring-sand-200">
      {documents.map((document, index) => (
        <li key={document.href} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3">
          <span aria-hidden="true" className="w-6 shrink-0 font-semibold text-sand-600 tabular-nums">
            {index + 1}.
          </span>
          <span className="min-w-0 flex-1 basis-64 text-navy-900">{document.title}</span>
          <ExternalLink href={document.href} className="shrink-0 font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900">
            <span className="sr-only">{document.title}: </span>View ({publicFileLabel(document.href)})
          </ExternalLink>
        </li>
      ))}
    </ol>
  );
}
