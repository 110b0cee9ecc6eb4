/** @jest-environment node */
import { contentFixture } from '@/test/content-fixture';
import { json, type Handler } from '@/test/http-fixture';
import { FAILURE_HOLD_MS } from './resource';

jest.mock('next/cache', () => jest.requireActual('@/test/next-cache-stub'));

const service = contentFixture();
const { requests, logs, route } = service;

const news = [
  {
    _id: 'n1',
    title: '  Annual   Sports Meet ',
    description: 'Track events.',
    category: 'News',
    url: 'javascript:alert(1)',
    fromDate: '2026-11-17T18:30:00.000Z',
    attachments: ['news/sports.pdf', '../escape.pdf'],
    extra: 'ignored',
  },
  { _id: 'n2', title: 42, category: 'News' },
  { _id: 'n3', title: 'Undated circular', category: 'Circular', fromDate: 'not a date', url: 'https://cbse.gov.in/x' },
];

describe('list getters', () => {
  it('validate per item, reshape to view models and log one line per call', async () => {
    route({ 'GET /api/news/All/SAMS042': json(news) });
    const { getAllNews } = await import('./news');
    const result = await getAllNews();
    expect(result.fromService).toBe(true);
    expect(result.data).toEqual([
      {
        id: 'n1',
        title: 'Annual Sports Meet',
        description: 'Track events.',
        category: 'News',
        url: null,
        date: '2026-11-17T18:30:00.000Z',
        attachmentUrls: [`${service.url}/api/image/news/sports.pdf`],
      },
      {
        id: 'n3',
        title: 'Undated circular',
        description: '',
        category: 'Circular',
        url: 'https://cbse.gov.in/x',
        date: null,
        attachmentUrls: [],
      },
    ]);
    const dropped = logs.map((line) => JSON.parse(line)).find((line) => line.msg === 'content-item-dropped');
    expect(dropped).toMatchObject({ resource: 'news/all', index: 1, fields: ['title'] });
    const call = logs.map((line) => JSON.parse(line)).find((line) => line.msg === 'content-api');
    expect(call).toMatchObject({ resource: 'news/all', endpoint: '/api/news/All/SAMS042', status: 200, kept: 2, dropped: 1 });
    expect(typeof call.ms).toBe('number');
  });

  it('send the token on the calls the spec marks, and never log it', async () => {
    const seen: Record<string, string | undefined> = {};
    service.handle((request, response) => {
      seen[request.url ?? ''] = request.headers.authorization;
      json([])(request, response);
    });
    const { getToppers } = await import('./toppers');
    const { getHomeEvents } = await import('./events');
    await getToppers();
    await getHomeEvents();
    expect(seen['/api/topper/SAMS042']).toBe('Bearer test-token-abcdef');
    expect(seen['/api/events/SAMS042']).toBeUndefined();
    expect(logs.join('\n')).not.toContain('test-token-abcdef');
  });

  it('count a non-list answer as a failure', async () => {
    route({ 'GET /api/media/SAMS042': json({ data: 'unexpected' }) });
    const { getMediaCoverage } = await import('./media');
    await expect(getMediaCoverage()).resolves.toEqual({ data: [], fromService: false });
    expect(logs.some((line) => line.includes('"error"') && line.includes('expected a list'))).toBe(true);
  });

  it('count a list of nothing but malformed items as a failure', async () => {
    route({ 'GET /api/news/All/SAMS042': json([{ title: 1 }, 'text']) });
    const { getAllNews } = await import('./news');
    await expect(getAllNews()).resolves.toEqual({ data: [], fromService: false });
  });

  it('fail soft on server errors', async () => {
    route({ 'GET /api/events/All/SAMS042': json({ message: 'down' }, 503) });
    const { getAllEvents } = await import('./events');
    await expect(getAllEvents()).resolves.toEqual({ data: [], fromService: false });
  });

  it.each([
    ['a server error', json({ message: 'down' }, 500)],
    ['malformed JSON', ((_request, response) => response.end('[{')) as Handler],
    ['a wrong shape', json({ data: 'unexpected' })],
    ['an empty list', json([])],
  ])('keep the last good list after %s', async (_name, failure) => {
    route({ 'GET /api/news/All/SAMS042': json(news) });
    const { getAllNews } = await import('./news');
    const good = await getAllNews();
    route({ 'GET /api/news/All/SAMS042': failure });
    await expect(getAllNews()).resolves.toEqual(good);
  });

  it('show nothing for an empty list with nothing cached, and accept empty where it is normal', async () => {
    route({ 'GET /api/news/All/SAMS042': json([]), 'GET /api/notification/SAMS042': json([]) });
    const { getAllNews } = await import('./news');
    const { getNotifications } = await import('./notifications');
    await expect(getAllNews()).resolves.toEqual({ data: [], fromService: true });
    route({ 'GET /api/notification/SAMS042': json([{ title: 'Holiday on Monday' }]) });
    const { data } = await getNotifications();
    expect(data.map((item) => item.title)).toEqual(['Holiday on Monday']);
    route({ 'GET /api/notification/SAMS042': json([]) });
    // No notifications now means no popup, not yesterday's popup.
    await expect(getNotifications()).resolves.toEqual({ data: [], fromService: true });
  });

  it('ask a failing service once per hold, sharing one call between concurrent visitors', async () => {
    route({ 'GET /api/events/All/SAMS042': json({ message: 'down' }, 500) });
    const { getAllEvents } = await import('./events');
    const answers = await Promise.all([getAllEvents(), getAllEvents(), getAllEvents()]);
    expect(answers).toEqual(Array(3).fill({ data: [], fromService: false }));
    await expect(getAllEvents()).resolves.toEqual({ data: [], fromService: false });
    expect(requests).toEqual(['GET /api/events/All/SAMS042']);
    expect(logs.filter((line) => line.includes('"resource":"events/all"'))).toHaveLength(1);

    route({ 'GET /api/events/All/SAMS042': json([{ title: 'Sports Day', fromDate: '2026-12-01T00:00:00Z' }]) });
    service.advance(FAILURE_HOLD_MS - 1);
    await expect(getAllEvents()).resolves.toEqual({ data: [], fromService: false });
    service.advance(2);
    const { data, fromService } = await getAllEvents();
    expect(fromService).toBe(true);
    expect(data.map((item) => item.title)).toEqual(['Sports Day']);
  });

  it('ask no other feed for a moment after a call got no answer at all', async () => {
    route({
      'GET /api/events/All/SAMS042': (request) => request.socket.destroy(),
      'GET /api/news/All/SAMS042': json(news),
    });
    const { getAllEvents } = await import('./events');
    const { getAllNews } = await import('./news');
    await expect(getAllEvents()).resolves.toEqual({ data: [], fromService: false });
    await expect(getAllNews()).resolves.toEqual({ data: [], fromService: false });
    expect(requests).toEqual(['GET /api/events/All/SAMS042']);
    service.advance(FAILURE_HOLD_MS + 1);
    await expect(getAllNews()).resolves.toMatchObject({ fromService: true });
  });

  it('drop videos whose link is not http(s)', async () => {
    route({
      'GET /api/video/All/SAMS042': json([
        { title: 'Annual Day', videoUrl: 'https://www.youtube.com/watch?v=abc', date: '2026-01-10T00:00:00Z' },
        { title: 'Bad', videoUrl: 'javascript:alert(1)' },
      ]),
    });
    const { getVideos } = await import('./videos');
    const result = await getVideos();
    expect(result.data.map((video) => video.title)).toEqual(['Annual Day']);
  });
});

