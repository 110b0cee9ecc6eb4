/** @jest-environment node */
import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SlowLink } from './slow-link';

const BODY = 'x'.repeat(20_000);
let site: Server;
let link: SlowLink;

beforeEach(async () => {
  site = createServer((_request, response) => response.end(BODY));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  link = new SlowLink(0, (site.address() as AddressInfo).port);
  await link.listen();
});

afterEach(async () => {
  await link.close();
  await new Promise((resolve) => site.close(resolve));
});

/**
 * The body of a GET over a fresh connection that closes after it (node:http without an agent): no request
 * rides on a socket from before, and no pooled socket outlives the test (fetch's pool kept Jest from exiting).
 */
function get(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { agent: false, headers: { connection: 'close' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function timed(url: string): Promise<{ ms: number; body: string }> {
  const started = Date.now();
  const body = await get(url);
  return { ms: Date.now() - started, body };
}

describe('SlowLink', () => {
  it('passes answers whole while open', async () => {
    expect((await timed(link.origin)).body).toBe(BODY);
  });

  it("slowed, adds the request latency and paces the answer at the link's throughput", async () => {
    // 20,000 bytes at 400 kbit/s take 400 ms; with 300 ms of latency, at least 700 ms in all.
    link.shape = { requestLatencyMs: 300, downloadKbps: 400, uploadKbps: 400 };
    const { ms, body } = await timed(link.origin);
    expect(body).toBe(BODY);
    expect(ms).toBeGreaterThanOrEqual(690);
  });

  it('cut, fails the request in flight and every later one', async () => {
    link.shape = { requestLatencyMs: 2_000, downloadKbps: 400, uploadKbps: 400 };
    const inFlight = get(link.origin);
    await new Promise((resolve) => setTimeout(resolve, 200));
    link.cut();
    await expect(inFlight).rejects.toThrow();
    await expect(get(link.origin)).rejects.toThrow();
  });
});
