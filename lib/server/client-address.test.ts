/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { clientIp, pinForwardedFor } from './client-address';

function incoming(forwardedFor?: string): IncomingMessage {
  return { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } } as IncomingMessage;
}

const socket = (remoteAddress: string | undefined) => ({ remoteAddress }) as Socket;

describe('pinForwardedFor', () => {
  it('replaces whatever the client sent with the socket peer', () => {
    const request = incoming('1.2.3.4, 5.6.7.8');
    pinForwardedFor(request, socket('::ffff:10.1.2.3'), false);
    expect(request.headers['x-forwarded-for']).toBe('::ffff:10.1.2.3');
  });

  it('drops the header when the socket has no peer address', () => {
    const request = incoming('1.2.3.4');
    pinForwardedFor(request, socket(undefined), false);
    expect(request.headers['x-forwarded-for']).toBeUndefined();
  });

  it('leaves the header to a trusted front proxy', () => {
    const request = incoming('198.51.100.7');
    pinForwardedFor(request, socket('10.0.0.2'), true);
    expect(request.headers['x-forwarded-for']).toBe('198.51.100.7');
  });
});

describe('clientIp', () => {
  it('takes the rightmost entry, the one the nearest hop wrote', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7' }))).toBe('198.51.100.7');
  });

  it('shows IPv4-mapped addresses as IPv4 and lower-cases IPv6', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '::ffff:127.0.0.1' }))).toBe('127.0.0.1');
    expect(clientIp(new Headers({ 'x-forwarded-for': '2001:DB8::1' }))).toBe('2001:db8::1');
  });

  it('is null without the header', () => {
    expect(clientIp(new Headers())).toBeNull();
  });
});
