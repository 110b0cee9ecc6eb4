/** @jest-environment node */
import { createServer, get, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { installOneLocation } from './one-location';

/** Every header line of an answer from a server whose handler is `handle`, as [name, value] in lower case names. */
async function headerLines(handle: (response: ServerResponse) => void): Promise<[string, string][]> {
  const server = createServer((_request, response) => {
    handle(response);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await new Promise((resolve, reject) => {
      get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, (answer) => {
        answer.resume();
        const raw = answer.rawHeaders;
        resolve(raw.flatMap((name, index) => (index % 2 === 0 ? [[name.toLowerCase(), raw[index + 1]!] as [string, string]] : [])));
      }).on('error', reject);
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const named = (lines: [string, string][], name: string) => lines.filter(([line]) => line === name).map(([, value]) => value);

describe('installOneLocation', () => {
  beforeAll(() => installOneLocation());

  it('answers a redirect whose Location is set and then appended again (as Next 16.4 does) with one Location', async () => {
    const lines = await headerLines((response) => {
      response.statusCode = 308;
      response.setHeader('location', '/News/abc-new-title');
      response.appendHeader('Location', '/News/abc-new-title');
    });
    expect(named(lines, 'location')).toEqual(['/News/abc-new-title']);
  });

  it('leaves every other header as it is, repeated ones included', async () => {
    const lines = await headerLines((response) => {
      response.statusCode = 307;
      response.appendHeader('location', '/notice?year=all');
      response.appendHeader('vary', 'RSC');
      response.appendHeader('vary', 'Accept');
    });
    expect(named(lines, 'location')).toEqual(['/notice?year=all']);
    expect(named(lines, 'vary')).toEqual(['RSC', 'Accept']);
  });
});
