import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { EventCard, EventsPlaceholder } from '@/components/listing/events';
import { ListingFilter } from '@/components/listing/listing-filter';
import { JsonLd } from '@/components/seo/json-ld';
import { SubscribeLink } from '@/components/seo/subscribe-link';
import { getAllEvents } from '@/lib/content/events';
import { sortNewestFirst } from '@/lib/listing/filters';
import { eventJsonLd } from '@/lib/seo/metadata';

export const metadata = pageMetadata('/Events', ['events']);

export default async function EventsPage() {
  const { data } = await getAllEvents();
  const items = sortNewestFirst(data);
  const structured = items.map((item) => eventJsonLd(item)).filter((event) => event !== null);
  return (
    <PageShell route="/Events">
      {structured.length > 0 && <JsonLd data={structured} />}
      <SubscribeLink feed="events" />
      <ListingFilter
        noun="events"
        entries={items.map((item) => ({ id: item.id, date: item.date, text: item.title, card: <EventCard item={item} /> }))}
        year={{ allLabel: 'All' }}
        month
        search={{ label: 'Search by title', placeholder: 'Search events' }}
        countLabel="Total Count"
        listClassName="grid gap-5 sm:grid-cols-2"
        empty={<EventsPlaceholder />}
      />
    </PageShell>
  );
}
