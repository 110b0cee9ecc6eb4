import type { IncomingHttpHeaders } from 'node:http';
import { request as httpRequest } from 'node:http';
import { siteUrl } from './env';

export interface RawAnswer {
  status: number;
  /** Node's view: repeated headers joined, or for some (Location, Content-Type, ...) all but the first dropped. */
  headers: IncomingHttpHeaders;
  /** Every header line as sent: names and values alternating. */
  rawHeaders: string[];
  body: string;
}

export interface RawOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The local address to send from (any 127.0.0.x on Linux's loopback): another client, as the server sees it. */
  localAddress?: string;
}

/** A raw HTTP request with any headers (a forged Host included, which Playwright and fetch refuse to send), from any local address. */
export function rawRequest(origin: string, pathname: string, options: RawOptions = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: pathname, method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress, timeout: 30_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body }));
    });
    req.on('timeout', () => req.destroy(new Error(`${pathname}: no answer within 30 s`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A raw HTTP GET to the e2e site with any headers. */
export function rawGet(pathname: string, headers: Record<string, string>): Promise<RawAnswer> {
  return rawRequest(siteUrl, pathname, { headers });
}
