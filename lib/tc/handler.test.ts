/** @jest-environment node */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { BlockList, type AddressInfo } from 'node:net';
import fc from 'fast-check';
import { setContentEnv } from '@/test/content-env';
import { startFixtureServer, type Handler } from '@/test/http-fixture';

type Fixture = Awaited<ReturnType<typeof startFixtureServer>>;
let vendor: Fixture;
let handlerModule: typeof import('./handler');
let limits: typeof import('./limits');
let tc: typeof import('./vendor');

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
const STUDENT = { name: 'Aarav Sharma', admission: '2015/0412' };
const FAILED = 'Failed to process your request. Please try again later.';
const DOWNLOAD = 'Failed to download data.';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}
let seen: Seen[];

/** A vendor answering the TC call with `tc` and the image call with `image`. */
function vendorWith(tc: Handler, image: Handler = (_q, response) => response.end(JPEG)): Handler {
  return (request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, body });
      if (request.url?.startsWith('/api/tc/')) tc(request, response);
      else image(request, response);
    });
  };
}

function answerJson(body: unknown, status = 200): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}

const okTc = answerJson({ data: 'tc/2015-0412.jpg' });

function post(body: BodyInit | null, headers: Record<string, string> = {}, init: RequestInit = {}): Request {
  return new Request('http://school.example/api/tc', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', host: 'school.example', ...headers },
    body,
    ...init,
  });
}

const json = (value: unknown, headers: Record<string, string> = {}) => post(JSON.stringify(value), headers);

function handler(options: { bodyTimeoutMs?: number } = {}) {
  return handlerModule.createTcHandler({ limiters: limits.createTcLimiters(), ...options });
}

