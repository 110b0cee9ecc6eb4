/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { headFile } from './file-checks';

describe('headFile', () => {
  let server: Server;
  let origin: string;
  const SIZE = 3_395_729;

  beforeAll(async () => {
    // A vendor that answers HEAD, one that refuses it (as some file servers do), and a missing file.
    server = createServer((request, response) => {
      if (request.url === '/scan.pdf') {
        response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(SIZE) });
        response.end(request.method === 'HEAD' ? undefined : Buffer.alloc(SIZE));
      } else if (request.url === '/no-head.pdf' && request.method === 'HEAD') {
        response.writeHead(405, { allow: 'GET' }).end();
      } else if (request.url === '/no-head.pdf' && request.headers.range === 'bytes=0-0') {
        response.writeHead(206, { 'content-type': 'application/pdf', 'content-range': `bytes 0-0/${SIZE}`, 'content-length': '1' }).end('%');
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads the status, size and type from HEAD', async () => {
    expect(await headFile(`${origin}/scan.pdf`)).toEqual({ status: 200, bytes: SIZE, type: 'application/pdf' });
    expect((await headFile(`${origin}/missing.pdf`)).status).toBe(404);
  });

  it('asks a server that refuses HEAD for the first byte, and reads the whole size from the range', async () => {
    expect(await headFile(`${origin}/no-head.pdf`)).toEqual({ status: 200, bytes: SIZE, type: 'application/pdf' });
  });

  it('says nothing answered when nothing listens', async () => {
    expect(await headFile('http://127.0.0.1:9/x.pdf')).toEqual({ status: null, bytes: null, type: null });
  });
});
