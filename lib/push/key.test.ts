import { randomBytes } from 'node:crypto';
import { base64UrlBytes } from './key';

describe('base64UrlBytes', () => {
  it('gives the 65 bytes of a VAPID public key as web-push prints it, as Node decodes them', () => {
    const key = 'BLNXEsaIRRQUSvfZQCa6ZLFddBTuzBYinqCbQDVwLvuEuYXzWTYOAgTGXFHMc4TBWlM9VyqvibRH4vuGahCJeX8';
    const bytes = base64UrlBytes(key);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes).toHaveLength(65);
    // An uncompressed P-256 point starts with 0x04.
    expect(bytes[0]).toBe(4);
    expect([...bytes]).toEqual([...Buffer.from(key, 'base64url')]);
  });

  it.each([1, 2, 3, 16, 32, 64, 65])('reads %i random bytes written in base64url, padded or not', (length) => {
    const bytes = randomBytes(length);
    expect([...base64UrlBytes(bytes.toString('base64url'))]).toEqual([...bytes]);
    expect([...base64UrlBytes(bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_'))]).toEqual([...bytes]);
  });
});