async function message(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

beforeAll(async () => {
  vendor = await startFixtureServer();
  setContentEnv(vendor.url);
  const clientIp = await import('../server/client-address');
  clientIp.installClientIpHook(new BlockList());
  handlerModule = await import('./handler');
  limits = await import('./limits');
  tc = await import('./vendor');
});

beforeEach(() => {
  // Each test starts with the live-call breaker closed: the failures other tests provoke would otherwise
  // open it, depending on how long the tests took (its window is 60 s), and fail later tests at once.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('school-site.vendor-breaker')];
  seen = [];
  vendor.handle(vendorWith(okTc));
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());
afterAll(() => vendor.close());

describe('POST /api/tc', () => {
  it('answers the certificate as an attachment named tc.jpg, never cached, after one token-carrying TC call', async () => {
    const response = await handler()(json({ name: '  Aarav Sharma ', admission: ' 2015/0412 ' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="tc.jpg"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await response.arrayBuffer()).equals(JPEG)).toBe(true);
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /api/tc/SAMS042', 'GET /api/image/tc/2015-0412.jpg']);
    expect(seen[0]?.authorization).toBe('Bearer test-token-abcdef');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(STUDENT);
    // The image call needs no token, so it carries none.
    expect(seen[1]?.authorization).toBeUndefined();
  });

  it('labels a PNG certificate as image/png and still names it tc.jpg', async () => {
    vendor.handle(vendorWith(okTc, (_q, response) => response.end(PNG)));
    const response = await handler()(json(STUDENT));
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="tc.jpg"');
  });

  it('accepts a native form post', async () => {
    const body = new URLSearchParams(STUDENT).toString();
    const response = await handler()(post(body, { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }));
    expect(response.status).toBe(200);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(STUDENT);
  });

  it.each([
    [{ admission: '2015/0412' }, 'Please fill in all fields'],
    [{ name: '   ', admission: '2015/0412' }, 'Please fill in all fields'],
    [{ name: 'Aarav Sharma', admission: '' }, 'Please fill in all fields'],
    [{ name: 42, admission: '2015/0412' }, 'Please fill in all fields'],
    [{ name: 'A'.repeat(101), admission: '2015/0412' }, 'Student Full Name must be at most 100 characters.'],
    [{ name: 'Aarav Sharma', admission: '1'.repeat(101) }, 'Admission Number must be at most 100 characters.'],
    [{ name: 'Aarav Sharma', admission: '2015\\0412' }, 'Admission Number may contain only letters, digits, "/" and "-".'],
    [{ name: 'Aarav Sharma', admission: '../../x' }, 'Admission Number may contain only letters, digits, "/" and "-".'],
  ])('answers 400 for %j without calling the vendor', async (body, expected) => {
    const response = await handler()(json(body));
    expect(response.status).toBe(400);
    expect(await message(response)).toBe(expected);
    expect(seen).toEqual([]);
  });

  it.each(['not json', '[1,2]', 'null'])('answers 400 for the body %j', async (body) => {
    const response = await handler()(post(body));
    expect(response.status).toBe(400);
    expect(seen).toEqual([]);
  });

  it('answers 413 for a body over 2 KB without reading the rest of the stream', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
    });
    const response = await handler()(post(endless, {}, { duplex: 'half' } as RequestInit));
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(10);
    expect(seen).toEqual([]);
  });

  it('answers 413 at once for a declared length over 2 KB', async () => {
    const response = await handler()(post(JSON.stringify({ ...STUDENT, pad: 'x'.repeat(3000) })));
    expect(response.status).toBe(413);
  });

  it('answers 408 for a body that stops arriving', async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"name":'));
      },
    });
    const started = Date.now();
    const response = await handler({ bodyTimeoutMs: 200 })(post(stalled, {}, { duplex: 'half' } as RequestInit));
    expect(response.status).toBe(408);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(seen).toEqual([]);
  });

  it.each(['GET', 'PUT', 'DELETE'])('answers 405 with Allow: POST to %s', async (method) => {
    const response = await handler()(new Request('http://school.example/api/tc', { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it.each(['text/plain', 'multipart/form-data; boundary=x', ''])('answers 415 to the content type %j', async (type) => {
    const response = await handler()(post(JSON.stringify(STUDENT), { 'content-type': type }));
    expect(response.status).toBe(415);
    expect(seen).toEqual([]);
  });

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://school.example' }],
    [{ origin: 'null' }],
  ])('answers 403 to a cross-site request %j', async (headers) => {
    const response = await handler()(json(STUDENT, headers));
    expect(response.status).toBe(403);
    expect(seen).toEqual([]);
  });

  it('accepts a same-origin browser request', async () => {
    const response = await handler()(json(STUDENT, { origin: 'http://school.example', 'sec-fetch-site': 'same-origin' }));
    expect(response.status).toBe(200);
  });

  it('answers a form post that fails with a page, not JSON', async () => {
    const response = await handler()(post('name=&admission=1', { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<p role="alert">Please fill in all fields</p>');
    expect(page).toContain('href="/Tc"');
  });

  it('gives the same message when the vendor does not know the student or the name does not match', async () => {
    vendor.handle(vendorWith(answerJson({ message: 'Student not found' }, 404)));
    const unknown = await handler()(json(STUDENT));
    vendor.handle(vendorWith(answerJson({ message: 'Name does not match' }, 404)));
    const mismatch = await handler()(json(STUDENT));
    expect([unknown.status, mismatch.status]).toEqual([404, 404]);
    expect([await message(unknown), await message(mismatch)]).toEqual([FAILED, FAILED]);
  });

  it.each([
    ['a 400', answerJson({ message: 'bad' }, 400)],
    ['a 401', answerJson({ message: 'Unauthorized' }, 401)],
    ['a 500', answerJson({ message: 'boom' }, 500)],
    ['an answer without data', answerJson({ message: 'ok' })],
    ['invalid JSON', (_q: IncomingMessage, response: import('node:http').ServerResponse) => response.end('{"data":')],
  ])('answers 502 with the failure message after %s from the TC call, which is never retried', async (_label, tcHandler) => {
    vendor.handle(vendorWith(tcHandler));
    const response = await handler()(json(STUDENT));
    expect(response.status).toBe(502);
    expect(await message(response)).toBe(FAILED);
    expect(seen.filter((request) => request.url.startsWith('/api/tc/'))).toHaveLength(1);
  });

  it('gives up on a TC call that hangs after 5 s', async () => {
    vendor.handle(vendorWith(() => undefined));
    const started = Date.now();
    const response = await handler()(json(STUDENT));
    expect(response.status).toBe(502);
    expect(await message(response)).toBe(FAILED);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    expect(Date.now() - started).toBeLessThan(6_500);
  }, 10_000);

  it.each([
    ['a 404', answerJson({ message: 'File not found' }, 404)],
    ['an HTML page', (_q: IncomingMessage, response: import('node:http').ServerResponse) => response.end('<html>not an image</html>')],
    ['an empty body', (_q: IncomingMessage, response: import('node:http').ServerResponse) => response.end()],
    ['a redirect elsewhere', (_q: IncomingMessage, response: import('node:http').ServerResponse) => {
      response.writeHead(302, { location: 'https://evil.example/tc.jpg' });
      response.end();
    }],
  ])('answers "Failed to download data." when the image call gives %s', async (_label, imageHandler) => {
    vendor.handle(vendorWith(okTc, imageHandler));
    const response = await handler()(json(STUDENT));
    expect(response.status).toBe(502);
    expect(await message(response)).toBe(DOWNLOAD);
  });

  it('aborts an image over 5 MB as it streams in', async () => {
    let written = 0;
    let closed = false;
    vendor.handle(
      vendorWith(okTc, (_q, response) => {
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        response.on('close', () => (closed = true));
        const chunk = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(64 * 1024 - 3)]);
        const pump = () => {
          while (!closed && written < 50 * 1024 * 1024) {
            written += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
        };
        pump();
      }),
    );
    const response = await handler()(json(STUDENT));
    expect(response.status).toBe(502);
    expect(await message(response)).toBe(DOWNLOAD);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written).toBeLessThan(12 * 1024 * 1024);
  });

  it('refuses an image whose declared length is over 5 MB without reading it', async () => {
    vendor.handle(
      vendorWith(okTc, (_q, response) => {
        response.writeHead(200, { 'content-length': String(6 * 1024 * 1024) });
        response.write(JPEG);
      }),
    );
    const response = await handler()(json(STUDENT));
    expect(await message(response)).toBe(DOWNLOAD);
  });

  it.each([
    '//evil.example/tc.jpg',
    'https://evil.example/tc.jpg',
    '../secret.jpg',
    'tc/../../etc/passwd',
    '%2e%2e/secret.jpg',
    'tc/%2E%2E/%2e%2e/x',
    'tc\\..\\x.jpg',
    'tc/a\u0000b.jpg',
    'tc/a\r\nb.jpg',
  ])('refuses the certificate path %j without a second request', async (path) => {
    vendor.handle(vendorWith(answerJson({ data: path })));
    const response = await handler()(json(STUDENT));
    expect(response.status).toBe(502);
    expect(await message(response)).toBe(DOWNLOAD);
    expect(seen).toHaveLength(1);
  });

  it('keeps the vendor origin and the /api/image/ prefix whatever path the vendor returns', () => {
    const origin = new URL(vendor.url).origin;
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webPath(), fc.webUrl(), fc.constantFrom('..', '%2e%2e/', '\\x', '//host/x', 'https://host/x')), (path) => {
        const url = tc.certificateUrl(path);
        if (url === null) return;
        const parsed = new URL(url);
        expect(parsed.origin).toBe(origin);
        expect(parsed.pathname.startsWith('/api/image/')).toBe(true);
        expect(parsed.pathname.split('/')).not.toContain('..');
      }),
      { numRuns: 1000 },
    );
  });

  it('logs a request id and the status, never the token or the student', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const response = await handler()(json(STUDENT));
    const lines = log.mock.calls.map((call) => String(call[0]));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}') as { id: string; status: number };
    expect(entry.status).toBe(200);
    expect(entry.id).toBe(response.headers.get('x-request-id'));
    for (const secret of ['test-token-abcdef', 'Aarav', '2015/0412', '2015-0412']) expect(lines[0]).not.toContain(secret);
  });
});

