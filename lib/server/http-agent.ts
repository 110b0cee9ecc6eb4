import 'server-only';
import { Agent, setGlobalDispatcher } from 'undici';

/** Connect, first-byte and between-chunks limits for every outgoing HTTP call of the server. */
export const HTTP_LIMITS = { connectMs: 3_000, headersMs: 6_000, bodyMs: 6_000 } as const;

const key = Symbol.for('school-site.http-agent');
type WithAgent = typeof globalThis & { [key]?: Agent };

/**
 * The one undici Agent of the process. Next.js drops a fetch's AbortSignal when it revalidates in the
 * background, so without dispatcher-level timeouts a vendor that accepts a connection and never answers
 * would hold a regeneration for undici's default of 300 s.
 */
export function httpAgent(): Agent {
  const store = globalThis as WithAgent;
  store[key] ??= new Agent({
    connectTimeout: HTTP_LIMITS.connectMs,
    headersTimeout: HTTP_LIMITS.headersMs,
    bodyTimeout: HTTP_LIMITS.bodyMs,
    keepAliveTimeout: 10_000,
    connections: 32,
  });
  return store[key];
}

/** Makes the bounded Agent the dispatcher of the global fetch too (the image optimiser uses it). */
export function installHttpAgent(): void {
  setGlobalDispatcher(httpAgent());
}
