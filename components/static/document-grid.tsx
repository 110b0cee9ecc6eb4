import { ExternalLink } from '@/components/ui/external-link';
import { isExternal, type DocumentLink } from '@/content/pages/types';

function DocumentIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </svg>
  );
}

function GlobeIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </svg>
  );
}

/** One document as a card link that opens in a new tab. */
export function DocumentCard({ document }: { document: DocumentLink }) {
  const external = isExternal(document.href);
  const Icon = external ? GlobeIcon : DocumentIcon;
  return (
    <ExternalLink
      href={document.href}
      showIcon={false}
      className="group flex h-full items-start gap-3 rounded-card bg-white p-3 shadow-card sm:p-4 ring-1 ring-sand-200 transition hover:-translate-y-0.5 hover:shadow-lift hover:ring-gold-400 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
    >
      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-navy-50 sm:size-10 text-navy-700 group-hover:bg-gold-100">
        <Icon className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block leading-snug font-semibold text-navy-900 group-hover:underline">{document.title}</span>
        <span className="mt-0.5 block text-sm text-sand-600">
          {document.note ?? (external ? new URL(document.href).hostname.replace(/^www\./, '') : 'PDF')}
          {document.note && !external ? ' · PDF' : ''}
        </span>
      </span>
    </ExternalLink>
  );
}

/** A grid of document cards, as a list so its length is announced. */
export function DocumentGrid({ documents, label, columns = 3 }: { documents: readonly DocumentLink[]; label: string; columns?: 2 | 3 | 4 }) {
  const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 xl:grid-cols-3', 4: 'grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' }[columns];
  return (
    <ul aria-label={label} className={`grid gap-3 ${grid}`}>
      {documents.map((document) => (
        <li key={document.href}>
          <DocumentCard document={document} />
        </li>
      ))}
    </ul>
  );
}
