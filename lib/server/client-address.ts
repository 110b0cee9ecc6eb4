import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { BlockList, Socket } from 'node:net';
import ipaddr from 'ipaddr.js';

const installed = Symbol.for('school-site.client-ip-hook');
type WithHook = typeof globalThis & { [installed]?: boolean };

interface RequestStart {
  request: IncomingMessage;
  socket: Socket;
}

/** An address as the site compares and shows it: IPv4-mapped IPv6 as IPv4, IPv6 in lower case; null when it is none. */
export function normalAddress(value: string | undefined | null): string | null {
  if (!value || !ipaddr.isValid(value.trim())) return null;
  const parsed = ipaddr.process(value.trim());
  return parsed.toString();
}

function trusts(trusted: BlockList, peer: string): boolean {
  return trusted.check(peer, peer.includes(':') ? 'ipv6' : 'ipv4');
}

/**
 * Makes X-Forwarded-For hold the client's address as the nearest trusted hop saw it: a peer listed in
 * TRUSTED_PROXIES (the front proxy, which overwrites the header) is believed, and only the rightmost entry,
 * the one it wrote, is kept; any other peer is the client itself, whatever the header says.
 * Next.js only fills the header when it is missing (`x-forwarded-for ??= socket.remoteAddress`), so a
 * client could otherwise name any address it likes; route handlers cannot see the socket themselves.
 */
export function pinForwardedFor(request: IncomingMessage, socket: Socket, trusted: BlockList): void {
  const peer = normalAddress(socket.remoteAddress);
  if (peer === null) {
    delete request.headers['x-forwarded-for'];
    return;
  }
  const forwarded = request.headers['x-forwarded-for'];
  const claimed = normalAddress((Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').pop());
  request.headers['x-forwarded-for'] = trusts(trusted, peer) && claimed !== null ? claimed : peer;
}

/**
 * Subscribes to Node's `http.server.request.start` channel, published for every request of every
 * http.Server of the process before its 'request' listeners run. Installed once per process, from
 * instrumentation.
 */
export function installClientIpHook(trusted: BlockList): void {
  const store = globalThis as WithHook;
  if (store[installed]) return;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart;
    pinForwardedFor(request, socket, trusted);
  });
  store[installed] = true;
}

/** Whether this process rewrites X-Forwarded-For; without it the header cannot be believed. */
export function clientIpHookInstalled(): boolean {
  return (globalThis as WithHook)[installed] === true;
}

/** The client's address from X-Forwarded-For as pinned above (one entry), or null when there is none. */
export function clientIp(headers: Headers): string | null {
  return normalAddress((headers.get('x-forwarded-for') ?? '').split(',').pop());
}

/**
 * What per-client limits count: an IPv4 address as it is, an IPv6 address by its /64 (one household or phone
 * is given a whole /64, so counting single IPv6 addresses would let one client rotate through 2^64 of them).
 */
export function clientKey(address: string): string {
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(':')}::/64`;
}

/**
 * The neighbourhood of a client, for limits that neighbours share: an IPv4 /24 or an IPv6 /48 (a site's
 * allocation). Many addresses of one network count as one here, so an attacker holding a block of
 * addresses cannot multiply a per-client allowance by the size of the block.
 */
export function networkKey(address: string): string {
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return `${(parsed as ipaddr.IPv4).octets.slice(0, 3).join('.')}.0/24`;
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 3).map((part) => part.toString(16));
  return `${groups.join(':')}::/48`;
}

/** The client a per-client limit counts: its pinned address (null when none), and the key it is counted under. */
export interface LimitedClient {
  address: string | null;
  key: string;
}

/**
 * The client of a request as per-client limits count it (clientKey, or 'unknown' without an address). Null
 * when this process does not pin X-Forwarded-For: the header is then whatever the client sent and a limit on it
 * would be void, so the caller refuses; logged as `<name>-client-ip-hook-missing`.
 */
export function limitedClient(headers: Headers, name: string): LimitedClient | null {
  if (!clientIpHookInstalled()) {
    console.error(JSON.stringify({ level: 'error', msg: `${name}-client-ip-hook-missing` }));
    return null;
  }
  const address = clientIp(headers);
  return { address, key: address === null ? 'unknown' : clientKey(address) };
}
