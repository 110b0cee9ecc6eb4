// The page of one notice, news item or event (`/notice/<slug>`, `/News/<slug>`, `/Events/<slug>`): what a
// shared link opens and previews. One implementation for the three, driven by ITEM_SECTIONS
// (lib/content/item-sections.ts); the route folders keep thin files that name their section.
import type { Metadata } from 'next';
import Link from 'next/link';
import { cache } from 'react';
import { notFound, permanentRedirect } from 'next/navigation';
import { PageShell } from '@/components/layout/page-shell';
import { JsonLd } from '@/components/seo/json-ld';
import { ShareLinks } from '@/components/share/share-links';
import { ExternalLink } from '@/components/ui/external-link';
import { FallbackImage } from '@/components/ui/fallback-image';
import { ArrowLeftIcon, ClockIcon, MapPinIcon, PaperclipIcon, PictureArt } from '@/components/ui/icons';
import { STAY_TUNED } from '@/content/placeholders';
import { site } from '@/content/site';
import { describeAttachments } from '@/lib/content/attachments';
import { ITEM_SECTIONS, type ItemSectionKey, type PageItem } from '@/lib/content/item-sections';
import { findListedItem } from '@/lib/content/listings';
import { formatShortMonthDate } from '@/lib/dates';
import { itemSlug } from '@/lib/listing/item-slug';
import { articleJsonLd, eventJsonLd, ogImagePath, pageMetadata, seoMetadata } from '@/lib/seo/metadata';
import { itemPath, type ItemListing } from '@/lib/routes';
import { DateText, quietActionClass } from './card-parts';
import { CalendarLinks, EventFact } from './events';

/** The item a slug names, found once per request for both the metadata and the page. */
const lookUp = cache((section: ItemSectionKey, slug: string) => findListedItem(ITEM_SECTIONS[section].load, slug));

/** What Next passes an item's page: the slug in its address. */
export interface ItemPageProps {
  params: Promise<{ slug: string }>;
}

/** The pages made at build: one per item the listing shows now. Newer items' pages are made on first request. */
export async function itemStaticParams(section: ItemSectionKey): Promise<{ slug: string }[]> {
  const { data } = await ITEM_SECTIONS[section].load();
  return data.map((item) => ({ slug: itemSlug(item) }));
}

/** Title, plain-text description, canonical URL and an article preview with the item's own card. */
export async function itemPageMetadata(section: ItemSectionKey, { params }: ItemPageProps): Promise<Metadata> {
  const { listing, kind } = ITEM_SECTIONS[section];
  const { found } = await lookUp(section, (await params).slug);
  // No notFound() here: thrown from the metadata, it leaves Next no boundary to render, only an empty document.
  // proxy.ts answers a slug that names no item before this page renders; the page's own notFound() is the rest.
  if (!found) return { ...pageMetadata(listing), robots: { index: false, follow: true } };
  const { item } = found;
  const date = formatShortMonthDate(item.date);
  return seoMetadata({
    name: item.title,
    description: item.description || `${kind}${date ? ` of ${date}` : ''} from ${site.fullName}, ${site.address.locality}.`,
    path: itemPath(listing, item),
    image: ogImagePath(listing, item.id),
    // An event's date is when it happens, not when it was published.
    article: { publishedTime: item.event ? null : item.date },
  });
}

/**
 * An item's page: 404 for a slug that names no listed item, a 308 to the current slug when the title has
 * changed since the link was made, and a placeholder (HTTP 200) while the service cannot say.
 */
