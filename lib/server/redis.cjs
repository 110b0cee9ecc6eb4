// @ts-check
// The one Redis connection of a process with REDIS_URL set, shared by the incremental cache handler
// (lib/cache/cache-handler.cjs, which Next requires at run time outside the app bundle) and the TC
// limits (lib/tc/limits.ts, bundled). Plain CommonJS with checked JSDoc types because Next requires the
// handler as it is; both module copies find the connection through globalThis, so a process holds one.

/** The longest one Redis command may take before the caller goes on without Redis. */
const REDIS_TIMEOUT_MS = 200;
/**
 * After a failed or slow command, Redis is skipped for this long: a Redis that hangs then costs a page one
 * timeout every few seconds, not one per read.
 */
const REDIS_HOLD_MS = 2_000;
/** The longest wait between reconnection attempts. */
const RECONNECT_MAX_MS = 2_000;

/** @typedef {'connecting' | 'up' | 'down'} RedisState */

/**
 * What /healthz shows of the connection.
 * @typedef {{ state: RedisState, since: string, lastError: string | null }} RedisHealth
 */

/**
 * The few commands the site sends, in node-redis's shapes.
 * @typedef {object} RedisCommands
 * @property {boolean} isReady
 * @property {(key: string) => Promise<string | null>} get
 * @property {(key: string, value: string, options: { EX: number } | { NX: true, PX: number }) => Promise<string | null>} set
 * @property {(key: string) => Promise<number>} del
 * @property {(key: string) => Promise<Record<string, string>>} hGetAll
 * @property {(key: string, fields: Record<string, string>) => Promise<unknown>} hSet
 * @property {(key: string, field: string, increment: number) => Promise<number>} hIncrBy
 * @property {(key: string, seconds: number) => Promise<unknown>} expire
 * @property {(key: string, field: string) => Promise<string | null>} hGet
 * @property {(key: string, fields: string | string[]) => Promise<number>} hDel
 * @property {(key: string, fields: string[]) => Promise<(string | null)[]>} hmGet
 * @property {(key: string, cursor: string, options: { COUNT: number }) => Promise<{ cursor: string, entries: { field: string, value: string }[] }>} hScan
 * @property {(key: string, start: number, stop: number) => Promise<string[]>} lRange
 * @property {(script: string, options: { keys: string[], arguments: string[] }) => Promise<unknown>} eval
 */

/**
 * The answer of a bounded command: its value, or `ok: false` when Redis was not asked or did not answer
 * in time (the caller then does without it).
 * @template T
 * @typedef {{ ok: true, value: T } | { ok: false }} Outcome
 */

/** @type {{ ok: false }} */
const UNAVAILABLE = Object.freeze({ ok: false });

/**
 * A Redis client whose every command is bounded in time and never throws: a caller that gets no answer
 * falls back to what it has locally. Tracks the connection's state for /healthz and logs each change once.
 */
class RedisLink {
  /** @type {RedisCommands} */
  #client;
  #timeoutMs;
  #holdMs;
  /** @type {() => number} */
  #now;
  /** @type {(line: Record<string, unknown>) => void} */
  #log;
  #heldUntil = 0;
  /** @type {RedisState} */
  #state = 'connecting';
  #since;
  /** @type {string | null} */
  #lastError = null;

  /**
   * @param {RedisCommands} client
   * @param {{ timeoutMs?: number, holdMs?: number, now?: () => number, log?: (line: Record<string, unknown>) => void }} [options]
   */
  constructor(client, options = {}) {
    this.#client = client;
    this.#timeoutMs = options.timeoutMs ?? REDIS_TIMEOUT_MS;
    this.#holdMs = options.holdMs ?? REDIS_HOLD_MS;
    this.#now = options.now ?? Date.now;
    this.#log = options.log ?? logLine;
    this.#since = this.#now();
  }

  /** The client itself, for the rate limiter, which bounds its own calls. */
  get client() {
    return this.#client;
  }

  /** @returns {RedisHealth} */
  health() {
    return { state: this.#state, since: new Date(this.#since).toISOString(), lastError: this.#lastError };
  }

  /** The connection is ready (node-redis's 'ready' event). */
  markUp() {
    this.#heldUntil = 0;
    this.#setState('up', null);
  }

  /**
   * The connection failed, or a command did: Redis is skipped for the hold.
   * @param {unknown} error
   */
  markDown(error) {
    this.#heldUntil = this.#now() + this.#holdMs;
    this.#setState('down', error instanceof Error ? error.message : String(error));
  }

  /** Whether a command would be sent now. */
  available() {
    return this.#client.isReady && this.#now() >= this.#heldUntil;
  }

  /**
   * Sends one command unless Redis is down or held; gives up after the timeout.
   * @template T
   * @param {(client: RedisCommands) => Promise<T>} command
   * @returns {Promise<Outcome<T>>}
   */
  async run(command) {
    if (!this.available()) return UNAVAILABLE;
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const timeout = new Promise((_, reject) => {
      // Given up one turn of the event loop late: when this process was busy past the timeout (a page
      // rendering), an answer Redis sent meanwhile is read first and wins, so only Redis's own slowness counts.
      timer = setTimeout(() => setImmediate(() => reject(new Error(`no answer within ${this.#timeoutMs} ms`))), this.#timeoutMs);
    });
    try {
      const value = /** @type {T} */ (await Promise.race([command(this.#client), timeout]));
      // An answer read just before the connection dropped does not make it up again.
      if (this.#state !== 'up' && this.#client.isReady) this.markUp();
      return { ok: true, value };
    } catch (error) {
      this.markDown(error);
      return UNAVAILABLE;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * @param {RedisState} state
   * @param {string | null} error
   */
  #setState(state, error) {
    if (error !== null) this.#lastError = error;
    if (state === this.#state) return;
    this.#state = state;
    this.#since = this.#now();
    this.#log(state === 'up' ? { level: 'info', msg: 'redis', state } : { level: 'warn', msg: 'redis', state, error });
  }
}

/** @param {Record<string, unknown>} line */
function logLine(line) {
  const text = JSON.stringify(line);
  if (line.level === 'info') console.log(text);
  else console.warn(text);
}

/** Whether a REDIS_URL value is one the client can use: redis:// or rediss:// with a host. */
function isRedisUrl(/** @type {string} */ value) {
  try {
    const url = new URL(value);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const registry = Symbol.for('school-site.redis');
/** @typedef {typeof globalThis & { [registry]?: RedisLink }} WithRedis */

/**
 * The process's connection to REDIS_URL, opened on first use. It connects in the background and
 * reconnects by itself (after 100 ms, doubling up to RECONNECT_MAX_MS); while it is not ready, commands
 * are refused at once instead of queued (`disableOfflineQueue`), so nothing waits for a Redis that is down.
 * @param {string} url
 * @returns {RedisLink}
 */
function sharedRedis(url) {
  const store = /** @type {WithRedis} */ (globalThis);
  const existing = store[registry];
  if (existing) return existing;
  // Required here, not at the top: a process without REDIS_URL never loads the client.
  const { createClient } = require('redis');
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, RECONNECT_MAX_MS),
    },
  });
  const link = new RedisLink(client);
  // Without an 'error' listener a lost connection would crash the process.
  client.on('error', (error) => link.markDown(error));
  client.on('ready', () => link.markUp());
  // The connection never keeps a stopping server alive.
  client.unref();
  client.connect().catch((error) => link.markDown(error));
  store[registry] = link;
  return link;
}

module.exports = { REDIS_TIMEOUT_MS, RedisLink, isRedisUrl, sharedRedis };
