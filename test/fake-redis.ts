import type { RedisCommands } from '@/lib/server/redis.cjs';

/** How the fake answers: normally, refusing every command, or never answering. */
export type FakeRedisMode = 'ok' | 'fail' | 'hang';

/**
 * An in-memory Redis speaking the few commands the site sends, with switches for the failures the code
 * must survive. Counts the commands it was sent.
 */
export class FakeRedis implements RedisCommands {
  isReady = true;
  mode: FakeRedisMode = 'ok';
  readonly strings = new Map<string, { value: string; ex: number }>();
  readonly hashes = new Map<string, Map<string, string>>();
  readonly sent: string[] = [];

  get(key: string): Promise<string | null> {
    return this.#answer('GET', () => this.strings.get(key)?.value ?? null);
  }

  /** SET with EX, or SET NX PX (answers null, and sets nothing, when the key exists); PX is kept as seconds. */
  set(key: string, value: string, options: { EX: number } | { NX: true; PX: number }): Promise<string | null> {
    return this.#answer('SET', () => {
      if ('NX' in options && this.strings.has(key)) return null;
      this.strings.set(key, { value, ex: 'EX' in options ? options.EX : Math.ceil(options.PX / 1000) });
      return 'OK';
    });
  }

  del(key: string): Promise<number> {
    return this.#answer('DEL', () => (this.strings.delete(key) ? 1 : 0));
  }

  hGetAll(key: string): Promise<Record<string, string>> {
    return this.#answer('HGETALL', () => Object.fromEntries(this.hashes.get(key) ?? []));
  }

  hSet(key: string, fields: Record<string, string>): Promise<unknown> {
    return this.#answer('HSET', () => {
      const hash = this.hashes.get(key) ?? new Map<string, string>();
      for (const [field, value] of Object.entries(fields)) hash.set(field, value);
      this.hashes.set(key, hash);
      return Object.keys(fields).length;
    });
  }

  hIncrBy(key: string, field: string, increment: number): Promise<number> {
    return this.#answer('HINCRBY', () => {
      const hash = this.hashes.get(key) ?? new Map<string, string>();
      const value = Number(hash.get(field) ?? '0') + increment;
      hash.set(field, String(value));
      this.hashes.set(key, hash);
      return value;
    });
  }

  hGet(key: string, field: string): Promise<string | null> {
    return this.#answer('HGET', () => this.hashes.get(key)?.get(field) ?? null);
  }

  hmGet(key: string, fields: string[]): Promise<(string | null)[]> {
    return this.#answer('HMGET', () => fields.map((field) => this.hashes.get(key)?.get(field) ?? null));
  }

  hDel(key: string, fields: string | string[]): Promise<number> {
    return this.#answer('HDEL', () => [fields].flat().filter((field) => this.hashes.get(key)?.delete(field)).length);
  }

  /** The whole hash in one page (cursor '0' ends the scan). */
  hScan(key: string): Promise<{ cursor: string; entries: { field: string; value: string }[] }> {
    return this.#answer('HSCAN', () => ({ cursor: '0', entries: [...(this.hashes.get(key) ?? [])].map(([field, value]) => ({ field, value })) }));
  }

  readonly lists = new Map<string, string[]>();

  lRange(key: string, start: number, stop: number): Promise<string[]> {
    return this.#answer('LRANGE', () => (this.lists.get(key) ?? []).slice(start, stop === -1 ? undefined : stop + 1));
  }

  /** Scripts are not run: a test that needs one runs a real Redis. */
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown> {
    return this.#answer('EVAL', () => {
      throw new Error(`EVAL is not faked (keys ${options.keys.join(', ')}): ${script.trim().split('\n')[0]}`);
    });
  }

  readonly expiries = new Map<string, number>();

  expire(key: string, seconds: number): Promise<unknown> {
    return this.#answer('EXPIRE', () => {
      this.expiries.set(key, seconds);
      return 1;
    });
  }

  #answer<T>(command: string, run: () => T): Promise<T> {
    this.sent.push(command);
    if (this.mode === 'fail') return Promise.reject(new Error('READONLY You cannot write against a read only replica.'));
    if (this.mode === 'hang') return new Promise<T>(() => undefined);
    return Promise.resolve(run());
  }
}