describe('getGalleryItem', () => {
  const album = { _id: 'a1', title: 'Annual Day', category: 'PhotoGallery', date: '2026-02-01T00:00:00Z', attachments: ['g/1.jpg', 'g/2.jpg'] };

  it('answers a malformed id as not found without asking the service', async () => {
    route({});
    const { getGalleryItem } = await import('./gallery');
    await expect(getGalleryItem('../x')).resolves.toEqual({ data: null, fromService: true });
    expect(requests).toEqual([]);
  });

  it('answers an id missing from a good list as not found without asking for the item', async () => {
    route({ 'GET /api/gallery/All/SAMS042': json([album]) });
    const { getGalleryItem } = await import('./gallery');
    await expect(getGalleryItem('zzz')).resolves.toEqual({ data: null, fromService: true });
    expect(requests).toEqual(['GET /api/gallery/All/SAMS042']);
  });

  it('reads a listed item from the item endpoint, with its cover', async () => {
    route({ 'GET /api/gallery/All/SAMS042': json([album]), 'GET /api/subGallery?id=a1': json(album) });
    const { getGalleryItem } = await import('./gallery');
    const result = await getGalleryItem('a1');
    expect(result.data).toMatchObject({ id: 'a1', coverUrl: `${service.url}/api/image/g/1.jpg`, photoUrls: [`${service.url}/api/image/g/1.jpg`, `${service.url}/api/image/g/2.jpg`] });
  });

  it('falls back to the listed item when the item endpoint fails', async () => {
    route({ 'GET /api/gallery/All/SAMS042': json([album]), 'GET /api/subGallery?id=a1': json({}, 500) });
    const { getGalleryItem } = await import('./gallery');
    await expect(getGalleryItem('a1')).resolves.toMatchObject({ data: { id: 'a1' }, fromService: true });
  });

  it('reports a failure when neither call works', async () => {
    route({ 'GET /api/gallery/All/SAMS042': json({}, 500), 'GET /api/subGallery?id=a1': json({}, 500) });
    const { getGalleryItem } = await import('./gallery');
    await expect(getGalleryItem('a1')).resolves.toEqual({ data: null, fromService: false });
  });
});

