import { PageShell, pageMetadata } from '@/components/layout/page-shell';
import { EventCard, EventsPlaceholder } from '@/components/listing/events';
import { ListingFilter } from '@/components/listing/listing-filter';
import { getAllEvents } from '@/lib/content/events';
import { sortNewestFirst } from '@/lib/list';

export const metadata = pageMetadata('/Events');

export default async function EventsPage() {
  const { data } = await getAllEvents();
  const items = sortNewestFirst(data);
  return (
    <PageShell route="/Events" intro="Events at school, past and upcoming.">
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