export async function ItemPage({ section, params }: ItemPageProps & { section: ItemSectionKey }) {
  const { listing, kind, all } = ITEM_SECTIONS[section];
  const { slug } = await params;
  const { found, fromService } = await lookUp(section, slug);
  if (!found) {
    if (fromService) notFound();
    return (
      <PageShell route={listing}>
        <ItemUnavailable listing={listing} all={all} kind={kind} />
      </PageShell>
    );
  }
  const { item } = found;
  const path = itemPath(listing, item);
  if (found.slug !== slug) permanentRedirect(path);
  const attachments = await describeAttachments(item.attachmentUrls);
  const structured = item.event
    ? eventJsonLd({ ...item, ...item.event, path })
    : articleJsonLd({ title: item.title, description: item.description, date: item.date, path, image: ogImagePath(listing, item.id) });
  return (
    <PageShell route={listing} path={path} item={{ title: item.title, lead: <Lead kind={kind} date={item.date} isEvent={item.event !== null} /> }}>
      {structured ? <JsonLd data={structured} /> : null}
      <article aria-label={item.title}>
        <BackToListing listing={listing} all={all} />
        {item.event ? <EventFacts event={item.event} /> : null}
        <p className="mt-6 max-w-prose text-lg whitespace-pre-line text-ink">{item.description || 'No further details were published with this item.'}</p>
        {item.url ? (
          <p className="mt-4">
            <ExternalLink href={item.url} className="font-semibold text-navy-800 underline decoration-gold-500 underline-offset-4 hover:text-navy-600">
              Further details
            </ExternalLink>
          </p>
        ) : null}
        {attachments.length > 0 ? (
          <section aria-labelledby="attachments-heading" className="mt-8">
            <h2 id="attachments-heading" className="font-serif text-xl font-bold text-navy-900">
              {attachments.length > 1 ? 'Attachments' : 'Attachment'}
            </h2>
            <ul className="mt-3 grid gap-2">
              {attachments.map((attachment, index) => (
                <li key={attachment.url}>
                  <ExternalLink href={attachment.url} className={quietActionClass}>
                    <PaperclipIcon className="size-4 text-gold-700" />
                    {attachments.length > 1 ? `Attachment ${index + 1}` : 'Attachment'}
                    <span className="font-normal text-sand-700">({attachment.label})</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {item.event ? (
          <div className="mt-8 flex flex-wrap gap-2">
            <CalendarLinks item={{ ...item, ...item.event }} />
          </div>
        ) : null}
        <div className="mt-8 border-t border-sand-200 pt-4">
          <ShareLinks title={item.title} path={path} className="-ml-2.5" />
        </div>
      </article>
    </PageShell>
  );
}

/** Under the title: what the item is and its date, 'Notice · 18 Nov 2026'; an undated event's is to be announced. */
function Lead({ kind, date, isEvent }: { kind: string; date: string | null; isEvent: boolean }) {
  const dated = formatShortMonthDate(date) !== null;
  return (
    <p>
      {kind}
      {dated || isEvent ? ' · ' : null}
      {dated ? <DateText date={date} format={formatShortMonthDate} className="font-semibold text-white" /> : isEvent ? 'Date to be announced' : null}
    </p>
  );
}

function BackToListing({ listing, all }: { listing: ItemListing; all: string }) {
  return (
    <Link
      href={listing}
      prefetch={false}
      className="inline-flex items-center gap-2 rounded-lg px-3 py-2 font-semibold text-navy-800 ring-1 ring-navy-200 ring-inset hover:bg-navy-50"
    >
      <ArrowLeftIcon className="size-4" />
      {all}
    </Link>
  );
}

/** An event's photo (the page's largest paint, so fetched first), place and time. */
function EventFacts({ event }: { event: NonNullable<PageItem['event']> }) {
  return (
    <>
      <div className="relative mt-6 aspect-[16/9] max-w-3xl overflow-hidden rounded-card bg-navy-100">
        <FallbackImage src={event.imageUrls[0] ?? null} alt="" sizes="(min-width: 1280px) 768px, (min-width: 1024px) 65vw, 100vw" fallback={<PictureArt className="size-full" />} priority />
      </div>
      <dl className="mt-6 grid gap-2 text-ink">
        <EventFact icon={MapPinIcon} label="Location">
          {event.venue || 'School Campus'}
        </EventFact>
        <EventFact icon={ClockIcon} label="Time">
          {event.time || 'To be announced'}
        </EventFact>
      </dl>
    </>
  );
}

/** An item's page while the content service cannot be reached: a short message and the way to the listing (HTTP 200). */
function ItemUnavailable({ listing, all, kind }: { listing: ItemListing; all: string; kind: string }) {
  return (
    <div>
      <BackToListing listing={listing} all={all} />
      <div role="status" className="mt-6 rounded-card bg-white p-6 shadow-card ring-1 ring-sand-200">
        <h2 className="font-serif text-xl font-bold text-navy-900">{STAY_TUNED}</h2>
        <p className="mt-2 text-sand-700">This {kind.toLowerCase()} cannot be shown just now. Please try again in a few minutes.</p>
      </div>
    </div>
  );
}
