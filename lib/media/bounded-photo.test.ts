/** @jest-environment node */
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Metadata } from 'sharp';
import { startFixtureServer } from '@/test/http-fixture';
import { boundedPhotoData } from './bounded-photo';

type Fixture = Awaited<ReturnType<typeof startFixtureServer>>;
let server: Fixture;

const CARD = { width: 1200, height: 630 };

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid black-and-white PNG of 20000x20000 pixels: 1 bit a pixel makes it quick to build and about 50 KB,
 * yet decoding it takes 400 MB or more (sharp building the same image in colour takes several seconds).
 */
function hugePng(): Buffer {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  const rows = Buffer.alloc(side * (1 + side / 8)); // each row: filter type 0, then all-black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function photo(format: 'jpeg' | 'png', width: number, height: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } });
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
}

function serve(type: string, body: Buffer, status = 200): void {
  server.handle((_request, response) => {
    response.writeHead(status, { 'content-type': type, 'content-length': String(body.length) });
    response.end(body);
  });
}

/** The image a data URL carries, as sharp reads it. */
async function decoded(dataUrl: string | null): Promise<Metadata> {
  expect(dataUrl).toMatch(/^data:image\/jpeg;base64,/);
  return sharp(Buffer.from((dataUrl ?? '').split(',')[1] ?? '', 'base64')).metadata();
}

beforeAll(async () => {
  server = await startFixtureServer();
});

afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

describe('boundedPhotoData', () => {
  it('keeps an 800x600 JPEG as a JPEG data URL of its own size', async () => {
    serve('image/jpeg', await photo('jpeg', 800, 600));
    const image = await decoded(await boundedPhotoData(`${server.url}/photo.jpg`, CARD));
    expect([image.format, image.width, image.height]).toEqual(['jpeg', 800, 600]);
  });

  it('shrinks a 3000x2000 PNG to fit the card, as a JPEG', async () => {
    serve('image/png', await photo('png', 3000, 2000));
    const image = await decoded(await boundedPhotoData(`${server.url}/photo.png`, CARD));
    expect([image.format, image.width, image.height]).toEqual(['jpeg', 945, 630]);
  });

  it('refuses a 20000x20000 PNG without decoding it', async () => {
    const png = hugePng();
    expect(png.length).toBeLessThan(200 * 1024);
    serve('image/png', png);
    const before = process.memoryUsage().rss;
    expect(await boundedPhotoData(`${server.url}/huge.png`, CARD)).toBeNull();
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a photo of 42 megapixels, over the 40 megapixel limit', async () => {
    serve('image/jpeg', await photo('jpeg', 7000, 6000));
    expect(await boundedPhotoData(`${server.url}/large.jpg`, CARD)).toBeNull();
  });

  it('stops reading an endless body just past the byte cap, and aborts the download', async () => {
    const realFetch = global.fetch;
    let read = 0;
    // Hands the code one network chunk per read it asks for, counting them: what it read, not what the network buffered.
    jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      const source = response.body?.getReader();
      const counted = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            const next = await source?.read();
            if (!next || next.done) return controller.close();
            read += next.value.byteLength;
            controller.enqueue(next.value);
          },
          cancel: (reason) => source?.cancel(reason),
        },
        { highWaterMark: 0 },
      );
      return new Response(counted, { status: response.status, headers: response.headers });
    });
    const chunk = Buffer.alloc(64 * 1024, 0xff);
    let closed = false;
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.on('close', () => (closed = true));
      const timer = setInterval(() => (closed ? clearInterval(timer) : response.write(chunk)), 20);
    });
    const started = Date.now();
    expect(await boundedPhotoData(`${server.url}/endless.jpg`, { ...CARD, maxBytes: 256 * 1024, timeoutMs: 5_000 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(read).toBeGreaterThan(256 * 1024);
    expect(read).toBeLessThanOrEqual(256 * 1024 + chunk.length);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(true);
  });

  it('gives up on a body that trickles in for longer than the timeout', async () => {
    let closed = false;
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.on('close', () => (closed = true));
      const timer = setInterval(() => (closed ? clearInterval(timer) : response.write(Buffer.from([0xff]))), 50);
    });
    const started = Date.now();
    expect(await boundedPhotoData(`${server.url}/slow.jpg`, { ...CARD, timeoutMs: 500 })).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(Date.now() - started).toBeLessThan(2_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(true);
  });

  it('refuses a declared length over the cap without reading the body', async () => {
    serve('image/jpeg', await photo('jpeg', 800, 600));
    expect(await boundedPhotoData(`${server.url}/photo.jpg`, { ...CARD, maxBytes: 1024 })).toBeNull();
  });

  it('answers null for a 404', async () => {
    serve('image/jpeg', await photo('jpeg', 800, 600), 404);
    expect(await boundedPhotoData(`${server.url}/missing.jpg`, CARD)).toBeNull();
  });

  it('answers null for an HTML page', async () => {
    serve('text/html', Buffer.from('<!doctype html><p>Not found</p>'));
    expect(await boundedPhotoData(`${server.url}/page`, CARD)).toBeNull();
  });

  it('answers null for an SVG sent as a JPEG', async () => {
    serve('image/jpeg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>'));
    expect(await boundedPhotoData(`${server.url}/photo.jpg`, CARD)).toBeNull();
  });

  it('answers null without a URL', async () => {
    expect(await boundedPhotoData(undefined, CARD)).toBeNull();
  });
});
