import Link from 'next/link';
import { titleLinkClass } from '@/components/listing/card-parts';

/** A home card's title: a link to the item's own page when it has one, plain text otherwise. */
export function HomeItemTitle({ title, pagePath }: { title: string; pagePath: string | null }) {
  return (
    <h3 className="font-sans text-base leading-snug font-bold text-navy-900">
      {pagePath ? (
        <Link href={pagePath} prefetch={false} className={titleLinkClass}>
          {title}
        </Link>
      ) : (
        title
      )}
    </h3>
  );
}