describe('rate limits', () => {
  async function statuses(run: (n: number) => Promise<Response>, times: number): Promise<number[]> {
    const result: number[] = [];
    for (let n = 0; n < times; n += 1) result.push((await run(n)).status);
    return result;
  }

  it('allows 5 requests per client address in 10 minutes, then 429 with Retry-After and a message', async () => {
    const handle = handler();
    const codes = await statuses(() => handle(json({})), 5);
    expect(codes).toEqual([400, 400, 400, 400, 400]);
    const limited = await handle(json({}));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
    expect(await message(limited)).toBe('Too many requests. Please try again in 10 minutes.');
    expect((await handle(json({}, { 'x-forwarded-for': '203.0.113.10' }))).status).toBe(400);
  });

  it('counts IPv6 clients by their /64: addresses of one /64 share one allowance, another /64 has its own', async () => {
    const handle = handler();
    const codes = await statuses((n) => handle(json({}, { 'x-forwarded-for': `2001:db8:1:1::${n + 1}` })), 6);
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await handle(json({}, { 'x-forwarded-for': '2001:db8:1:1:ffff:ffff:ffff:ffff' }))).status).toBe(429);
    expect((await handle(json({}, { 'x-forwarded-for': '2001:db8:1:2::1' }))).status).toBe(400);
  });

  it('lets one network of 16 addresses reach the vendor 10 times an hour, leaving the budget to other parents', async () => {
    const handle = handler();
    const codes: number[] = [];
    for (let host = 1; host <= 16; host += 1) {
      codes.push(...(await statuses(() => handle(json(STUDENT, { 'x-forwarded-for': `10.0.0.${host}` })), 5)));
    }
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(70);
    expect(seen.filter((request) => request.url.startsWith('/api/tc/'))).toHaveLength(10);

    const refused = await handle(json(STUDENT, { 'x-forwarded-for': '10.0.0.200' }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    expect(await message(refused)).toBe('Too many requests. Please try again in 60 minutes.');

    const parent = await handle(json(STUDENT, { 'x-forwarded-for': '10.0.1.9' }));
    expect(parent.status).toBe(200);
    expect(Buffer.from(await parent.arrayBuffer()).equals(JPEG)).toBe(true);
  });

  it('counts IPv6 networks by their /48', async () => {
    const handle = handler();
    const codes = await statuses((n) => handle(json(STUDENT, { 'x-forwarded-for': `2001:db8:7:${n}::1` })), 11);
    expect(codes).toEqual([...Array<number>(10).fill(200), 429]);
    expect((await handle(json(STUDENT, { 'x-forwarded-for': '2001:db8:8::1' }))).status).toBe(200);
  });

  it('never counts a successful lookup against the admission number', async () => {
    const handle = handler();
    const codes = await statuses((n) => handle(json(STUDENT, { 'x-forwarded-for': `203.0.113.${n + 20}` })), 8);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
  });

  it('lets wrong names lock a pupil out of the sending network only, after 5 failed lookups in an hour', async () => {
    // The vendor knows each pupil by the right name only.
    const pupils = new Map([['2015/0412', 'Aarav Sharma'], ['2016/0788', 'Diya Kumari']]);
    vendor.handle(
      vendorWith((request, response) => {
        const sent = JSON.parse(seen.at(-1)?.body ?? '{}') as { name?: string; admission?: string };
        if (pupils.get(sent.admission ?? '') === sent.name) okTc(request, response);
        else answerJson({ message: 'Name does not match' }, 404)(request, response);
      }),
    );
    const handle = handler();
    const attacker = await statuses((n) => handle(json({ name: `Wrong Name ${n}`, admission: STUDENT.admission }, { 'x-forwarded-for': `198.51.100.${n + 1}` })), 6);
    expect(attacker).toEqual([404, 404, 404, 404, 404, 429]);

    const parent = await handle(json(STUDENT, { 'x-forwarded-for': '203.0.113.77' }));
    expect(parent.status).toBe(200);
    expect(Buffer.from(await parent.arrayBuffer()).equals(JPEG)).toBe(true);

    // From the attacker's own network the pupil stays locked out for the hour, even with the right name.
    const fromAttackerNetwork = await handle(json(STUDENT, { 'x-forwarded-for': '198.51.100.50' }));
    expect(fromAttackerNetwork.status).toBe(429);
    expect(Number(fromAttackerNetwork.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    // Another pupil is not locked out of that network.
    expect((await handle(json({ name: 'Diya Kumari', admission: '2016/0788' }, { 'x-forwarded-for': '198.51.100.51' }))).status).toBe(200);
    expect(seen.filter((request) => request.url.startsWith('/api/tc/'))).toHaveLength(7);
  });

  it('sends at most 120 TC calls an hour to the vendor in total', async () => {
    vendor.handle(vendorWith(answerJson({ message: 'Student not found' }, 404)));
    const handle = handler();
    const codes = await statuses((n) => handle(json({ name: 'Someone', admission: `A-${n}` }, { 'x-forwarded-for': `10.0.${Math.floor(n / 5)}.${n % 5}` })), 121);
    expect(codes.slice(0, 120).every((code) => code === 404)).toBe(true);
    expect(codes[120]).toBe(429);
    expect(seen).toHaveLength(120);
  }, 30_000);

  it('a spoofed X-Forwarded-For gains nothing: behind the hook the socket address is the key', async () => {
    const handle = handler();
    const server: Server = createServer((incoming, outgoing) => {
      const headers = new Headers();
      for (const [key, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(key, value);
      void handle(new Request('http://school.example/api/tc', { method: 'POST', headers, body: '{}' })).then(async (response) => {
        outgoing.writeHead(response.status);
        outgoing.end(await response.text());
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const send = (forwardedFor: string) =>
      new Promise<number>((resolve, reject) => {
        const outgoing = httpRequest(
          { host: '127.0.0.1', port, method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor } },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        outgoing.on('error', reject);
        outgoing.end('{}');
      });
    try {
      const codes: number[] = [];
      for (let n = 0; n < 6; n += 1) codes.push(await send(`198.51.100.${n}, 192.0.2.${n}`));
      expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
