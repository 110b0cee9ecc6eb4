/** @jest-environment node */
import ICAL from 'ical.js';
import { getAllEvents } from '@/lib/content/events';
import { GET } from './route';

jest.mock('@/lib/content/events', () => ({ getAllEvents: jest.fn() }));
const events = jest.mocked(getAllEvents);

const EVENT = { id: 'ev1', title: 'Sports Meet', description: 'Races.', date: '2026-11-17T18:30:00.000Z', time: '09:00 AM', venue: 'Ground', imageUrls: [], attachmentUrls: [] };

function get(file: string): Promise<Response> {
  return GET(new Request(`https://school.example/feeds/events/${file}`), { params: Promise.resolve({ file }) });
}

describe('GET /feeds/events/<id>.ics', () => {
  it('answers one event as an iCalendar download', async () => {
    events.mockResolvedValue({ data: [EVENT, { ...EVENT, id: 'ev2', title: 'Other' }], fromService: true });
    const response = await get('ev1.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="ev1.ics"');
    const vevents = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent');
    expect(vevents.map((vevent) => new ICAL.Event(vevent).summary)).toEqual(['Sports Meet']);
  });

  it('answers 404 with a message for an unknown id, a malformed name or an undated event', async () => {
    events.mockResolvedValue({ data: [EVENT, { ...EVENT, id: 'undated', date: null }], fromService: true });
    for (const file of ['nope.ics', 'ev1', '..%2Fev1.ics', 'undated.ics']) {
      const response = await get(file);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toMatch(/event/);
    }
  });

  it('answers 503 with a message while the content service has never answered', async () => {
    events.mockResolvedValue({ data: [], fromService: false });
    const response = await get('ev1.ics');
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('The school calendar cannot be read just now. Please try again in a few minutes.\n');
  });
});
