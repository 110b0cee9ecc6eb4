/** @jest-environment node */
import { ConfigError, parseConfig } from './config';

const valid = {
  CONTENT_API_URL: 'https://erp.example.org',
  SCHOOL_CODE: 'SAMS042',
  CONTENT_API_TOKEN: 'token-1234567890',
  SITE_URL: 'https://www.example.org/',
  REVALIDATE_SECRET: 'a-long-enough-secret-value',
};

function problem(env: Record<string, string | undefined>): string {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('accepts a complete environment and applies the defaults', () => {
    expect(parseConfig(valid)).toEqual({
      contentApiUrl: 'https://erp.example.org',
      schoolCode: 'SAMS042',
      contentApiToken: 'token-1234567890',
      siteUrl: 'https://www.example.org',
      revalidateSeconds: 300,
      revalidateSecret: 'a-long-enough-secret-value',
      port: 3000,
      trustedProxies: ['127.0.0.1', '::1'],
      healthStaleSeconds: 3600,
      redisUrl: null,
      staffPassword: null,
      staffReportTestDelays: null,
      contentFingerprint: expect.stringMatching(/^[0-9a-f]{12}$/),
      push: null,
    });
  });

  describe('push alerts', () => {
    const vapid = {
      PUSH_VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
      PUSH_VAPID_PRIVATE_KEY: 'k'.repeat(43),
      PUSH_CONTACT: 'mailto:office@school.example',
    };

    it('turns on with the three VAPID variables, with the four push services and 21:00-07:00 as defaults', () => {
      expect(parseConfig({ ...valid, ...vapid }).push).toEqual({
        publicKey: vapid.PUSH_VAPID_PUBLIC_KEY,
        privateKey: vapid.PUSH_VAPID_PRIVATE_KEY,
        contact: 'mailto:office@school.example',
        serviceOrigins: ['https://fcm.googleapis.com', 'https://updates.push.services.mozilla.com', 'https://web.push.apple.com', 'https://*.notify.windows.com'],
        quietHours: { from: 21 * 60, to: 7 * 60 },
      });
    });

    it('stops with one line naming the missing variable when only some are set', () => {
      expect(problem({ ...valid, PUSH_VAPID_PUBLIC_KEY: vapid.PUSH_VAPID_PUBLIC_KEY })).toBe(
        'Configuration error: PUSH_VAPID_PRIVATE_KEY is missing: push alerts need all of PUSH_VAPID_PUBLIC_KEY, PUSH_VAPID_PRIVATE_KEY, PUSH_CONTACT, or none of them.',
      );
      expect(problem({ ...valid, ...vapid, PUSH_CONTACT: ' ' })).toMatch(/^Configuration error: PUSH_CONTACT is missing/);
    });

    it('refuses a malformed key or contact without echoing it', () => {
      const message = problem({ ...valid, ...vapid, PUSH_VAPID_PRIVATE_KEY: 'secret-but-short' });
      expect(message).toMatch(/^Configuration error: PUSH_VAPID_PRIVATE_KEY must be the base64url private key/);
      expect(message).not.toContain('secret-but-short');
      expect(problem({ ...valid, ...vapid, PUSH_CONTACT: 'office@school.example' })).toMatch(/^Configuration error: PUSH_CONTACT must be a mailto: or https: address/);
      expect(parseConfig({ ...valid, ...vapid, PUSH_CONTACT: 'https://school.example/contact' }).push?.contact).toBe('https://school.example/contact');
    });

    it('reads the push services and quiet hours, and refuses what is not an https origin or a window', () => {
      const push = parseConfig({ ...valid, ...vapid, PUSH_SERVICE_ORIGINS: 'https://127.0.0.1:3464, https://*.Push.Example/', PUSH_QUIET_HOURS: '22:30-06:15' }).push;
      expect(push?.serviceOrigins).toEqual(['https://127.0.0.1:3464', 'https://*.push.example']);
      expect(push?.quietHours).toEqual({ from: 22 * 60 + 30, to: 6 * 60 + 15 });
      expect(parseConfig({ ...valid, ...vapid, PUSH_QUIET_HOURS: 'off' }).push?.quietHours).toBeNull();
      for (const origins of ['http://fcm.googleapis.com', 'https://fcm.googleapis.com/path', 'https://*']) {
        expect(problem({ ...valid, ...vapid, PUSH_SERVICE_ORIGINS: origins })).toMatch(/^Configuration error: PUSH_SERVICE_ORIGINS must be a comma-separated list of https origins/);
      }
      for (const hours of ['21:00', '25:00-07:00', '07:00-07:00', 'night']) {
        expect(problem({ ...valid, ...vapid, PUSH_QUIET_HOURS: hours })).toMatch(/^Configuration error: PUSH_QUIET_HOURS must be two different times of day/);
      }
    });
  });

  it('reads REDIS_URL and refuses one that is not a redis:// or rediss:// URL, never echoing it', () => {
    expect(parseConfig({ ...valid, REDIS_URL: 'redis://127.0.0.1:6379/1' }).redisUrl).toBe('redis://127.0.0.1:6379/1');
    expect(parseConfig({ ...valid, REDIS_URL: '' }).redisUrl).toBeNull();
    expect(problem({ ...valid, REDIS_URL: 'http://:secret@127.0.0.1:6379' })).toBe(
      'Configuration error: REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379.',
    );
  });

  it('reads STAFF_PASSWORD (unset or empty: no staff page) and refuses a short one, never echoing it', () => {
    expect(parseConfig(valid).staffPassword).toBeNull();
    expect(parseConfig({ ...valid, STAFF_PASSWORD: '' }).staffPassword).toBeNull();
    expect(parseConfig({ ...valid, STAFF_PASSWORD: 'office key: 4 sparrows' }).staffPassword).toBe('office key: 4 sparrows');
    expect(parseConfig({ ...valid, STAFF_PASSWORD: 'twelve-chars' }).staffPassword).toBe('twelve-chars');
    for (const weak of ['eleven-char', ' leading-space-password', 'trailing-space-password ']) {
      expect(problem({ ...valid, STAFF_PASSWORD: weak })).toBe('Configuration error: STAFF_PASSWORD must be 12 to 256 characters, not starting or ending with a space.');
    }
  });

  it('reads the content report\'s test delays, and refuses anything but two numbers of milliseconds in bounds', () => {
    expect(parseConfig({ ...valid, STAFF_REPORT_TEST_DELAYS_MS: '1000,5000' }).staffReportTestDelays).toEqual({ afterRefreshMs: 1000, gapMs: 5000 });
    expect(parseConfig({ ...valid, STAFF_REPORT_TEST_DELAYS_MS: '' }).staffReportTestDelays).toBeNull();
    for (const wrong of ['1000', '1000,5000,9000', '1s,5s', '99,5000', '1000,600001', '-1000,5000']) {
      expect(problem({ ...valid, STAFF_REPORT_TEST_DELAYS_MS: wrong })).toBe(
        'Configuration error: STAFF_REPORT_TEST_DELAYS_MS must be two whole numbers of milliseconds from 100 to 600000, such as 1000,5000 (tests only).',
      );
    }
  });

  it('reads the health staleness limit and refuses one that is not a whole number of seconds', () => {
    expect(parseConfig({ ...valid, HEALTH_STALE_SECONDS: '900' }).healthStaleSeconds).toBe(900);
    expect(problem({ ...valid, HEALTH_STALE_SECONDS: '15m' })).toBe('Configuration error: HEALTH_STALE_SECONDS must be a whole number from 1 to 604800.');
  });

  it('reads TRUSTED_PROXIES as addresses and CIDR blocks, and refuses anything else in one line', () => {
    expect(parseConfig({ ...valid, TRUSTED_PROXIES: ' 10.0.0.5, 10.1.0.0/16 ,fd00::/64' }).trustedProxies).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/64']);
    expect(parseConfig({ ...valid, TRUSTED_PROXIES: '' }).trustedProxies).toEqual(['127.0.0.1', '::1']);
    for (const bad of ['everyone', '10.0.0.0/33', '10.0.0.1/8/2', '*', 'fd00::/129']) {
      expect(problem({ ...valid, TRUSTED_PROXIES: bad })).toMatch(/^Configuration error: TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR blocks/);
    }
  });

  it('stops on the retired TRUST_PROXY instead of silently ignoring it', () => {
    expect(problem({ ...valid, TRUST_PROXY: 'true' })).toBe(
      "Configuration error: TRUST_PROXY is no longer read: list the front proxy's addresses in TRUSTED_PROXIES instead (default 127.0.0.1,::1).",
    );
  });

  it('gives another content fingerprint for another vendor origin or school code, and the same for the same', () => {
    const base = parseConfig(valid).contentFingerprint;
    expect(parseConfig({ ...valid, SITE_URL: 'https://other.example.org' }).contentFingerprint).toBe(base);
    expect(parseConfig({ ...valid, CONTENT_API_URL: 'https://erp.example.net' }).contentFingerprint).not.toBe(base);
    expect(parseConfig({ ...valid, SCHOOL_CODE: 'OTHER01' }).contentFingerprint).not.toBe(base);
  });

  it('reads the optional numbers', () => {
    const config = parseConfig({ ...valid, CONTENT_REVALIDATE_SECONDS: '60', PORT: '8080' });
    expect(config.revalidateSeconds).toBe(60);
    expect(config.port).toBe(8080);
  });

  it.each(['CONTENT_API_URL', 'SCHOOL_CODE', 'CONTENT_API_TOKEN', 'SITE_URL', 'REVALIDATE_SECRET'])(
    'names a missing %s in one line',
    (name) => {
      const message = problem({ ...valid, [name]: undefined });
      expect(message).toBe(`Configuration error: ${name} is missing.`);
    },
  );

  it.each([
    ['CONTENT_API_URL', 'ftp://erp.example.org', 'http(s) origin'],
    ['CONTENT_API_URL', 'https://erp.example.org/api', 'http(s) origin'],
    ['SITE_URL', 'not a url', 'http(s) origin'],
    ['SCHOOL_CODE', 'has spaces', 'letters, digits'],
    ['CONTENT_REVALIDATE_SECONDS', '0', 'whole number from 1'],
    ['CONTENT_REVALIDATE_SECONDS', '5 minutes', 'whole number from 1'],
    ['PORT', '70000', 'whole number from 1 to 65535'],
    ['REVALIDATE_SECRET', 'short', '16 to 512'],
  ])('names a malformed %s (%s)', (name, value, expected) => {
    const message = problem({ ...valid, [name]: value });
    expect(message).toMatch(new RegExp(`^Configuration error: ${name} .*${expected.replace(/[()]/g, '\\$&')}`));
    expect(message.split('\n')).toHaveLength(1);
  });

  it('never echoes a secret value', () => {
    const message = problem({ ...valid, CONTENT_API_TOKEN: 'has a space secret' });
    expect(message).toContain('CONTENT_API_TOKEN');
    expect(message).not.toContain('secret');
  });
});
