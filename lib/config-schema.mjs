// @ts-check
// The environment's schema, in plain JavaScript so that next.config.mjs can validate it at build time and
// lib/config.ts at start: one schema, one message per bad variable. TypeScript callers read the types
// inferred from it (Config, PushConfig below); nothing types it a second time by hand.
import { createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { z } from 'zod';
import redis from './server/redis.cjs';

/** An http(s) origin such as `https://erp.example.com`, without path, query or fragment. */
const origin = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/$/, '');
    } catch {
      return false;
    }
  }, 'must be an http(s) origin such as https://example.org (no path, query or credentials)')
  .transform((value) => new URL(value).origin);

/**
 * @param {number} min
 * @param {number} max
 * @param {number} fallback
 */
const integer = (min, max, fallback) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return Number(value);
    });

/** Where a front proxy runs when TRUSTED_PROXIES is unset: nginx on the same machine. */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1'];

/**
 * One address or CIDR block (`10.0.0.5`, `10.0.0.0/24`, `::1`, `fd00::/64`), as node:net's BlockList takes it.
 * @param {string} entry
 */
function isAddressOrBlock(entry) {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Comma-separated addresses or CIDR blocks; unset means loopback. */
const proxies = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return DEFAULT_TRUSTED_PROXIES;
    const entries = value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
    if (!entries.every(isAddressOrBlock)) {
      ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of IP addresses or CIDR blocks such as 127.0.0.1,10.0.0.0/24' });
      return z.NEVER;
    }
    return entries;
  });

/** A variable this version no longer reads: set, it stops the start rather than being silently ignored. */
const retired = (/** @type {string} */ message) =>
  z
    .string()
    .optional()
    .refine((value) => value === undefined || value === '', message);

const schema = z.object({
  CONTENT_API_URL: origin,
  SCHOOL_CODE: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1 to 32 letters, digits, "-" or "_"'),
  CONTENT_API_TOKEN: z.string().regex(/^\S{8,512}$/, 'must be 8 to 512 characters without spaces'),
  SITE_URL: origin,
  CONTENT_REVALIDATE_SECONDS: integer(1, 86_400, 300),
  REVALIDATE_SECRET: z.string().regex(/^\S{16,512}$/, 'must be 16 to 512 characters without spaces'),
  PORT: integer(1, 65_535, 3000),
  TRUSTED_PROXIES: proxies,
  TRUST_PROXY: retired('is no longer read: list the front proxy\'s addresses in TRUSTED_PROXIES instead (default 127.0.0.1,::1)'),
  HEALTH_STALE_SECONDS: integer(1, 604_800, 3600),
  REDIS_URL: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || redis.isRedisUrl(value), 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379')
    .transform((value) => value || null),
  // The school office's page (/staff): unset, the page does not exist. Long, because the page is on the
  // open internet and an address may try 10 passwords every 10 minutes.
  STAFF_PASSWORD: z
    .string()
    .optional()
    .refine((value) => !value || /^\S(?:.{10,254})\S$/.test(value), 'must be 12 to 256 characters, not starting or ending with a space')
    .transform((value) => value || null),
  // Tests only (e2e/staff.spec.ts): `<wait after a refresh>,<least gap>` in milliseconds, instead of a minute
  // and 5 minutes (lib/staff/schedule.ts), so a spec sees the report follow a refresh within seconds.
  STAFF_REPORT_TEST_DELAYS_MS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const delays = /^(\d{1,7}),(\d{1,7})$/.exec(value.trim())?.slice(1).map(Number) ?? [];
      const [afterRefreshMs = 0, gapMs = 0] = delays;
      if (delays.length !== 2 || [afterRefreshMs, gapMs].some((ms) => ms < 100 || ms > 600_000)) {
        ctx.addIssue({ code: 'custom', message: 'must be two whole numbers of milliseconds from 100 to 600000, such as 1000,5000 (tests only)' });
        return z.NEVER;
      }
      return { afterRefreshMs, gapMs };
    }),
});

/**
 * The push services' origins a subscription may name when PUSH_SERVICE_ORIGINS is unset: Chrome's (FCM),
 * Firefox's, Apple's and Microsoft's (WNS, one host per region, hence the wildcard).
 */
export const DEFAULT_PUSH_SERVICE_ORIGINS = ['https://fcm.googleapis.com', 'https://updates.push.services.mozilla.com', 'https://web.push.apple.com', 'https://*.notify.windows.com'];

/** `https://host[:port]`, or `https://*.domain` for every host under a domain. */
const PUSH_ORIGIN = /^https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/;

/** A time of day as minutes after midnight. */
const minutes = (/** @type {string} */ hhmm) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const pushSchema = z.object({
  // Base64url, as web-push's generateVAPIDKeys() gives them: a P-256 public point (65 bytes) and private scalar (32).
  PUSH_VAPID_PUBLIC_KEY: z.string().trim().regex(/^[A-Za-z0-9_-]{87}$/, 'must be the base64url public key that `npx web-push generate-vapid-keys` prints (87 characters)'),
  PUSH_VAPID_PRIVATE_KEY: z.string().trim().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url private key that `npx web-push generate-vapid-keys` prints (43 characters)'),
  PUSH_CONTACT: z
    .string()
    .trim()
    .regex(/^(?:mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: or https: address where a push service can reach the school, such as mailto:office@school.example'),
  PUSH_SERVICE_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return DEFAULT_PUSH_SERVICE_ORIGINS;
      const entries = value.split(',').map((entry) => entry.trim().toLowerCase().replace(/\/$/, '')).filter((entry) => entry !== '');
      if (entries.length === 0 || !entries.every((entry) => PUSH_ORIGIN.test(entry))) {
        ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of https origins such as https://fcm.googleapis.com,https://*.notify.windows.com' });
        return z.NEVER;
      }
      return entries;
    }),
  PUSH_QUIET_HOURS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return { from: minutes('21:00'), to: minutes('07:00') };
      if (value.trim() === 'off') return null;
      const match = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
      if (!match || `${match[1]}${match[2]}` === `${match[3]}${match[4]}`) {
        ctx.addIssue({ code: 'custom', message: 'must be two different times of day such as 21:00-07:00 (India time), or off' });
        return z.NEVER;
      }
      return { from: minutes(`${match[1]}:${match[2]}`), to: minutes(`${match[3]}:${match[4]}`) };
    }),
});

