import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

const installed = Symbol.for('school-site.client-ip-hook');
type WithHook = typeof globalThis & { [installed]?: boolean };

interface RequestStart {
  request: IncomingMessage;
  socket: Socket;
}

/**
 * Makes X-Forwarded-For hold the socket's peer address unless a trusted front proxy overwrites it.
 * Next.js only fills the header when it is missing (`x-forwarded-for ??= socket.remoteAddress`), so a
 * client could otherwise name any address it likes; route handlers cannot see the socket themselves.
 */
export function pinForwardedFor(request: IncomingMessage, socket: Socket, trustProxy: boolean): void {
  if (trustProxy) return;
  const peer = socket.remoteAddress;
  if (peer) request.headers['x-forwarded-for'] = peer;
  else delete request.headers['x-forwarded-for'];
}

/**
 * Subscribes to Node's `http.server.request.start` channel, published for every request of every
 * http.Server of the process before its 'request' listeners run: this covers `next start` and the
 * standalone server.js alike. Installed once per process, from instrumentation.
 */
export function installClientIpHook(trustProxy: boolean): void {
  const store = globalThis as WithHook;
  if (store[installed]) return;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart;
    pinForwardedFor(request, socket, trustProxy);
  });
  store[installed] = true;
}

/** Whether this process rewrites X-Forwarded-For; without it the header cannot be believed. */
export function clientIpHookInstalled(): boolean {
  return (globalThis as WithHook)[installed] === true;
}

/**
 * The client's address from X-Forwarded-For as pinned above: the rightmost entry, which is the one the
 * nearest trusted hop wrote (a proxy that appends rather than overwrites leaves the client's claims on
 * the left). IPv4-mapped IPv6 addresses are shown as IPv4.
 */
export function clientIp(headers: Headers): string | null {
  const entries = (headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
  const last = entries[entries.length - 1];
  if (!last) return null;
  return last.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1').toLowerCase();
}
