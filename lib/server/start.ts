import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';
import { installClientIpHook } from '@/lib/server/client-address';
import { ConfigError, getConfig, proxyBlockList } from '@/lib/config';
import { installHttpAgent } from '@/lib/server/http-agent';
import { nodeVersionWarning } from '@/lib/server/node-version';
import { installOneLocation } from '@/lib/server/one-location';
import { sharedRedis } from '@/lib/server/redis.cjs';
import { startPushAlerts } from '@/lib/push/watch';
import { startContentReports } from '@/lib/staff/schedule';
import { flushVitals } from '@/lib/vitals/store';

/**
 * Validates the environment (stopping the process with one line naming the bad variable), warns in one line
 * when it runs on another major version of Node than the project pins, bounds outgoing
 * HTTP, pins X-Forwarded-For to the socket's peer unless that peer is a front proxy listed in TRUSTED_PROXIES, opens the
 * Redis connection when REDIS_URL is set (in the background: the server starts whether Redis is up or
 * not), keeps every redirect to one Location header (lib/server/one-location.ts), starts the school office's hourly content report when its page is open (STAFF_PASSWORD), and bounds
 * a graceful shutdown.
 */
export function startServer(): void {
  let trustedProxies: readonly string[];
  let redisUrl: string | null;
  let staffPassword: string | null;
  let alerts: boolean;
  try {
    const config = getConfig();
    ({ trustedProxies, redisUrl, staffPassword } = config);
    alerts = config.push !== null;
    checkBuiltFor(config.contentFingerprint, process.env.SCHOOL_SITE_BUILT_FOR);
    checkBuiltWithKey(config.push?.publicKey ?? null, process.env.SCHOOL_SITE_PUSH_KEY);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const wrongNode = nodeVersionWarning(process.version);
  if (wrongNode !== null) console.warn(wrongNode);
  installHttpAgent();
  installClientIpHook(proxyBlockList(trustedProxies));
  installOneLocation();
  if (redisUrl !== null) sharedRedis(redisUrl);
  if (staffPassword !== null) startContentReports();
  if (alerts) startPushAlerts();
  boundShutdown();
}

/**
 * Stops a server whose vendor origin or school code differs from the build's (next.config.mjs records it
 * as SCHOOL_SITE_BUILT_FOR): the build's pages, CSP and image origin belong to the other service.
 */
export function checkBuiltFor(fingerprint: string, builtFor: string | undefined): void {
  if (builtFor !== undefined && builtFor !== fingerprint) {
    throw new ConfigError('CONTENT_API_URL', 'or SCHOOL_CODE differs from the one this build was made for: run `npm run build` with this environment');
  }
}

/**
 * Stops a server whose VAPID public key differs from the build's (next.config.mjs records it as
 * SCHOOL_SITE_PUSH_KEY, '' for none): the build's pages subscribe with their key, and a server signing with
 * another could reach none of those subscriptions (or would offer alerts that its pages do not show).
 */
export function checkBuiltWithKey(publicKey: string | null, builtWith: string | undefined): void {
  if (builtWith !== undefined && builtWith !== (publicKey ?? '')) {
    throw new ConfigError('PUSH_VAPID_PUBLIC_KEY', 'differs from the one this build was made with (or one of the two has none): run `npm run build` with this environment');
  }
}

/** The longest a stopping server may take to finish the requests it holds (orchestrators kill at 30 s). */
export const SHUTDOWN_LIMIT_MS = 25_000;
const shutdownInstalled = Symbol.for('school-site.shutdown');
/** How long a stopping server keeps accepting requests, answering each with `Connection: close`. */
export const DRAIN_MS = 2_000;

/**
 * On SIGTERM, Next stops listening and closes idle keep-alive connections at once, so a request a client
 * has just sent on one of them is lost (a reset). Instead, for DRAIN_MS every answer, including those in
 * flight, says `Connection: close`, so clients leave their connections after their current request;
 * then Next's own shutdown runs (stop listening, finish what is in flight, exit). The process exits
 * after SHUTDOWN_LIMIT_MS whatever happens.
 */
function boundShutdown(): void {
  const store = globalThis as typeof globalThis & { [shutdownInstalled]?: boolean };
  if (store[shutdownInstalled]) return;
  store[shutdownInstalled] = true;
  const nextHandlers = process.listeners('SIGTERM');
  const open = new Set<ServerResponse>();
  let draining = false;
  subscribe('http.server.request.start', (message) => {
    const { response } = message as { response: ServerResponse };
    if (draining) {
      closeAfter(response);
      return;
    }
    open.add(response);
    response.once('finish', () => open.delete(response));
    response.once('close', () => open.delete(response));
  });
  for (const handler of nextHandlers) process.off('SIGTERM', handler);
  process.once('SIGTERM', () => {
    draining = true;
    open.forEach(closeAfter);
    console.log(JSON.stringify({ level: 'info', msg: 'shutdown', drainMs: DRAIN_MS, inFlight: open.size }));
    setTimeout(() => {
      console.error(JSON.stringify({ level: 'error', msg: 'shutdown-timeout', limitMs: SHUTDOWN_LIMIT_MS }));
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    setTimeout(() => {
      // Visitors' speed figures still waiting in memory are written before the process goes (lib/vitals/store.ts).
      void flushVitals().finally(() => {
        if (nextHandlers.length === 0) process.exit(0);
        for (const handler of nextHandlers) handler('SIGTERM');
      });
    }, DRAIN_MS);
  });
}

function closeAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('Connection', 'close');
}
