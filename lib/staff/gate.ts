import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientIp, clientKey } from '@/lib/server/client-address';
import { addPoint, spentWait, type Limit } from '@/lib/server/rate-limit';

/** The school office's page and what belongs to it (its CSV download). */
export const STAFF_PATH = '/staff';

export function isStaffPath(pathname: string): boolean {
  return pathname === STAFF_PATH || pathname.startsWith(`${STAFF_PATH}/`);
}

/** Wrong passwords an address may send before it waits: 10 in 10 minutes. */
export const STAFF_FAILURES: Limit = { points: 10, duration: 600 };

/**
 * The password of an `Authorization: Basic` header (any user name), or null when there is none or it is not
 * Basic. The user name ends at the first colon; the password may hold colons.
 */
export function basicPassword(authorization: string | null): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? null : decoded.slice(colon + 1);
}

/** Compares in constant time, whatever the lengths (both are hashed first). */
export function passwordMatches(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * What the door says to a request for the staff page:
 * - `closed`: STAFF_PASSWORD is unset, so the page does not exist (404);
 * - `wait`: this address sent too many wrong passwords lately (429, for `seconds`), whatever it sends now;
 * - `ask`: no password, or a wrong one (401, which makes the browser ask); a wrong one is counted;
 * - `open`: the right password.
 */
export type StaffDoor = { kind: 'closed' } | { kind: 'wait'; seconds: number } | { kind: 'ask' } | { kind: 'open' };

export async function staffDoor(headers: Headers, password: string | null, failures: RateLimiterAbstract): Promise<StaffDoor> {
  if (password === null) return { kind: 'closed' };
  const address = clientIp(headers);
  const key = address === null ? 'unknown' : clientKey(address);
  const seconds = await spentWait(failures, key);
  if (seconds !== null) return { kind: 'wait', seconds };
  const given = basicPassword(headers.get('authorization'));
  if (given === null) return { kind: 'ask' };
  if (passwordMatches(given, password)) return { kind: 'open' };
  await addPoint(failures, key);
  return { kind: 'ask' };
}

/** Whether a request the front let through carries the right password: the page checks again itself. */
export function hasStaffPassword(headers: Pick<Headers, 'get'>, password: string | null): boolean {
  const given = basicPassword(headers.get('authorization'));
  return password !== null && given !== null && passwordMatches(given, password);
}