/** The three VAPID variables: all set turns alerts on, none leaves them off, some stops the build and the start. */
const VAPID = /** @type {const} */ (['PUSH_VAPID_PUBLIC_KEY', 'PUSH_VAPID_PRIVATE_KEY', 'PUSH_CONTACT']);

/**
 * The alerts' settings, or null when none of the VAPID variables is set.
 * @param {Record<string, string | undefined>} env
 */
function parsePush(env) {
  const set = VAPID.filter((name) => env[name] !== undefined && env[name].trim() !== '');
  if (set.length === 0) return null;
  const missing = VAPID.find((name) => !set.includes(name));
  if (missing) throw new ConfigError(missing, `is missing: push alerts need all of ${VAPID.join(', ')}, or none of them`);
  const picked = Object.fromEntries(Object.keys(pushSchema.shape).map((name) => [name, env[name]]));
  const result = pushSchema.safeParse(picked);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'is invalid');
  }
  const value = result.data;
  return {
    /** VAPID keys, base64url; the public one is the pages' applicationServerKey. */
    publicKey: value.PUSH_VAPID_PUBLIC_KEY,
    privateKey: value.PUSH_VAPID_PRIVATE_KEY,
    /** The `sub` of every VAPID token: a mailto: or https: address. */
    contact: value.PUSH_CONTACT,
    /** The origins a subscription's endpoint may have (`https://*.domain` for any host under it). */
    serviceOrigins: value.PUSH_SERVICE_ORIGINS,
    /** When alerts wait (minutes after midnight, India time; `from` > `to` spans midnight); null: never. */
    quietHours: value.PUSH_QUIET_HOURS,
  };
}

/** The settings of push alerts. */
/** @typedef {NonNullable<ReturnType<typeof parsePush>>} PushConfig */

const variables = /** @type {(keyof typeof schema.shape)[]} */ (Object.keys(schema.shape));

/** Thrown when the environment is missing a variable or holds a malformed one. */
export class ConfigError extends Error {
  /**
   * @param {string} variable
   * @param {string} problem
   */
  constructor(variable, problem) {
    // Values are never echoed: two of the variables are secrets.
    super(`Configuration error: ${variable} ${problem}.`);
    this.name = 'ConfigError';
    this.variable = variable;
    this.problem = problem;
  }
}

/**
 * A short hash of the vendor's origin and the school code: every cache key of content carries it, so a
 * cache filled from one service is never read by a site pointed at another.
 * @param {string} contentApiUrl
 * @param {string} schoolCode
 */
export function contentFingerprint(contentApiUrl, schoolCode) {
  return createHash('sha256').update(`${contentApiUrl}\n${schoolCode}`).digest('hex').slice(0, 12);
}

/**
 * Validates an environment object and returns the configuration, or throws a ConfigError naming the first bad variable.
 * @param {Record<string, string | undefined>} env
 */
export function parseConfig(env) {
  const picked = Object.fromEntries(variables.map((name) => [name, env[name]]));
  const result = schema.safeParse(picked);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const missing = picked[variable] === undefined || picked[variable] === '';
    throw new ConfigError(variable, missing ? 'is missing' : (issue?.message ?? 'is invalid'));
  }
  const value = result.data;
  return {
    contentApiUrl: value.CONTENT_API_URL,
    schoolCode: value.SCHOOL_CODE,
    contentApiToken: value.CONTENT_API_TOKEN,
    siteUrl: value.SITE_URL,
    revalidateSeconds: value.CONTENT_REVALIDATE_SECONDS,
    revalidateSecret: value.REVALIDATE_SECRET,
    port: value.PORT,
    /** Peers (addresses or CIDR blocks) whose X-Forwarded-For is believed: the front proxy. */
    trustedProxies: value.TRUSTED_PROXIES,
    /** GET /healthz answers 503 when a content feed has had no good fetch for longer than this. */
    healthStaleSeconds: value.HEALTH_STALE_SECONDS,
    /** Where instances share their cache and TC limits (docs/deploy.md); null: this process keeps its own. */
    redisUrl: value.REDIS_URL,
    /** The password of the school office's page, /staff (any user name); null: the page answers 404. */
    staffPassword: value.STAFF_PASSWORD,
    /** Tests only: the content report's waits after a refresh (lib/staff/schedule.ts); null: a minute and 5 minutes. */
    staffReportTestDelays: value.STAFF_REPORT_TEST_DELAYS_MS,
    /** A hash of the vendor's origin and the school code, carried by every content cache key. */
    contentFingerprint: contentFingerprint(value.CONTENT_API_URL, value.SCHOOL_CODE),
    /** Push alerts (lib/push); null when none of the VAPID variables is set: no control, the endpoints answer 404. */
    push: parsePush(env),
  };
}

/** The validated server configuration. */
/** @typedef {ReturnType<typeof parseConfig>} Config */

/**
 * The trusted proxies as a node:net BlockList, for checking a socket's peer.
 * @param {readonly string[]} entries
 */
export function proxyBlockList(entries) {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}
