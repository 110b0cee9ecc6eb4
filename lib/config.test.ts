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
