/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { BlockList, type Socket } from 'node:net';
import { clientIp, clientKey, networkKey, pinForwardedFor } from './client-address';

function incoming(forwardedFor?: string): IncomingMessage {
  return { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } } as IncomingMessage;
}

const socket = (remoteAddress: string | undefined) => ({ remoteAddress }) as Socket;

function trusting(...entries: [string, 'ipv4' | 'ipv6', number?][]): BlockList {
  const list = new BlockList();
  for (const [address, type, prefix] of entries) {
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return list;
}

const loopback = trusting(['127.0.0.1', 'ipv4'], ['::1', 'ipv6']);

describe('pinForwardedFor', () => {
  it('replaces whatever an untrusted peer sent with the peer itself', () => {
    const request = incoming('1.2.3.4, 5.6.7.8');
    pinForwardedFor(request, socket('::ffff:10.1.2.3'), loopback);
    expect(request.headers['x-forwarded-for']).toBe('10.1.2.3');
  });

  it('does not believe another loopback address than the listed ones', () => {
    const request = incoming('198.51.100.7');
    pinForwardedFor(request, socket('127.0.0.9'), loopback);
    expect(request.headers['x-forwarded-for']).toBe('127.0.0.9');
  });

  it('drops the header when the socket has no peer address', () => {
    const request = incoming('1.2.3.4');
    pinForwardedFor(request, socket(undefined), loopback);
    expect(request.headers['x-forwarded-for']).toBeUndefined();
  });

  it('believes a listed front proxy, keeping only the entry it wrote', () => {
    const request = incoming('6.6.6.6, 198.51.100.7');
    pinForwardedFor(request, socket('::ffff:127.0.0.1'), loopback);
    expect(request.headers['x-forwarded-for']).toBe('198.51.100.7');
  });

  it('believes a proxy inside a listed block', () => {
    const request = incoming('2001:DB8::7');
    pinForwardedFor(request, socket('10.0.3.4'), trusting(['10.0.0.0', 'ipv4', 16]));
    expect(request.headers['x-forwarded-for']).toBe('2001:db8::7');
  });

  it('falls back to the peer when a trusted proxy sends no usable address', () => {
    const request = incoming('not-an-address');
    pinForwardedFor(request, socket('127.0.0.1'), loopback);
    expect(request.headers['x-forwarded-for']).toBe('127.0.0.1');
  });
});

describe('clientIp', () => {
  it('reads the one pinned entry', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '198.51.100.7' }))).toBe('198.51.100.7');
  });

  it('shows IPv4-mapped addresses as IPv4 and lower-cases IPv6', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '::ffff:127.0.0.1' }))).toBe('127.0.0.1');
    expect(clientIp(new Headers({ 'x-forwarded-for': '2001:DB8::1' }))).toBe('2001:db8::1');
  });

  it('is null without the header or with something that is not an address', () => {
    expect(clientIp(new Headers())).toBeNull();
    expect(clientIp(new Headers({ 'x-forwarded-for': 'unknown' }))).toBeNull();
  });
});

describe('clientKey and networkKey', () => {
  it('counts IPv4 clients one by one and IPv6 clients by their /64', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });

  it('groups neighbours: IPv4 by /24, IPv6 by /48', () => {
    expect(networkKey('127.0.0.1')).toBe('127.0.0.0/24');
    expect(networkKey('127.0.0.200')).toBe('127.0.0.0/24');
    expect(networkKey('127.0.1.1')).toBe('127.0.1.0/24');
    expect(networkKey('2001:db8:1:ffff::1')).toBe('2001:db8:1::/48');
  });
});
