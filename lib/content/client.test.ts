/** @jest-environment node */
import { setContentEnv } from '@/test/content-env';
import { json, startFixtureServer } from '@/test/http-fixture';

type Fixture = Awaited<ReturnType<typeof startFixtureServer>>;
let server: Fixture;
let client: typeof import('./client');
let errors: typeof import('./errors');

beforeAll(async () => {
  server = await startFixtureServer();
  setContentEnv(server.url);
  client = await import('./client');
  errors = await import('./errors');
});

afterAll(() => server.close());

describe('callContentApi', () => {
  it('returns the parsed JSON and sends the bearer token only when asked', async () => {
    const seen: (string | undefined)[] = [];
    server.handle((request, response) => {
      seen.push(request.headers.authorization);
      json([{ title: 'A' }])(request, response);
    });
    const plain = await client.callContentApi({ resource: 'test', path: '/api/news/SAMS042' });
    const authed = await client.callContentApi({ resource: 'test', path: '/api/topper/SAMS042', auth: true });
    expect(plain.json).toEqual([{ title: 'A' }]);
    expect(authed.status).toBe(200);
    expect(seen).toEqual([undefined, 'Bearer test-token-abcdef']);
  });

  it('posts a JSON body', async () => {
    let received = '';
    server.handle((request, response) => {
      request.on('data', (chunk: Buffer) => (received += chunk.toString()));
      request.on('end', () => json({ ok: true })(request, response));
    });
    await client.callContentApi({ resource: 'test', path: '/api/visitor', method: 'POST', body: { schoolcode: 'SAMS042' } });
    expect(JSON.parse(received)).toEqual({ schoolcode: 'SAMS042' });
  });

  it('returns a 404 instead of throwing, so single-item getters can answer "not found"', async () => {
    server.handle(json({ message: 'nope' }, 404));
    await expect(client.callContentApi({ resource: 'test', path: '/api/subGallery?id=x' })).resolves.toMatchObject({
      status: 404,
      json: null,
    });
  });

  it('throws a ContentApiError with the status on other non-2xx answers', async () => {
    server.handle(json({ message: 'boom' }, 500));
    const failure = client.callContentApi({ resource: 'news/all', path: '/api/news/All/SAMS042' });
    await expect(failure).rejects.toBeInstanceOf(errors.ContentApiError);
    await expect(failure).rejects.toMatchObject({ status: 500, resource: 'news/all' });
  });

  it('throws on invalid JSON', async () => {
    server.handle((_request, response) => response.end('[{"title": "cut off'));
    await expect(client.callContentApi({ resource: 'test', path: '/x' })).rejects.toThrow('invalid JSON');
  });

  it('stops reading an answer over the byte cap, declared or not', async () => {
    const big = 'x'.repeat(client.MAX_RESPONSE_BYTES + 10);
    server.handle((_request, response) => response.end(JSON.stringify([big])));
    await expect(client.callContentApi({ resource: 'test', path: '/x' })).rejects.toThrow('larger than');
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      // No Content-Length: chunked, so only counting while reading can catch it.
      response.write('["');
      response.write(big);
      response.end('"]');
    });
    await expect(client.callContentApi({ resource: 'test', path: '/x' })).rejects.toThrow('larger than');
  });

  it('gives up on a service that never answers', async () => {
    server.handle(() => undefined);
    const started = Date.now();
    await expect(client.callContentApi({ resource: 'test', path: '/x', timeoutMs: 300 })).rejects.toBeInstanceOf(
      errors.ContentApiError,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('gives up on a body that drips', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[');
      const timer = setInterval(() => response.write(' '), 50);
      response.on('close', () => clearInterval(timer));
    });
    await expect(client.callContentApi({ resource: 'test', path: '/x', timeoutMs: 400 })).rejects.toThrow('reading the answer failed');
  });

  it('reports an unreachable service as a ContentApiError', async () => {
    setContentEnv('http://127.0.0.1:9');
    jest.resetModules();
    const isolated = await import('./client');
    const isolatedErrors = await import('./errors');
    await expect(isolated.callContentApi({ resource: 'test', path: '/x' })).rejects.toBeInstanceOf(isolatedErrors.ContentApiError);
    setContentEnv(server.url);
  });
});
