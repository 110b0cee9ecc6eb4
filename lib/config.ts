import 'server-only';
import { z } from 'zod';
import { isRedisUrl } from '@/lib/server/redis.cjs';

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

const integer = (min: number, max: number, fallback: number) =>
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

/** `true` or `false` (also `1`/`0`, any letter case); unset or empty means false. */
const flag = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    const normal = (value ?? '').toLowerCase();
    if (normal === '' || normal === 'false' || normal === '0') return false;
    if (normal === 'true' || normal === '1') return true;
    ctx.addIssue({ code: 'custom', message: 'must be true or false' });
    return z.NEVER;
  });

const schema = z.object({
  CONTENT_API_URL: origin,
  SCHOOL_CODE: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1 to 32 letters, digits, "-" or "_"'),
  CONTENT_API_TOKEN: z
    .string()
    .regex(/^\S{8,512}$/, 'must be 8 to 512 characters without spaces'),
  SITE_URL: origin,
  CONTENT_REVALIDATE_SECONDS: integer(1, 86_400, 300),
  REVALIDATE_SECRET: z.string().regex(/^\S{16,512}$/, 'must be 16 to 512 characters without spaces'),
  PORT: integer(1, 65_535, 3000),
  TRUST_PROXY: flag,
  HEALTH_STALE_SECONDS: integer(1, 604_800, 3600),
  REDIS_URL: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isRedisUrl(value), 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379')
    .transform((value) => value || null),
});

const variables = Object.keys(schema.shape) as (keyof typeof schema.shape)[];

/** The validated server configuration. */
export interface Config {
  contentApiUrl: string;
  schoolCode: string;
  contentApiToken: string;
  siteUrl: string;
  revalidateSeconds: number;
  revalidateSecret: string;
  port: number;
  /** A front proxy overwrites X-Forwarded-For with the client's address, so the header may be believed. */
  trustProxy: boolean;
  /** GET /healthz answers 503 when a content feed has had no good fetch for longer than this. */
  healthStaleSeconds: number;
  /** Where instances share their cache and TC limits (docs/deploy.md); null: this process keeps its own. */
  redisUrl: string | null;
}

/** Thrown when the environment is missing a variable or holds a malformed one. */
export class ConfigError extends Error {
  constructor(readonly variable: string, readonly problem: string) {
    // Values are never echoed: two of the variables are secrets.
    super(`Configuration error: ${variable} ${problem}.`);
    this.name = 'ConfigError';
  }
}

/** Validates an environment object and returns the configuration, or throws a ConfigError naming the first bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
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
    trustProxy: value.TRUST_PROXY,
    healthStaleSeconds: value.HEALTH_STALE_SECONDS,
    redisUrl: value.REDIS_URL,
  };
}

let cached: Config | undefined;

/** The configuration of this process, validated once on first use. */
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
