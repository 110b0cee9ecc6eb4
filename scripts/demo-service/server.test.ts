/** @jest-environment node */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_SCHOOL_CODE, DEMO_TOKEN } from './data/constants';
import { kolkataDate } from './data/calendar';
import { PLANTED } from './data/problems';
import { FAULT_MODES, HOSTILE_PATHS, HOSTILE_TEXTS, HOSTILE_URLS, type FaultMode } from './faults';
import { startDemoService, type DemoService } from './server';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json: () => unknown;
}

interface Options {
  method?: string;
  token?: string | null;
  body?: unknown;
  rawBody?: string;
  timeoutMs?: number;
}

const AUTH = { token: DEMO_TOKEN };
const CODE = DEMO_SCHOOL_CODE;

// node:http with agent:false rather than fetch: raw paths (`..` is sent as is), no connection pool
// left behind, and timeouts we control.
function call(service: DemoService, pathname: string, options: Options = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const headers: Record<string, string> = {};
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (payload !== undefined) headers['Content-Type'] = 'application/json';
    const req = httpRequest({ host: '127.0.0.1', port: service.port, path: pathname, method: options.method ?? (payload === undefined ? 'GET' : 'POST'), headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json: () => JSON.parse(text) as unknown });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (options.timeoutMs) req.setTimeout(options.timeoutMs, () => req.destroy(new Error('client timeout')));
    req.end(payload);
  });
}

async function getList(service: DemoService, pathname: string, options: Options = {}): Promise<Record<string, unknown>[]> {
  const answer = await call(service, pathname, options);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['cache-control']).toBe('no-store');
  const json = answer.json();
  expect(Array.isArray(json)).toBe(true);
  return json as Record<string, unknown>[];
}

type Kind = 'string' | 'strings' | 'date' | 'id' | 'url-or-empty';
const isDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(v) && !Number.isNaN(Date.parse(v));
const CHECK: Record<Kind, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string' && v.trim() !== '',
  strings: (v) => Array.isArray(v) && v.every((s) => typeof s === 'string' && s !== '' && !s.startsWith('/') && !s.includes('..')),
  date: isDate,
  id: (v) => typeof v === 'string' && /^[0-9a-f]{24}$/.test(v),
  'url-or-empty': (v) => v === '' || (typeof v === 'string' && /^https:\/\//.test(v)),
};

function expectShape(items: Record<string, unknown>[], shape: Record<string, Kind>): void {
  for (const item of items) {
    for (const [key, kind] of Object.entries(shape)) {
      if (!CHECK[kind](item[key])) throw new Error(`field ${key} of ${JSON.stringify(item).slice(0, 200)} is not ${kind}`);
    }
  }
}

const GALLERY: Record<string, Kind> = { _id: 'id', title: 'string', description: 'string', date: 'date', category: 'string', attachments: 'strings' };

