/** @jest-environment node */
import { setContentEnv } from '@/test/content-env';
import { startFixtureServer } from '@/test/http-fixture';

type Fixture = Awaited<ReturnType<typeof startFixtureServer>>;
let server: Fixture;
let describeAttachments: typeof import('./attachments').describeAttachments;

beforeAll(async () => {
  server = await startFixtureServer();
  setContentEnv(server.url);
  ({ describeAttachments } = await import('./attachments'));
});

afterAll(() => server.close());

describe('describeAttachments', () => {
  it("asks the file server with HEAD and states each file's type and size", async () => {
    const methods: string[] = [];
    server.handle((request, response) => {
      methods.push(request.method ?? '');
      const pdf = request.url?.endsWith('.pdf');
      response.writeHead(200, { 'content-type': pdf ? 'application/pdf' : 'image/jpeg', 'content-length': pdf ? '250880' : '4096' });
      response.end();
    });
    const urls = [`${server.url}/api/image/notices/fees.pdf`, `${server.url}/api/image/notices/12345`];
    await expect(describeAttachments(urls)).resolves.toEqual([
      { url: urls[0], label: 'PDF, 245.0 KB' },
      { url: urls[1], label: 'JPEG image, 4.0 KB' },
    ]);
    expect(methods).toEqual(['HEAD', 'HEAD']);
  });

  it('keeps the link with what the address tells when the file server fails or is silent', async () => {
    server.handle((request, response) => {
      if (request.url?.includes('missing')) {
        response.writeHead(404);
        response.end();
      }
      // Otherwise never answers: the request times out.
    });
    const started = Date.now();
    const urls = [`${server.url}/api/image/missing.pdf`, `${server.url}/api/image/slow.docx`];
    await expect(describeAttachments(urls)).resolves.toEqual([
      { url: urls[0], label: 'PDF' },
      { url: urls[1], label: 'Word document' },
    ]);
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
