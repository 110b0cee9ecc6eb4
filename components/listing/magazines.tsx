import Image from 'next/image';
import { formatShortMonthDate } from '@/lib/dates';
import { ExternalLink } from '@/components/ui/external-link';
import { cardClass, DateText, PlaceholderFrame } from './card-parts';
import { DocumentIcon } from '@/components/ui/icons';
import { STAY_TUNED } from '@/content/placeholders';

export interface MagazineCardData {
  id: string;
  title: string;
  date: string | null;
  documentUrl: string | null;
  coverUrl: string | null;
}

const COVER_SIZES = '(min-width: 1280px) 220px, (min-width: 640px) 30vw, 50vw';

function Cover({ src }: { src: string | null }) {
  return (
    <div className="relative aspect-[3/4] bg-navy-800">
      {src ? (
        <Image src={src} alt="" fill sizes={COVER_SIZES} className="object-cover" />
      ) : (
        <span className="absolute inset-0 flex items-center justify-center text-gold-300">
          <DocumentIcon className="size-12" />
        </span>
      )}
    </div>
  );
}

/** An e-magazine issue: cover and title, linking to its first attachment. */
export function MagazineCard({ item }: { item: MagazineCardData }) {
  const body = (
    <>
      <Cover src={item.coverUrl} />
      <span className="block p-4">
        <span className="block font-serif leading-snug font-bold text-navy-900 group-hover:underline">{item.title}</span>
        <DateText date={item.date} format={formatShortMonthDate} className="mt-1 block text-sm text-sand-600" />
      </span>
    </>
  );
  return item.documentUrl ? (
    <ExternalLink href={item.documentUrl} showIcon={false} className={`${cardClass} group transition hover:shadow-lift motion-reduce:transition-none`}>
      {body}
    </ExternalLink>
  ) : (
    <div className={cardClass}>{body}</div>
  );
}

/** What /EMagazine shows when there are no issues. */
export function MagazinesPlaceholder() {
  return (
    <PlaceholderFrame className="max-w-[14rem]">
      <div className="flex aspect-[3/4] items-center justify-center bg-sand-200 text-navy-800">
        <DocumentIcon className="size-12" />
      </div>
      <p className="p-4 font-serif font-bold text-navy-900">{STAY_TUNED}</p>
    </PlaceholderFrame>
  );
}