describe('demo content service', () => {
  let service: DemoService;
  let assetsDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    assetsDir = await mkdtemp(path.join(tmpdir(), 'demo-assets-'));
    await mkdir(path.join(assetsDir, 'gallery', 'annual-day'), { recursive: true });
    await mkdir(path.join(assetsDir, 'docs'), { recursive: true });
    await writeFile(path.join(assetsDir, 'gallery', 'annual-day', '1.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]));
    await writeFile(path.join(assetsDir, 'gallery', 'cover.webp'), Buffer.from('RIFFxxxxWEBP'));
    await writeFile(path.join(assetsDir, 'docs', 'rules.pdf'), Buffer.from('%PDF-1.7 demo'));
    await writeFile(path.join(assetsDir, 'notes.txt'), 'not served');
    service = await startDemoService({ port: 0, assetsDir, ensureAssets: false, log: (line) => lines.push(line) }, {});
  });

  afterAll(async () => {
    await service.close();
    await rm(assetsDir, { recursive: true, force: true });
  });

  beforeEach(() => service.setFault('ok'));

  it('listens on loopback on a free port', () => {
    expect(service.url).toBe(`http://127.0.0.1:${service.port}`);
    expect(service.port).toBeGreaterThan(0);
  });

  describe('lists', () => {
    it('answers all gallery-type items and the latest photo galleries for home', async () => {
      const all = await getList(service, `/api/gallery/All/${CODE}`);
      expectShape(all, GALLERY);
      const count = (category: string) => all.filter((item) => item.category === category).length;
      expect(count('PhotoGallery')).toBeGreaterThanOrEqual(8);
      expect(count('CapacityBuildingProgram')).toBeGreaterThanOrEqual(4);
      expect(count('Activity')).toBeGreaterThanOrEqual(6);
      expect(all.every((item) => (item.attachments as string[]).length >= 6)).toBe(true);
      const home = await getList(service, `/api/gallery/${CODE}`);
      expect(home.length).toBeGreaterThanOrEqual(8);
      expect(home.length).toBeLessThanOrEqual(10);
      expect(home.every((item) => item.category === 'PhotoGallery')).toBe(true);
      const dates = home.map((item) => String(item.date));
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('answers toppers of both classes over several sessions', async () => {
      const toppers = await getList(service, `/api/topper/${CODE}`, AUTH);
      expectShape(toppers, { _id: 'id', name: 'string', class: 'string', sessionYear: 'string', stream: 'string', division: 'string', attachments: 'strings' });
      expect(toppers.length).toBeGreaterThanOrEqual(30);
      for (const session of ['2021-2022', '2022-2023', '2023-2024', '2024-2025', '2025-2026']) {
        expect(toppers.some((t) => t.sessionYear === session && t.class === 'X')).toBe(true);
        expect(toppers.some((t) => t.sessionYear === session && t.class === 'XII')).toBe(true);
      }
    });

    it('answers the principal, notifications and online registration', async () => {
      const principal = await getList(service, `/api/PrincipalMessage/${CODE}`, AUTH);
      expect(principal).toHaveLength(1);
      expectShape(principal, { _id: 'id', name: 'string', category: 'string', message: 'string', attachments: 'strings' });
      expect(String(principal[0]?.message)).toMatch(/<p>[\s\S]*<strong>[\s\S]*<ul><li>/);
      expect(principal[0]?.category).toBe('Principal');

      const notifications = await getList(service, `/api/notification/${CODE}`, AUTH);
      expect(notifications).toHaveLength(2);
      expectShape(notifications, { _id: 'id', title: 'string', image: 'strings', desc: 'string', attachments: 'strings', url: 'url-or-empty' });
      expect(notifications.some((n) => (n.attachments as string[]).length > 0 && n.url !== '')).toBe(true);
      expect(notifications.some((n) => (n.attachments as string[]).length === 0 && n.url === '' && (n.image as string[]).length === 1)).toBe(true);

      const registration = await getList(service, `/api/onlineRegistration/${CODE}`, AUTH);
      expect(registration).toHaveLength(1);
      expectShape(registration, { _id: 'id', title: 'string', attachments: 'strings' });
    });

    it('answers birthdays with at least four on today in Kolkata', async () => {
      const birthdays = await getList(service, `/api/birthdays/${CODE}`);
      expectShape(birthdays, { _id: 'id', name: 'string', class: 'string', date: 'date', attachments: 'strings' });
      expect(birthdays.length).toBeGreaterThanOrEqual(10);
      const today = kolkataDate(new Date());
      const days = birthdays.map((b) => kolkataDate(new Date(String(b.date))));
      expect(days.filter((d) => d.month === today.month && d.day === today.day).length).toBeGreaterThanOrEqual(4);
      expect(days.some((d) => d.month !== today.month || d.day !== today.day)).toBe(true);
      expect(birthdays.every((b) => /^(I|II|III|IV|V|VI|VII|VIII|IX|X|XI|XII)-[A-D]$/.test(String(b.class)))).toBe(true);
    });

    it('answers events, news, videos, circulars, highlights and media', async () => {
      const eventShape: Record<string, Kind> = { _id: 'id', title: 'string', description: 'string', date: 'date', time: 'string', venue: 'string', images: 'strings', attachments: 'strings' };
      const allEvents = await getList(service, `/api/events/All/${CODE}`);
      // The one planted malformed event (scripts/demo-service/data/problems.ts) is checked on its own below.
      const events = allEvents.filter((event) => event.title !== PLANTED.malformed);
      expectShape(events, eventShape);
      expect(allEvents.filter((event) => event.title === PLANTED.malformed).map((event) => typeof event.images)).toEqual(['string']);
      expect(events.length).toBeGreaterThanOrEqual(10);
      expect(events.some((e) => String(e.date) > new Date().toISOString())).toBe(true);
      const homeEvents = await getList(service, `/api/events/${CODE}`);
      expect(homeEvents.length).toBeGreaterThan(0);
      expect(homeEvents.length).toBeLessThanOrEqual(8);

      const newsShape: Record<string, Kind> = { _id: 'id', title: 'string', description: 'string', category: 'string', url: 'url-or-empty', fromDate: 'date', attachments: 'strings' };
      const news = await getList(service, `/api/news/All/${CODE}`);
      expectShape(news, newsShape);
      expect(news.length).toBeGreaterThanOrEqual(14);
      expect(news.some((n) => n.category !== 'News')).toBe(true);
      const homeNews = await getList(service, `/api/news/${CODE}`);
      expect(homeNews.length).toBeLessThanOrEqual(10);
      expect(new Set(homeNews.map((n) => n.category)).size).toBeGreaterThan(1);

      const videos = await getList(service, `/api/video/All/${CODE}`);
      expectShape(videos, { _id: 'id', title: 'string', videoUrl: 'string', date: 'date' });
      expect(videos.length).toBeGreaterThanOrEqual(10);
      expect(videos.every((v) => /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/.test(String(v.videoUrl)))).toBe(true);

      const circulars = await getList(service, `/api/circular/all/${CODE}`, AUTH);
      expectShape(circulars, { _id: 'id', title: 'string', date: 'date', category: 'string', attachments: 'strings', images: 'strings' });
      expect(circulars.length).toBeGreaterThanOrEqual(8);
      expect(circulars.filter((c) => c.category === 'Magazine').length).toBeGreaterThanOrEqual(6);
      expect(circulars.every((c) => String((c.attachments as string[])[0]).endsWith('.pdf'))).toBe(true);

      const highlightShape: Record<string, Kind> = { _id: 'id', title: 'string', description: 'string', category: 'string', fromDate: 'date', attachments: 'strings' };
      const ticker = await getList(service, `/api/highlight/${CODE}`);
      expectShape(ticker, highlightShape);
      expect(ticker.length).toBe(5);
      const highlights = await getList(service, `/api/highlight/all/${CODE}`);
      expectShape(
        highlights.filter((h) => h.title !== PLANTED.undatedNotice),
        highlightShape,
      );
      expect(highlights.length).toBeGreaterThanOrEqual(18);
      expect(highlights.filter((h) => h.category === 'Notice').length).toBeGreaterThanOrEqual(15);
      expect(highlights.some((h) => h.category !== 'Notice')).toBe(true);

      const media = await getList(service, `/api/media/${CODE}`);
      expectShape(media, { _id: 'id', title: 'string', date: 'date', attachments: 'strings' });
      expect(media.length).toBeGreaterThanOrEqual(8);
      expect(media.some((m) => typeof m.url === 'string')).toBe(true);
    });

    it('spreads dates over the current and the two previous years', async () => {
      const [news, galleries, highlights] = await Promise.all([
        getList(service, `/api/news/All/${CODE}`),
        getList(service, `/api/gallery/All/${CODE}`),
        getList(service, `/api/highlight/all/${CODE}`),
      ]);
      // The one planted undated notice (scripts/demo-service/data/problems.ts) has none.
      expect(highlights.filter((h) => h.fromDate === '').map((h) => h.title)).toEqual([PLANTED.undatedNotice]);
      const dates = [...news.map((n) => n.fromDate), ...galleries.map((g) => g.date), ...highlights.map((h) => h.fromDate)]
        .filter((d) => d !== '')
        .map((d) => kolkataDate(new Date(String(d))));
      const year = kolkataDate(new Date()).year;
      const years = new Set(dates.map((d) => d.year));
      expect(years).toEqual(new Set([year, year - 1, year - 2]));
      expect(dates.some((d) => d.month === 1)).toBe(true);
      expect(dates.some((d) => d.month === 12)).toBe(true);
    });

    it('accepts the token on calls that do not require it, and tolerates case and a trailing slash', async () => {
      expect((await getList(service, `/api/media/${CODE}`, AUTH)).length).toBeGreaterThan(0);
      expect((await getList(service, `/api/news/all/${CODE}/`)).length).toBeGreaterThanOrEqual(14);
    });
  });

  describe('auth and routing', () => {
    const authCalls: [string, Options][] = [
      [`/api/topper/${CODE}`, {}],
      [`/api/PrincipalMessage/${CODE}`, {}],
      [`/api/notification/${CODE}`, {}],
      [`/api/onlineRegistration/${CODE}`, {}],
      [`/api/circular/all/${CODE}`, {}],
      [`/api/tc/${CODE}`, { body: { name: 'Aarav Sharma', admission: '2015/0412' } }],
    ];

    it.each(authCalls)('refuses %s without the bearer token', async (pathname, options) => {
      const missing = await call(service, pathname, options);
      expect(missing.status).toBe(401);
      expect(missing.json()).toEqual({ message: 'Unauthorized' });
      const wrong = await call(service, pathname, { ...options, token: 'not-the-token' });
      expect(wrong.status).toBe(401);
    });

    it('answers 404 JSON for a wrong school code and unknown routes', async () => {
      for (const pathname of ['/api/news/NOPE', '/api/gallery/All/sams042', '/api/visitor/XYZ']) {
        const answer = await call(service, pathname);
        expect(answer.status).toBe(404);
        expect(answer.json()).toEqual({ message: expect.any(String) });
      }
      expect((await call(service, `/api/topper/NOPE`, AUTH)).status).toBe(404);
      const unknown = await call(service, '/api/nothing-here');
      expect(unknown.status).toBe(404);
      expect(unknown.headers['content-type']).toMatch(/^application\/json/);
      expect((await call(service, '/')).status).toBe(404);
    });

    it('answers one gallery-type item by id from /api/subGallery', async () => {
      const all = await getList(service, `/api/gallery/All/${CODE}`);
      for (const category of ['PhotoGallery', 'CapacityBuildingProgram', 'Activity']) {
        const item = all.find((g) => g.category === category);
        const answer = await call(service, `/api/subGallery?id=${String(item?._id)}`);
        expect(answer.status).toBe(200);
        expect(answer.json()).toEqual(item);
      }
      const unknown = await call(service, '/api/subGallery?id=0123456789abcdef01234567');
      expect(unknown.status).toBe(404);
      expect(unknown.json()).toEqual({ message: expect.any(String) });
      expect((await call(service, '/api/subGallery')).status).toBe(400);
      expect((await call(service, '/api/subGallery?id=')).status).toBe(400);
    });
  });

  describe('visitor counter', () => {
    it('counts a registered visit', async () => {
      const before = (await getList(service, `/api/visitor/${CODE}`))[0]?.visitor as number;
      expect(before).toBeGreaterThan(40000);
      const post = await call(service, '/api/visitor', { body: { schoolcode: CODE } });
      expect(post.status).toBe(200);
      expect(post.json()).toEqual({ message: 'ok' });
      const after = (await getList(service, `/api/visitor/${CODE}`))[0]?.visitor;
      expect(after).toBe(before + 1);
    });

    it('refuses a visit with a wrong or missing school code', async () => {
      expect((await call(service, '/api/visitor', { body: { schoolcode: 'NOPE' } })).status).toBe(400);
      expect((await call(service, '/api/visitor', { body: {} })).status).toBe(400);
      expect((await call(service, '/api/visitor', { rawBody: '{"schoolcode":' })).status).toBe(400);
    });
  });

  describe('transfer certificate', () => {
    it('answers the certificate path for a known pair, ignoring case and extra spaces in the name', async () => {
      const answer = await call(service, `/api/tc/${CODE}`, { ...AUTH, body: { name: '  aarav   SHARMA ', admission: ' 2015/0412 ' } });
      expect(answer.status).toBe(200);
      expect(answer.json()).toEqual({ data: 'tc/2015-0412.jpg' });
      const other = await call(service, `/api/tc/${CODE}`, { ...AUTH, body: { name: 'Rohan Ekka', admission: '2014/0235' } });
      expect(other.json()).toEqual({ data: 'tc/2014-0235.jpg' });
    });

    it('tells an unknown admission number from a name that does not match', async () => {
      const unknown = await call(service, `/api/tc/${CODE}`, { ...AUTH, body: { name: 'Aarav Sharma', admission: '2099/0001' } });
      expect(unknown.status).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Student not found' });
      const mismatch = await call(service, `/api/tc/${CODE}`, { ...AUTH, body: { name: 'Diya Sharma', admission: '2016/0788' } });
      expect(mismatch.status).toBe(404);
      expect(mismatch.json()).toEqual({ message: 'Name does not match' });
    });

    it('refuses malformed bodies', async () => {
      for (const options of [{ rawBody: 'not json' }, { body: { name: 'Aarav Sharma' } }, { body: { name: ' ', admission: '2015/0412' } }, { body: { name: 7, admission: '2015/0412' } }, { body: ['x'] }]) {
        const answer = await call(service, `/api/tc/${CODE}`, { ...AUTH, ...options });
        expect(answer.status).toBe(400);
        expect(answer.json()).toEqual({ message: expect.any(String) });
      }
    });
  });

  describe('files', () => {
    it('serves stored files with type, length and a day of caching, without auth', async () => {
      const jpeg = await call(service, '/api/image/gallery/annual-day/1.jpg');
      expect(jpeg.status).toBe(200);
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      expect(jpeg.headers['content-length']).toBe('8');
      expect(jpeg.headers['cache-control']).toBe('public, max-age=86400');
      expect(jpeg.body[0]).toBe(0xff);
      expect((await call(service, '/api/image/docs/rules.pdf')).headers['content-type']).toBe('application/pdf');
      expect((await call(service, '/api/image/gallery/cover.webp')).headers['content-type']).toBe('image/webp');
      expect((await call(service, '/api/image/gallery%2Fannual-day%2F1.jpg')).status).toBe(200);
    });

    it('answers 404 for unknown files and kinds it does not serve', async () => {
      for (const pathname of ['/api/image/gallery/nope.jpg', '/api/image/notes.txt', '/api/image/gallery', '/api/image/.stamp.json']) {
        const answer = await call(service, pathname);
        expect(answer.status).toBe(404);
        expect(answer.json()).toEqual({ message: expect.any(String) });
      }
    });

    it.each(['/api/image/../secret.jpg', '/api/image/gallery/../../x.jpg', '/api/image/%2e%2e/x.jpg', '/api/image/a%5cb.jpg', '/api/image/a\\b.jpg', '/api/image//etc/passwd', '/api/image/%2Fetc%2Fpasswd'])(
      'refuses the path %s',
      async (pathname) => {
        const answer = await call(service, pathname);
        expect(answer.status).toBe(400);
      },
    );
  });

  describe('control API and logging', () => {
    it('reads and sets the fault mode', async () => {
      expect((await call(service, '/__demo/fault')).json()).toEqual({ mode: 'ok', only: null });
      const set = await call(service, '/__demo/fault', { body: { mode: 'empty', only: '/api/news' } });
      expect(set.json()).toEqual({ mode: 'empty', only: '/api/news' });
      expect(service.fault()).toEqual({ mode: 'empty', only: '/api/news' });
      expect((await call(service, '/__demo/fault', { body: { mode: 'broken' } })).status).toBe(400);
      expect((await call(service, '/__demo/fault', { body: { mode: 'ok', only: 5 } })).status).toBe(400);
    });

    it('switches the planted problems off and on again', async () => {
      const titles = async () => [...(await getList(service, `/api/highlight/all/${CODE}`)), ...(await getList(service, `/api/news/All/${CODE}`)), ...(await getList(service, `/api/events/All/${CODE}`))].map((item) => item.title);
      const planted = Object.values(PLANTED);
      expect((await call(service, '/__demo/problems')).json()).toEqual({ problems: true });
      expect((await titles()).filter((title) => (planted as unknown[]).includes(title)).sort()).toEqual([...planted, PLANTED.duplicate].sort());
      expect((await call(service, '/__demo/problems', { body: { problems: false } })).json()).toEqual({ problems: false });
      expect((await titles()).filter((title) => (planted as unknown[]).includes(title))).toEqual([]);
      expect((await call(service, '/__demo/problems', { body: { problems: 'yes' } })).status).toBe(400);
      expect((await call(service, '/__demo/problems', { body: { problems: true } })).json()).toEqual({ problems: true });
      expect((await titles()).filter((title) => (planted as unknown[]).includes(title))).toHaveLength(planted.length + 1);
    });

    it('publishes a new newest News item on each revision', async () => {
      const bumped = (await call(service, '/__demo/revision', { method: 'POST' })).json() as { revision: number; title: string };
      expect(bumped.title).toContain(`revision ${bumped.revision}`);
      const home = (await call(service, `/api/news/${CODE}`)).json() as { title: string }[];
      expect(home[0]?.title).toBe(bumped.title);
      const again = (await call(service, '/__demo/revision', { method: 'POST' })).json() as { revision: number };
      expect(again.revision).toBe(bumped.revision + 1);
    });

    it('keeps a log of recent requests that can be cleared', async () => {
      await call(service, '/__demo/requests/clear', { method: 'POST' });
      await call(service, `/api/media/${CODE}`);
      await call(service, `/api/topper/${CODE}`);
      const log = (await call(service, '/__demo/requests')).json() as { method: string; path: string; status: number; at: string }[];
      expect(log.map(({ method, path: p, status }) => ({ method, path: p, status }))).toEqual([
        { method: 'GET', path: `/api/media/${CODE}`, status: 200 },
        { method: 'GET', path: `/api/topper/${CODE}`, status: 401 },
      ]);
      expect(log.every((entry) => isDate(entry.at))).toBe(true);
    });

    it('logs one line per request and never the token', async () => {
      lines.length = 0;
      await call(service, `/api/topper/${CODE}`, AUTH);
      await call(service, `/api/tc/${CODE}`, { ...AUTH, body: { name: 'Aarav Sharma', admission: '2015/0412' } });
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(new RegExp(`^demo-service GET /api/topper/${CODE} 200 \\d+ms$`));
      expect(lines[1]).toMatch(/^demo-service POST \/api\/tc\/SAMS042 200 \d+ms$/);
      expect(lines.join('\n')).not.toContain(DEMO_TOKEN);
    });
  });

  describe('faults', () => {
    const setFault = async (mode: FaultMode, only?: string) => {
      const answer = await call(service, '/__demo/fault', { body: only ? { mode, only } : { mode } });
      expect(answer.status).toBe(200);
    };

    it('knows every documented mode', () => {
      expect(FAULT_MODES).toEqual(expect.arrayContaining(['ok', 'error', 'hang', 'slow', 'malformed', 'wrong-shape', 'empty', 'oversize', 'unauthorized']));
    });

    it('error: 500 JSON, limited to `only` when given, including files and POSTs', async () => {
      await setFault('error', '/api/highlight');
      const failing = await call(service, `/api/highlight/${CODE}`);
      expect(failing.status).toBe(500);
      expect(failing.json()).toEqual({ message: expect.any(String) });
      expect((await call(service, `/api/news/${CODE}`)).status).toBe(200);
      await setFault('error');
      expect((await call(service, '/api/image/docs/rules.pdf')).status).toBe(500);
      // The control API is never affected.
      expect((await call(service, '/__demo/requests')).status).toBe(200);
      expect((await call(service, '/api/visitor', { body: { schoolcode: CODE } })).status).toBe(500);
    });

    it('hang: the request is accepted and never answered', async () => {
      await setFault('hang', '/api/events');
      const started = Date.now();
      await expect(call(service, `/api/events/${CODE}`, { timeoutMs: 500 })).rejects.toThrow('client timeout');
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
      // Other paths still answer, and so does the control API.
      expect((await call(service, `/api/news/${CODE}`)).status).toBe(200);
    });

    it('slow: headers at once, then the body drips one small chunk per second', async () => {
      await setFault('slow', '/api/news/All');
      const events: { at: number; bytes: number }[] = [];
      const started = Date.now();
      const result = await new Promise<{ status: number; type: string | undefined; headersAfter: number }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port: service.port, path: `/api/news/All/${CODE}`, agent: false }, (res) => {
          const headersAfter = Date.now() - started;
          res.on('data', (chunk: Buffer) => {
            events.push({ at: Date.now() - started, bytes: chunk.length });
            if (events.length === 2) {
              req.destroy();
              resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], headersAfter });
            }
          });
        });
        req.on('error', (error) => (events.length >= 2 ? undefined : reject(error)));
        req.end();
      });
      expect(result.status).toBe(200);
      expect(result.type).toMatch(/^application\/json/);
      expect(result.headersAfter).toBeLessThan(500);
      expect(events[0]?.bytes).toBeLessThanOrEqual(256);
      expect((events[1]?.at ?? 0) - (events[0]?.at ?? 0)).toBeGreaterThanOrEqual(800);
    });

    it('malformed: 200 JSON that does not parse', async () => {
      const all = await getList(service, `/api/gallery/All/${CODE}`);
      await setFault('malformed');
      for (const pathname of [`/api/news/${CODE}`, `/api/subGallery?id=${String(all[0]?._id)}`, `/api/visitor/${CODE}`]) {
        const answer = await call(service, pathname);
        expect(answer.status).toBe(200);
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        expect(() => answer.json()).toThrow();
      }
      // Answers that were errors anyway stay as they are.
      expect((await call(service, '/api/subGallery?id=0123456789abcdef01234567')).json()).toEqual({ message: expect.any(String) });
      const image = await call(service, '/api/image/gallery/annual-day/1.jpg');
      expect(image.body.length).toBe(4);
    });

    it('wrong-shape: an object where a list is due, a list where an object is due', async () => {
      await setFault('wrong-shape');
      expect((await call(service, `/api/media/${CODE}`)).json()).toEqual({ data: 'unexpected' });
      const all = await setFault('ok').then(() => getList(service, `/api/gallery/All/${CODE}`));
      await setFault('wrong-shape');
      expect(Array.isArray((await call(service, `/api/subGallery?id=${String(all[0]?._id)}`)).json())).toBe(true);
    });

    it('wrong-items: a list mixing one valid item with items of wrong types', async () => {
      await setFault('wrong-items', '/api/news');
      const items = (await call(service, `/api/news/All/${CODE}`)).json() as unknown[];
      expect(items.length).toBeGreaterThan(2);
      expect(items).toContain(null);
      expect(items).toContain(42);
      expect(items.filter((item) => typeof item === 'object' && item !== null && typeof (item as { title?: unknown }).title === 'string')).toHaveLength(1);
    });

    it('hostile: rendered texts, links and file paths replaced, ids and dates kept', async () => {
      const clean = await getList(service, `/api/news/All/${CODE}`);
      await setFault('hostile', '/api/news');
      const items = (await call(service, `/api/news/All/${CODE}`)).json() as Record<string, unknown>[];
      expect(items.map((item) => item._id)).toEqual(clean.map((item) => item._id));
      expect(items.map((item) => item.fromDate)).toEqual(clean.map((item) => item.fromDate));
      expect(new Set(items.map((item) => item.title))).toEqual(new Set(HOSTILE_TEXTS.slice(0, items.length)));
      expect(items.map((item) => item.url)).toEqual(items.map((_, n) => HOSTILE_URLS[n % HOSTILE_URLS.length]));
      expect(items[1]?.attachments).toEqual([HOSTILE_PATHS[1], HOSTILE_PATHS[2]]);
      expect((await call(service, `/api/topper/${CODE}`, AUTH)).json()).not.toContainEqual(expect.objectContaining({ name: HOSTILE_TEXTS[0] }));
    });

    it('empty: [] for lists and {} for one item', async () => {
      const all = await getList(service, `/api/gallery/All/${CODE}`);
      await setFault('empty');
      for (const pathname of [`/api/news/${CODE}`, `/api/topper/${CODE}`, `/api/birthdays/${CODE}`, `/api/visitor/${CODE}`]) {
        expect((await call(service, pathname, AUTH)).json()).toEqual([]);
      }
      expect((await call(service, `/api/subGallery?id=${String(all[0]?._id)}`)).json()).toEqual({});
    });

    it('oversize: a valid JSON list of about 6 MB', async () => {
      await setFault('oversize', '/api/highlight');
      const answer = await call(service, `/api/highlight/all/${CODE}`);
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBeGreaterThanOrEqual(6 * 1024 * 1024);
      expect(answer.body.length).toBeLessThan(7 * 1024 * 1024);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      const list = answer.json() as { _id: string }[];
      expect(Array.isArray(list)).toBe(true);
      expect(new Set(list.map((item) => item._id)).size).toBe(list.length);
    });

    it('huge-image: every file is a real PNG of 20,000 x 20,000 pixels, small on the wire', async () => {
      await setFault('huge-image', '/api/image');
      const answer = await call(service, '/api/image/gallery/annual-day/1.jpg');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      const png = answer.body;
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      // IHDR: width and height, big-endian, at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([20_000, 20_000]);
      expect(png.length).toBeLessThan(1024 * 1024);
    }, 20_000);

    it('endless: a file answer that never ends', async () => {
      await setFault('endless', '/api/image');
      const stop = new AbortController();
      const response = await fetch(`${service.url}/api/image/gallery/annual-day/1.jpg`, { signal: stop.signal });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBeNull();
      const reader = response.body!.getReader();
      let received = 0;
      while (received < 1024 * 1024) received += (await reader.read()).value?.byteLength ?? 0;
      stop.abort();
      expect(received).toBeGreaterThanOrEqual(1024 * 1024);
    });

    it('unauthorized: 401 everywhere under /api/, token or not', async () => {
      await setFault('unauthorized');
      for (const pathname of [`/api/news/${CODE}`, `/api/topper/${CODE}`, '/api/image/docs/rules.pdf']) {
        const answer = await call(service, pathname, AUTH);
        expect(answer.status).toBe(401);
        expect(answer.json()).toEqual({ message: 'Unauthorized' });
      }
      expect((await call(service, '/__demo/fault')).status).toBe(200);
    });
  });
});

