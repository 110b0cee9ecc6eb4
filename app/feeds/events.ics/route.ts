import { getEventListing } from '@/lib/content/listings';
import { eventsCalendar } from '@/lib/seo/feeds';
import { siteOrigin } from '@/lib/seo/metadata';

// Static and regenerated like the events page, from the same getter.
export const dynamic = 'force-static';

export async function GET() {
  const { data } = await getEventListing();
  return new Response(eventsCalendar(data, siteOrigin()), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="events.ics"',
    },
  });
}
