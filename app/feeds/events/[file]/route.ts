import { getEventListing } from '@/lib/content/listings';
import { eventCalendar, eventIdFromIcsName } from '@/lib/seo/feeds';
import { siteOrigin } from '@/lib/seo/metadata';

// Made on each request from the events page's cached getter (the service is asked at most once per window):
// cached as static pages instead, every made-up id asked for would add an entry to the ISR cache.
export const dynamic = 'force-dynamic';

function textAnswer(status: number, message: string): Response {
  return new Response(`${message}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** One event as an iCalendar file, for "Add to calendar" (`/feeds/events/<id>.ics`). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const id = eventIdFromIcsName((await params).file);
  const { data, fromService } = await getEventListing();
  const event = id === null ? undefined : data.find((item) => item.id === id);
  if (!event) {
    return fromService || id === null
      ? textAnswer(404, 'There is no such event. See the school calendar at /Events.')
      : textAnswer(503, 'The school calendar cannot be read just now. Please try again in a few minutes.');
  }
  const calendar = eventCalendar(event, siteOrigin());
  if (calendar === null) return textAnswer(404, 'This event has no date yet, so it cannot be added to a calendar.');
  return new Response(calendar, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${id}.ics"`,
    },
  });
}
