import type { IncomingHttpHeaders } from 'node:http';
import { request as httpRequest } from 'node:http';
import { siteUrl } from './env';

/** A raw HTTP GET to the site with any headers, a forged Host included (Playwright and fetch refuse to send one). */
export function rawGet(pathname: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(siteUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: pathname, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
