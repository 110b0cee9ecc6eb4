import { ExternalLink } from '@/components/ui/external-link';
import { isExternal, type DocumentLink } from '@/content/pages/types';

// Each cover keeps the gold E-Book label at 4.5:1 or more (gold-300 on the lightest, #6b3fa0, is 4.7:1).
const COVERS = ['bg-navy-800', 'bg-[#7a2432]', 'bg-[#1d5a45]', 'bg-[#6b3fa0]', 'bg-[#704808]', 'bg-[#1a5480]'] as const;

/** One E-Book as a book cover drawn in CSS, linking to the book in a new tab. */
export function EbookCard({ book, index }: { book: DocumentLink; index: number }) {
  const cover = COVERS[index % COVERS.length];
  return (
    <ExternalLink
      href={book.href}
      showIcon={false}
      className={`group relative mx-auto flex aspect-[3/4] w-full max-w-[13rem] flex-col justify-between overflow-hidden rounded-r-lg rounded-l-sm p-4 pl-6 text-white shadow-card ${cover} hover:shadow-lift`}
    >
      <span aria-hidden="true" className="absolute inset-y-0 left-0 w-2.5 bg-black/25" />
      <span aria-hidden="true" className="text-xs font-semibold tracking-widest text-gold-300 uppercase">
        E-Book
      </span>
      <span className="font-serif text-lg leading-snug font-bold group-hover:underline">{book.title}</span>
      <span className="text-xs text-white/85">{book.note ?? (isExternal(book.href) ? 'Online' : 'PDF')}</span>
    </ExternalLink>
  );
}
