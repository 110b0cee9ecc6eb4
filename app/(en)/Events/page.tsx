import { PageShell } from '@/components/layout/page-shell';
import { EventCard, EventsPlaceholder } from '@/components/listing/events';
import { fullFilters, ListingFilter } from '@/components/listing/listing-filter';
import { JsonLd } from '@/components/seo/json-ld';
import { SubscribeLink } from '@/components/seo/subscribe-link';
import { getEventListing } from '@/lib/content/listings';
import { eventJsonLd, pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/Events', ['events']);

export default async function EventsPage() {
  const { data: items } = await getEventListing();
  const structured = items.map((item) => eventJsonLd(item)).filter((event) => event !== null);
  return (
    <PageShell route="/Events">
      {structured.length > 0 && <JsonLd data={structured} />}
      <SubscribeLink feed="events" />
      <ListingFilter
        {...fullFilters('events')}
        entries={items.map((item) => ({ id: item.id, date: item.date, text: item.title, card: <EventCard item={item} /> }))}
        listClassName="grid gap-5 sm:grid-cols-2"
        empty={<EventsPlaceholder />}
      />
    </PageShell>
  );
}