describe('recordVisit', () => {
  it('registers the visit first, then reads the count', async () => {
    route({
      'POST /api/visitor': json({ message: 'ok' }),
      'GET /api/visitor/SAMS042': json([{ visitor: 48214 }]),
    });
    const { recordVisit } = await import('./visitor');
    await expect(recordVisit()).resolves.toBe(48214);
    expect(requests).toEqual(['POST /api/visitor', 'GET /api/visitor/SAMS042']);
  });

  it('sends the vendor the school code and nothing about the visitor (the privacy notice says so)', async () => {
    const sent: { headers: string[]; body: string }[] = [];
    route({
      'POST /api/visitor': (request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          // The raw headers, as they came over the wire: another test file of the same worker may have
          // installed the client-address hook, which pins x-forwarded-for on every server's parsed headers.
          const names = request.rawHeaders.filter((_value, index) => index % 2 === 0).map((name) => name.toLowerCase());
          sent.push({ headers: names.sort(), body });
          json({ message: 'ok' })(request, response);
        });
      },
      'GET /api/visitor/SAMS042': json([{ visitor: 48214 }]),
    });
    const { recordVisit } = await import('./visitor');
    await recordVisit();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ schoolcode: 'SAMS042' });
    // Only what the call itself needs (undici adds `connection` on some connections and not others): no
    // forwarded address, user agent, referrer or cookie of a visitor.
    const needed = ['accept', 'authorization', 'connection', 'content-length', 'content-type', 'host'];
    expect(sent[0]?.headers.filter((name) => !needed.includes(name))).toEqual([]);
    expect(sent[0]?.headers).toEqual(expect.arrayContaining(['authorization', 'content-type', 'host']));
  });

  it('stays 0 when the service fails', async () => {
    route({ 'POST /api/visitor': json({}, 500) });
    const { recordVisit } = await import('./visitor');
    await expect(recordVisit()).resolves.toBe(0);
  });
});
