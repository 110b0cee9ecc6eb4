import { FallbackImage } from '@/components/ui/fallback-image';
import { cardClass, PlaceholderFrame } from './card-parts';
import { TrophyArt } from '@/components/ui/icons';
import { TOPPERS_PLACEHOLDER } from '@/content/placeholders';
import { sessionOptions, type ClassName, type TopperLike } from '@/lib/listing/filters';
import { filterView, ListingFilter, type ListingQuery } from './listing-filter';

export interface TopperCardData {
  id: string;
  name: string;
  sessionYear: string;
  stream: string;
  division: string;
  photoUrl: string | null;
}

const PHOTO_SIZES = '(min-width: 1280px) 220px, (min-width: 640px) 30vw, 50vw';

function Trophy() {
  return <TrophyArt className="size-3/5" />;
}

/** A topper: photo (trophy when missing or broken), name, stream (XII) or subject (X), division. */
export function TopperCard({ item, streamLabel }: { item: TopperCardData; streamLabel: 'Stream' | 'Subject' }) {
  return (
    <article className={`${cardClass} text-center`}>
      <div className="relative aspect-square bg-gradient-to-b from-navy-50 to-navy-100">
        <FallbackImage src={item.photoUrl} alt={`Photo of ${item.name}`} sizes={PHOTO_SIZES} fallback={<Trophy />} className="object-cover object-top" />
      </div>
      <div className="flex flex-1 flex-col items-center p-4">
        <h3 className="font-serif text-lg leading-snug font-bold text-navy-900">{item.name}</h3>
        <p className="mt-1 text-sm text-sand-700">
          <span className="sr-only">{streamLabel}: </span>
          {item.stream || '—'}
        </p>
        <p className="mt-3 rounded-full bg-gold-100 px-3 py-0.5 font-serif text-lg font-bold text-navy-900">
          <span className="sr-only">Result: </span>
          {item.division || '—'}
        </p>
        <p className="mt-2 text-xs text-sand-600">Session {item.sessionYear}</p>
      </div>
    </article>
  );
}

/** With no toppers: one placeholder card (Student Name, Subject, %). */
export function ToppersPlaceholder() {
  const { name, subject, division } = TOPPERS_PLACEHOLDER;
  return (
    <PlaceholderFrame className="max-w-[15rem] text-center">
      <div className="relative flex aspect-square items-center justify-center bg-sand-100">
        <Trophy />
      </div>
      <div className="p-4">
        <p className="font-serif text-lg font-bold text-navy-900">{name}</p>
        <p className="mt-1 text-sm text-sand-700">{subject}</p>
        <p className="mt-2 font-serif text-lg font-bold text-navy-900">{division}</p>
      </div>
    </PlaceholderFrame>
  );
}

interface ToppersListingProps {
  /** The class's toppers (getTopperListing). */
  toppers: readonly (TopperCardData & TopperLike)[];
  /** The session the filter starts on (getTopperListing). */
  defaultSession: string;
  className: ClassName;
  /** The visitor's query on the filtered twin (app/%5Ffiltered); absent on the static page. */
  query?: ListingQuery;
}

/** The Toppers X or XII listing: one class's toppers under the session filter and name search. X shows the subject where XII shows the stream. */
export function ToppersListing({ toppers, defaultSession, className, query }: ToppersListingProps) {
  const streamLabel = className === 'X' ? 'Subject' : 'Stream';
  const session = { options: sessionOptions(toppers), defaultSession, allLabel: 'Select Years' };
  return (
    <ListingFilter
      noun="toppers"
      query={filterView(className === 'X' ? '/Toppers' : '/ToppersXII', query, { session })}
      entries={toppers.map((topper) => ({
        id: topper.id,
        date: null,
        text: topper.name,
        session: topper.sessionYear,
        card: <TopperCard item={topper} streamLabel={streamLabel} />,
      }))}
      session={session}
      search={{ label: 'Search by name', placeholder: 'Search Here..' }}
      listClassName="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4"
      empty={<ToppersPlaceholder />}
    />
  );
}