describe('demo content service lifecycle', () => {
  it('follows the Kolkata day per request, so birthdays change at midnight IST', async () => {
    let clock = new Date('2026-03-31T18:29:00Z');
    const service = await startDemoService({ port: 0, ensureAssets: false, log: false, now: () => clock }, {});
    try {
      const dayOf = async () => {
        const list = (await call(service, `/api/birthdays/${CODE}`)).json() as { date: string }[];
        return list.map((b) => kolkataDate(new Date(b.date))).map((d) => `${d.month}-${d.day}`);
      };
      expect((await dayOf()).filter((d) => d === '3-31').length).toBeGreaterThanOrEqual(4);
      clock = new Date('2026-03-31T18:31:00Z');
      expect((await dayOf()).filter((d) => d === '4-1').length).toBeGreaterThanOrEqual(4);
    } finally {
      await service.close();
    }
  });

  it('reads its settings from the environment and refuses malformed ones', async () => {
    const service = await startDemoService({ ensureAssets: false, log: false }, { DEMO_PORT: '0', DEMO_SCHOOL_CODE: 'TEST01', DEMO_TOKEN: 'other-token', DEMO_FAULT: 'empty', DEMO_FAULT_ONLY: '/api/media' });
    try {
      expect(service.fault()).toEqual({ mode: 'empty', only: '/api/media' });
      expect((await call(service, '/api/media/TEST01')).json()).toEqual([]);
      expect((await call(service, '/api/topper/TEST01', { token: 'other-token' })).status).toBe(200);
      expect((await call(service, `/api/news/${CODE}`)).status).toBe(404);
    } finally {
      await service.close();
    }
    await expect(startDemoService({ ensureAssets: false, log: false }, { DEMO_PORT: 'abc' })).rejects.toThrow('DEMO_PORT');
    await expect(startDemoService({ ensureAssets: false, log: false, port: 0 }, { DEMO_FAULT: 'sometimes' })).rejects.toThrow('DEMO_FAULT');
  });

  it('close() ends hung and dripping answers at once', async () => {
    const service = await startDemoService({ port: 0, ensureAssets: false, log: false, fault: 'hang', faultOnly: '/api/news' }, {});
    const hung = call(service, `/api/news/${CODE}`).then(
      () => 'answered',
      () => 'dropped',
    );
    // Let the first request reach the server under `hang` before the fault changes.
    await new Promise((resolve) => setTimeout(resolve, 150));
    service.setFault('slow', '/api/media');
    const dripping = call(service, `/api/media/${CODE}`).then(
      () => 'answered',
      () => 'dropped',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await service.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await hung).toBe('dropped');
    expect(await dripping).toBe('dropped');
    await service.close();
  });
});
