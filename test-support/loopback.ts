/**
 * For the specs that run real processes on loopback behind the production nginx front (e2e/front.spec.ts,
 * e2e/instances.spec.ts): `next start` spawned without waiting (they time when it listens), HTTP(S) calls
 * through undici (from any 127.0.0.x, as another client, and with any Host header: fetch can do neither),
 * and polling.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { test } from '@playwright/test';
import { Agent, request } from 'undici';
import { exited } from './process';
import { siteEnv } from './env';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A client of the front, or of an instance directly. Everything is on loopback and the front's certificate
 * is made for the run, so it is not checked. `localAddress` is another client as the front sees it (any
 * 127.0.0.x is loopback on Linux; undici's own option: the one in `connect` is overridden by it).
 */
export function loopbackAgent(options: { localAddress?: string; keepAliveTimeout?: number } = {}): Agent {
  return new Agent({ connect: { rejectUnauthorized: false }, localAddress: options.localAddress, keepAliveTimeout: options.keepAliveTimeout ?? 1_000 });
}

/** One request, its body read; throws on a connection error or after 10 s. */
export async function call(url: string, dispatcher: Agent, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const response = await request(url, { method: init.method ?? 'GET', headers: init.headers, body: init.body, dispatcher, signal: AbortSignal.timeout(10_000) });
  return { status: response.statusCode, headers: response.headers, body: await response.body.text() };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Asks `probe` every `everyMs` until it returns a value (a throw counts as not yet); throws after `timeoutMs`. */
export async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what} not within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

/** Whether something accepts connections on `port` of 127.0.0.1 now. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Stops a child with `signal`, then SIGKILL when it has not exited within 10 s. */
export async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited(child);
  clearTimeout(killer);
}

export function tally(values: readonly string[]): Record<string, number> {
  const table: Record<string, number> = {};
  for (const value of values) table[value] = (table[value] ?? 0) + 1;
  return table;
}

export interface NextProcess {
  child: ChildProcess;
  url: string;
  /** Its output so far, for a failed test's report. */
  log: () => string;
}

/**
 * Spawns `next start` for a dist dir on 127.0.0.1:`port` and returns at once (test-support/server.ts's
 * startSite waits until it answers; these specs time the restart themselves).
 */
export function spawnNext(port: number, distDir: string, env: Record<string, string> = {}): NextProcess {
  let output = '';
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    env: { ...process.env, ...siteEnv(port, distDir), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, url: `http://127.0.0.1:${port}`, log: () => output };
}

/** Prints the processes' logs after any test of the spec that failed, where its own message says too little. */
export function printLogsOnFailure(logs: () => string): void {
  test.afterEach(() => {
    const info = test.info();
    if (info.status !== info.expectedStatus) console.error(logs());
  });
}

/**
 * Debian's redis-server on loopback `port`, keeping nothing on disk (a restarted one is empty, the harder case
 * for the instances), logging warnings to `dir`/redis.log.
 */
export function startRedis(port: number, dir: string): ChildProcess {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  return spawn('redis-server', [...args, '--loglevel', 'warning', '--logfile', path.join(dir, 'redis.log')], { stdio: 'ignore' });
}
