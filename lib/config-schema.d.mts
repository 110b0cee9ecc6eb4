// Types of config-schema.mjs (plain JavaScript so next.config.mjs can validate the environment at build) for TypeScript callers.
import type { BlockList } from 'node:net';

/** The validated server configuration. */
export interface Config {
  contentApiUrl: string;
  schoolCode: string;
  contentApiToken: string;
  siteUrl: string;
  revalidateSeconds: number;
  revalidateSecret: string;
  port: number;
  /** Peers (addresses or CIDR blocks) whose X-Forwarded-For is believed: the front proxy. */
  trustedProxies: readonly string[];
  /** GET /healthz answers 503 when a content feed has had no good fetch for longer than this. */
  healthStaleSeconds: number;
  /** Where instances share their cache and TC limits (docs/deploy.md); null: this process keeps its own. */
  redisUrl: string | null;
  /** The password of the school office's page, /staff (any user name); null: the page answers 404. */
  staffPassword: string | null;
  /** Tests only: the content report's waits after a refresh (lib/staff/schedule.ts); null: a minute and 5 minutes. */
  staffReportTestDelays: { afterRefreshMs: number; gapMs: number } | null;
  /** A hash of the vendor's origin and the school code, carried by every content cache key. */
  contentFingerprint: string;
  /** Push alerts (lib/push); null when none of the VAPID variables is set: no control, the endpoints answer 404. */
  push: PushConfig | null;
}

/** The settings of push alerts. */
export interface PushConfig {
  /** VAPID keys, base64url; the public one is the pages' applicationServerKey. */
  publicKey: string;
  privateKey: string;
  /** The `sub` of every VAPID token: a mailto: or https: address. */
  contact: string;
  /** The origins a subscription's endpoint may have (`https://*.domain` for any host under it). */
  serviceOrigins: readonly string[];
  /** When alerts wait (minutes after midnight, India time; `from` > `to` spans midnight); null: never. */
  quietHours: { from: number; to: number } | null;
}

export declare const DEFAULT_PUSH_SERVICE_ORIGINS: readonly string[];

export declare const DEFAULT_TRUSTED_PROXIES: readonly string[];

/** Thrown when the environment is missing a variable or holds a malformed one. */
export declare class ConfigError extends Error {
  constructor(variable: string, problem: string);
  readonly variable: string;
  readonly problem: string;
}

export declare function contentFingerprint(contentApiUrl: string, schoolCode: string): string;
export declare function parseConfig(env: Record<string, string | undefined>): Config;
export declare function proxyBlockList(entries: readonly string[]): BlockList;
