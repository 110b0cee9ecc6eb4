import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A loopback HTTP server whose handler each test sets; close() also ends hung connections. */
export async function startFixtureServer(): Promise<{ url: string; handle(handler: Handler): void; close(): Promise<void> }> {
  let handler: Handler = (_request, response) => response.end('[]');
  const sockets = new Set<Socket>();
  const server: Server = createServer((request, response) => handler(request, response));
  // Longer than any test: with Node's default of 5 s, a busy machine let the client reuse a pooled
  // connection just as the server closed it (ECONNRESET, a 502 where the test expected 200).
  server.keepAliveTimeout = 60_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    handle(next) {
      handler = next;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Answers JSON with a status. */
export function json(body: unknown, status = 200): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}
