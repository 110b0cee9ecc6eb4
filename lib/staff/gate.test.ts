/** @jest-environment node */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { basicPassword, hasStaffPassword, isStaffPath, STAFF_FAILURES, staffDoor } from './gate';

const PASSWORD = 'office key: 4 sparrows';
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const headers = (address: string, authorization?: string) =>
  new Headers({ 'x-forwarded-for': address, ...(authorization === undefined ? {} : { authorization }) });

describe('the staff page’s addresses', () => {
  it('are /staff and what is below it, nothing else', () => {
    expect(['/staff', '/staff/report'].filter(isStaffPath)).toEqual(['/staff', '/staff/report']);
    expect(['/staffroom', '/Staff', '/', '/hi/staff'].filter(isStaffPath)).toEqual([]);
  });
});

describe('basicPassword', () => {
  it('reads the password of any user name, colons and all', () => {
    expect(basicPassword(basic('office', PASSWORD))).toBe(PASSWORD);
    expect(basicPassword(basic('', 'a:b:c'))).toBe('a:b:c');
    expect(basicPassword(`basic   ${Buffer.from('x:y').toString('base64')}`)).toBe('y');
  });

  it('reads nothing from another scheme, a missing colon or no header', () => {
    expect(basicPassword('Bearer abc')).toBeNull();
    expect(basicPassword(`Basic ${Buffer.from('no-colon').toString('base64')}`)).toBeNull();
    expect(basicPassword('Basic !!!')).toBeNull();
    expect(basicPassword(null)).toBeNull();
  });
});

describe('staffDoor', () => {
  const failures = () => new RateLimiterMemory({ keyPrefix: 'staff-test', ...STAFF_FAILURES });

  it('is closed, whatever is sent, while STAFF_PASSWORD is unset', async () => {
    expect(await staffDoor(headers('203.0.113.5', basic('a', PASSWORD)), null, failures())).toEqual({ kind: 'closed' });
  });

  it('opens for the right password and asks without one', async () => {
    const limiter = failures();
    expect(await staffDoor(headers('203.0.113.5', basic('anyone', PASSWORD)), PASSWORD, limiter)).toEqual({ kind: 'open' });
    expect(await staffDoor(headers('203.0.113.5'), PASSWORD, limiter)).toEqual({ kind: 'ask' });
  });

  it('makes an address wait after 10 wrong passwords in 10 minutes, even with the right one, and only that address', async () => {
    const limiter = failures();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(await staffDoor(headers('203.0.113.5', basic('x', `guess number ${attempt}`)), PASSWORD, limiter)).toEqual({ kind: 'ask' });
    }
    const waiting = await staffDoor(headers('203.0.113.5', basic('x', PASSWORD)), PASSWORD, limiter);
    expect(waiting.kind).toBe('wait');
    expect(waiting.kind === 'wait' && waiting.seconds > 590 && waiting.seconds <= 600).toBe(true);
    expect(await staffDoor(headers('203.0.113.6', basic('x', PASSWORD)), PASSWORD, limiter)).toEqual({ kind: 'open' });
  });

  it('never counts a request that sent no password (the browser’s first ask)', async () => {
    const limiter = failures();
    for (let visit = 0; visit < 20; visit += 1) await staffDoor(headers('203.0.113.7'), PASSWORD, limiter);
    expect(await staffDoor(headers('203.0.113.7', basic('x', PASSWORD)), PASSWORD, limiter)).toEqual({ kind: 'open' });
  });
});

describe('hasStaffPassword', () => {
  it('holds for the right password only, and never while the page is closed', () => {
    expect(hasStaffPassword(headers('203.0.113.5', basic('x', PASSWORD)), PASSWORD)).toBe(true);
    expect(hasStaffPassword(headers('203.0.113.5', basic('x', `${PASSWORD}!`)), PASSWORD)).toBe(false);
    expect(hasStaffPassword(headers('203.0.113.5'), PASSWORD)).toBe(false);
    expect(hasStaffPassword(headers('203.0.113.5', basic('x', PASSWORD)), null)).toBe(false);
  });
});
