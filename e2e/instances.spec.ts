// Proves that instances share their cache, refreshes and TC limits through Redis behind the nginx front
// (docs/deploy.md): starts Debian's redis-server, two `next start` instances of the e2e build (each on its
// own copy of the dist dir, `<distDir>-instance-a` and `-b`, as each production instance has its own) and
// the nginx front with both as upstreams, all on loopback, in front of the shared demo content service
// (the vendor origin the build was made for, which a server checks at start), then checks
// (a) a news item published in the demo service and one refresh webhook through nginx: both instances,
//     asked directly, serve it within 10 s (their ISR window is an hour, so only what they share through
//     Redis can do it);
// (b) six TC requests from one address alternating between the instances: the sixth is refused (429);
// (d) Redis stopped during a 20-second load through nginx: every answer 2xx, both instances keep the
//     content; Redis started again: the next item and a webhook at instance A alone reach instance B
//     (asked first, A rendering nothing meanwhile: only the invalidation stored in Redis can tell B), then A,
//     within 10 s;
// (c) one instance killed (SIGKILL) during a 20-second load at 20 connections: every answer 2xx;
//     from nginx's access log of the loads, how long the instances took to answer (none near the front's
//     30 s timeout), and how long a killed instance takes to come back: restarted, when it listens, and
//     when nginx sends it requests again (the figures behind the upstream's max_fails and fail_timeout);
// (e) with the vendor down (the demo service's `error` fault) and both instances answering /healthz 503,
//     /healthz polled every 100 ms for 30 s through the front from the monitor's address, while a visitor
//     fetches pages nginx has not cached and posts the TC form: no 502 from the front for anybody (the
//     instances' 503s never mark them down).
// The tests run in order on one set of processes, each starting where the one before left them. The spec
// runs last (after abuse and front), alone, as it publishes items in the shared demo service and switches it
// to the `error` fault (back to `ok` when done, failed or not).
// Ports: E2E_INSTANCE_A_PORT and E2E_INSTANCE_B_PORT, E2E_INSTANCES_REDIS_PORT, E2E_INSTANCES_HTTPS_PORT and
// E2E_INSTANCES_HTTP_PORT (nginx). Client addresses: 127.0.0.1, the monitor 127.0.0.2 (the front's
// MONITOR_ADDRESS), a visitor 127.0.0.7, the load's clients 127.0.0.10 and up.
// Run alone: `npx playwright test --project=instances --no-deps`.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { request, type Agent } from 'undici';
import { FRONT_NAME, startFront, type AccessEntry, type Front } from '../test-support/nginx';
import { exited } from '../test-support/process';
import { bumpRevision, demoJson, setFault } from '../test-support/demo';
import { E2E } from '../test-support/env';
import { call, listening, loopbackAgent, sleep, spawnNext, stop, tally, until, type Answer, type NextProcess, printLogsOnFailure, startRedis } from '../test-support/loopback';
import { copyBuild } from '../test-support/server';

test.describe.configure({ mode: 'serial', timeout: 20_000 });

const front = `https://${FRONT_NAME}:${E2E.instancesHttpsPort}`;
const REDIS_URL = `redis://127.0.0.1:${E2E.instancesRedisPort}`;
/** The instances' ISR window: an hour, so within the test only an invalidation can refresh a page. */
const WINDOW_SECONDS = 3600;
const SEEN_BUDGET_MS = 10_000;
const LOAD_SECONDS = 20;
const LOAD_CONNECTIONS = 20;
/** Pages (answered by nginx's cache once warm) and /healthz (never cached: every one reaches an instance). */
const LOAD_PATHS = ['/healthz', '/News', '/', '/healthz', '/Events', '/OurSchool', '/healthz', '/Gallery'];
/** The front's MONITOR_ADDRESS, and a visitor's address. */
const MONITOR = '127.0.0.2';
const VISITOR = '127.0.0.7';
/** (e): how long, and how often, the monitor asks /healthz during the vendor's outage. */
const OUTAGE_MS = 30_000;
const POLL_MS = 100;
/** (e): pages nobody asked the front for before, so nginx has no copy of them. */
const UNCACHED = ['/Library', '/Faculty', '/Toppers', '/Founder', '/Hod', '/Admission', '/FeeDetails', '/BusRoute', '/Syllabus', '/Booklist', '/Laboratories', '/PlayGround'];
/** (e): TC requests the visitor posts (the TC limit allows 5 per address in 10 minutes). */
const TC_POSTS = 4;
/** The front's proxy_read_timeout, in seconds: an answer that slow would count as a failed instance. */
const READ_TIMEOUT_SECONDS = 30;

/**
 * Each instance's copy of the build (each writes regenerated pages into its own dist dir, as in
 * production), without what servers wrote into the e2e build since it was made (copyBuild).
 */
const copies = [`${E2E.distDir}-instance-a`, `${E2E.distDir}-instance-b`] as const;

const direct = loopbackAgent();
const monitor = loopbackAgent({ localAddress: MONITOR, keepAliveTimeout: 4_000 });
const visitor = loopbackAgent({ localAddress: VISITOR, keepAliveTimeout: 4_000 });
/** The load's clients: one visitor each, from an address of its own (127.0.0.10 and up), as the front's per-address limits expect. */
const loadClients = Array.from({ length: LOAD_CONNECTIONS }, (_, n) => loopbackAgent({ localAddress: `127.0.0.${10 + n}`, keepAliveTimeout: 4_000 }));

interface Instance extends NextProcess {
  name: 'A' | 'B';
}

let redisDir: string;
let redis: ChildProcess | undefined;
/** A, then B; a restarted one replaces its entry. */
const instances: Instance[] = [];
let nginx: Front;
/** What one test leaves for the next. */
let upcoming: string;
let first: string;
let loadsFrom: number;
let kept: string[];
let killedAt: number;
let killed: LoadResult;

function startInstance(name: Instance['name'], extraEnv: Record<string, string> = {}): Instance {
  const port = name === 'A' ? E2E.instanceAPort : E2E.instanceBPort;
  const spawned = spawnNext(port, copies[name === 'A' ? 0 : 1], {
    // One public origin for both, as behind a real front.
    SITE_URL: front,
    CONTENT_REVALIDATE_SECONDS: String(WINDOW_SECONDS),
    HEALTH_STALE_SECONDS: String(WINDOW_SECONDS),
    REDIS_URL,
    ...extraEnv,
  });
  return { name, ...spawned };
}

function instance(name: Instance['name']): Instance {
  const found = instances.find((one) => one.name === name);
  if (!found) throw new Error(`instance ${name} was not started`);
  return found;
}

/**
 * The instance's view of Redis, from its /healthz; marked when the answer names Redis's address (the
 * connection's error text does, and /healthz must state no internal address).
 */
async function redisState(one: Instance): Promise<string> {
  const answer = await call(`${one.url}/healthz`, direct);
  const state = String((JSON.parse(answer.body) as { redis?: { state?: string } }).redis?.state);
  return answer.body.includes(String(E2E.instancesRedisPort)) ? `${state}, naming Redis's address` : state;
}

/** Prints a check's figures (in the run's output, pass or fail) and returns them as its assertions' message. */
function figures(message: string): string {
  console.log(`instances: ${message}`);
  return message;
}

/** Calls the refresh webhook once, through the front or at one instance's own address. */
async function webhook(origin: string, where: string): Promise<void> {
  const answer = await call(`${origin}/api/revalidate`, direct, { method: 'POST', headers: { 'x-revalidate-secret': E2E.revalidateSecret } });
  expect(answer.status, figures(`one refresh webhook ${where} answered ${answer.status}`)).toBe(200);
}

/** Milliseconds from `since` until the instance's /News lists `title` (asking every 250 ms, as visitors would). */
async function firstSight(one: Instance, title: string, since: number): Promise<number> {
  return until(`${one.name} serving "${title}"`, SEEN_BUDGET_MS, async () => {
    const answer = await call(`${one.url}/News`, direct);
    if (answer.status === 200 && answer.body.includes(title)) return Date.now() - since;
    await sleep(150);
    return undefined;
  });
}

/**
 * The mark of the demo service's next revision, "(revision N)": the specs before this one may have
 * published some already.
 */
async function nextRevision(): Promise<string> {
  const published = (await demoJson('/api/news/{code}')).map((item) => Number(/\(revision (\d+)\)$/.exec(item.title)?.[1] ?? 0));
  return `(revision ${Math.max(0, ...published) + 1})`;
}

interface LoadResult {
  requests: number;
  perSecond: number;
  statuses: Record<string, number>;
  errors: Record<string, number>;
  /** nginx's X-Cache-Status of each answer ('-' for none: passed through to an instance). */
  cache: Record<string, number>;
}

/**
 * LOAD_CONNECTIONS clients (each its own address) requesting LOAD_PATHS in turn through the front for LOAD_SECONDS, while
 * `events` run at their offsets (ms from the start).
 */
async function load(events: { atMs: number; run: () => Promise<void> }[]): Promise<LoadResult> {
  const started = Date.now();
  const deadline = started + LOAD_SECONDS * 1000;
  const result: LoadResult = { requests: 0, perSecond: 0, statuses: {}, errors: {}, cache: {} };
  const count = (table: Record<string, number>, key: string) => (table[key] = (table[key] ?? 0) + 1);
  let next = 0;
  const client = async (dispatcher: Agent) => {
    while (Date.now() < deadline) {
      const n = next++;
      const route = LOAD_PATHS[n % LOAD_PATHS.length] ?? '/';
      try {
        // /healthz is the monitor's: only its address may read it through the front.
        const response = await request(`${front}${route}`, { dispatcher: route === '/healthz' ? monitor : dispatcher, signal: AbortSignal.timeout(15_000) });
        await response.body.dump();
        count(result.statuses, String(response.statusCode));
        count(result.cache, String(response.headers['x-cache-status'] ?? '-'));
      } catch (error) {
        count(result.errors, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
      }
      result.requests += 1;
    }
  };
  const scheduled = events.map(async (event) => {
    await sleep(Math.max(0, started + event.atMs - Date.now()));
    await event.run();
  });
  await Promise.all([...loadClients.map(client), ...scheduled]);
  result.perSecond = Math.round(result.requests / ((Date.now() - started) / 1000));
  return result;
}

/** Each instance's answer time in a line of the access log (several when nginx tried more than one). */
function upstreamTimes(entry: AccessEntry): number[] {
  return entry.upstreamSeconds
    .split(/[,:]/)
    .map((value) => Number(value.trim()))
    .filter((value) => Number.isFinite(value));
}

/** An error page nginx made itself (502, 504: no instance answered), not an answer of the site's. */
function fromFront(answer: Answer): boolean {
  return answer.status >= 500 && answer.body.includes('<center>nginx');
}

function non2xx(result: LoadResult): number {
  return Object.entries(result.statuses).reduce((sum, [status, n]) => (status.startsWith('2') ? sum : sum + n), 0);
}

function summary(result: LoadResult): string {
  return `${result.requests} requests, ${result.perSecond} req/s, statuses ${JSON.stringify(result.statuses)}, errors ${JSON.stringify(result.errors)}, nginx cache ${JSON.stringify(result.cache)}`;
}

function serverLogs(): string {
  const redisLog = path.join(redisDir, 'redis.log');
  return [
    ...instances.map((one) => `--- ${one.name} log ---\n${one.log().slice(-4000)}`),
    `--- nginx error log ---\n${nginx?.errorLog().slice(-4000)}`,
    existsSync(redisLog) ? `--- redis log ---\n${readFileSync(redisLog, 'utf8').slice(-2000)}` : '',
  ].join('\n');
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const copy of copies) copyBuild(E2E.distDir, copy);
  redisDir = mkdtempSync(path.join(tmpdir(), 'instances-redis-'));
  redis = startRedis(E2E.instancesRedisPort, redisDir);
  try {
    await until('redis-server listening', 10_000, async () => ((await listening(E2E.instancesRedisPort)) ? true : undefined));
    instances.push(startInstance('A'), startInstance('B'));
    await Promise.all(instances.map((one) => until(`${one.name} up`, 60_000, async () => ((await call(`${one.url}/News`, direct)).status === 200 ? true : undefined))));
    nginx = startFront({ httpsPort: E2E.instancesHttpsPort, httpPort: E2E.instancesHttpPort, upstreams: [`127.0.0.1:${E2E.instanceAPort}`, `127.0.0.1:${E2E.instanceBPort}`], monitorAddress: MONITOR });
    await until('the front answering', 10_000, async () => ((await call(`${front}/OurSchool`, direct)).status === 200 ? true : undefined));
  } catch (error) {
    console.error(serverLogs());
    throw error;
  }
});

printLogsOnFailure(serverLogs);

test.afterAll(async () => {
  // stop() gives a Next process 10 s after SIGTERM before it kills it.
  test.setTimeout(60_000);
  await setFault('ok');
  await nginx?.stop();
  await Promise.all(instances.map((one) => stop(one.child)));
  await stop(redis);
  await Promise.all([direct, monitor, visitor, ...loadClients].map((agent) => agent.close()));
  for (const dir of [...copies, redisDir]) rmSync(dir, { recursive: true, force: true });
});

test('both instances report Redis up on /healthz', async () => {
  const states = await Promise.all(instances.map((one) => until(`${one.name} connected to Redis`, 10_000, async () => ((await redisState(one)) === 'up' ? 'up' : undefined))));
  expect(states, figures(`both instances report Redis up on /healthz (${states.join(', ')})`)).toEqual(['up', 'up']);
});

test('both instances serve the same service worker, and the front keeps no copy of it', async () => {
  const [a, b] = await Promise.all(instances.map((one) => call(`${one.url}/sw.js`, direct)));
  expect(a?.status).toBe(200);
  expect(a?.body.length).toBeGreaterThan(10_000);
  expect(b?.body, 'the same worker from A and B').toBe(a?.body);
  const [shellA, shellB] = await Promise.all(instances.map((one) => call(`${one.url}/offline/shell`, direct)));
  expect(shellB?.body, 'the same offline page for the worker to precache').toBe(shellA?.body);
  const throughFront = [];
  for (let n = 0; n < 3; n += 1) throughFront.push(await call(`${front}/sw.js`, direct));
  const statuses = throughFront.map((answer) => `${answer.status} ${String(answer.headers['x-cache-status'] ?? '-')}`);
  expect(statuses.every((status) => status.startsWith('200') && !status.endsWith('HIT')), figures(`/sw.js through the front: ${statuses.join(', ')}`)).toBe(true);
  expect(throughFront.every((answer) => answer.body === a?.body)).toBe(true);
});

// Each instance regenerates its build-time pages once with the hour-long window; then neither
// would show new content for an hour without an invalidation.
test('before publishing, neither instance lists the revision about to be published', async () => {
  for (let round = 0; round < 2; round += 1) {
    await Promise.all(instances.map((one) => call(`${one.url}/News`, direct)));
    await sleep(1_000);
  }
  upcoming = await nextRevision();
  const before = await Promise.all(instances.map((one) => call(`${one.url}/News`, direct)));
  const message = figures(`before publishing, neither instance lists ${upcoming} (${before.map((answer) => answer.status).join(', ')})`);
  for (const answer of before) {
    expect(answer.status, message).toBe(200);
    expect(answer.body, message).not.toContain(upcoming);
  }
});

// (a) One webhook through nginx reaches one instance; the invalidation it stores in Redis refreshes both.
test(`(a) an item published and one webhook through nginx: both instances serve it within ${SEEN_BUDGET_MS / 1000} s`, async () => {
  test.setTimeout(45_000);
  first = await bumpRevision();
  expect(first, 'the revision published is the one looked for before').toContain(upcoming);
  const hookAt = Date.now();
  await webhook(front, 'through nginx');
  const seen = await Promise.all([firstSight(instance('A'), first, hookAt), firstSight(instance('B'), first, hookAt)]);
  const message = figures(`(a) "${first}" served by A after ${seen[0]} ms and by B after ${seen[1]} ms (budget ${SEEN_BUDGET_MS} ms)`);
  for (const ms of seen) expect(ms, message).toBeLessThanOrEqual(SEEN_BUDGET_MS);
});

// (b) The TC limit of 5 per 10 minutes per address holds across the instances.
test('(b) six TC requests from one address, alternating A and B: the sixth is refused', async () => {
  const tc: number[] = [];
  for (let n = 0; n < 6; n += 1) {
    const one = instances[n % 2] as Instance;
    const answer = await call(`${one.url}/api/tc`, direct, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' }, body: '{}' });
    tc.push(answer.status);
  }
  const message = figures(`(b) six TC requests from one address, alternating A and B: ${tc.join(', ')}`);
  expect(tc[5], message).toBe(429);
  expect(tc.slice(0, 5), message).not.toContain(429);
});

// (d) Redis stops during a load run and starts again.
test(`(d) Redis stopped for 8 s of a ${LOAD_SECONDS} s load: every answer 2xx`, async () => {
  test.setTimeout(60_000);
  loadsFrom = Date.now() / 1000;
  kept = [];
  const outage = await load([
    {
      atMs: 4_000,
      run: async () => {
        await stop(redis);
        console.log('instances: Redis stopped');
      },
    },
    {
      atMs: 7_000,
      run: async () => {
        for (const one of instances) {
          const [page, state] = await Promise.all([call(`${one.url}/News`, direct), redisState(one)]);
          kept.push(`${one.name}: ${page.status}, ${page.body.includes(first) ? 'lists' : 'LOST'} "${first}", Redis ${state}`);
        }
      },
    },
    {
      atMs: 12_000,
      run: async () => {
        redis = startRedis(E2E.instancesRedisPort, redisDir);
        console.log('instances: Redis started again');
      },
    },
  ]);
  const message = figures(`(d) Redis stopped for 8 s of a ${LOAD_SECONDS} s load: ${summary(outage)}`);
  expect(non2xx(outage), message).toBe(0);
  expect(outage.errors, message).toEqual({});
});

test('(d) while Redis was down both instances kept the content and reported it', () => {
  const message = figures(`(d) while Redis was down both instances kept the content and reported it (${kept.join('; ')})`);
  expect(kept, message).toHaveLength(2);
  for (const line of kept) {
    expect(line, message).toContain(': 200, lists');
    expect(line, message).toMatch(/Redis down$/);
  }
});

// This time the webhook goes to A alone and B is asked first: A renders nothing new meanwhile, so B
// can only learn of the refresh from the invalidation A stored in Redis.
test(`(d) with Redis back, a webhook at A alone: B (asked first), then A, serve the next item within ${SEEN_BUDGET_MS / 1000} s`, async () => {
  test.setTimeout(60_000);
  await Promise.all(instances.map((one) => until(`${one.name} reconnected to Redis`, 10_000, async () => ((await redisState(one)) === 'up' ? true : undefined))));
  const second = await bumpRevision();
  const secondAt = Date.now();
  await webhook(instance('A').url, 'at A only');
  const seenByB = await firstSight(instance('B'), second, secondAt);
  const seenByA = await firstSight(instance('A'), second, secondAt);
  const message = figures(`(d) with Redis back, a webhook at A alone: "${second}" served by B after ${seenByB} ms (A not asked meanwhile), then by A after ${seenByA} ms`);
  for (const ms of [seenByA, seenByB]) expect(ms, message).toBeLessThanOrEqual(SEEN_BUDGET_MS);
});

// (c) One instance is killed in the middle of a load run.
test(`(c) B killed (SIGKILL) 5 s into a ${LOAD_SECONDS} s load: nothing listens on its port`, async () => {
  test.setTimeout(60_000);
  killedAt = 0;
  killed = await load([
    {
      atMs: 5_000,
      run: async () => {
        const b = instance('B');
        b.child.kill('SIGKILL');
        await exited(b.child);
        killedAt = Date.now();
        console.log('instances: B killed (SIGKILL)');
      },
    },
  ]);
  const message = figures('B was killed and nothing listens on its port');
  expect(killedAt, message).toBeGreaterThan(0);
  expect(await listening(E2E.instanceBPort), message).toBe(false);
});

test(`(c) with B killed during the load at ${LOAD_CONNECTIONS} connections, every answer 2xx`, () => {
  const message = figures(`(c) B killed 5 s into a ${LOAD_SECONDS} s load at ${LOAD_CONNECTIONS} connections: ${summary(killed)}`);
  expect(non2xx(killed), message).toBe(0);
  expect(killed.errors, message).toEqual({});
});

// How long the instances took to answer through both loads, from the front's access log: nowhere near
// the front's read timeout, so a timeout (which counts as a failed instance) means a hung one.
test(`(c) through both loads, no instance answer timed out or came near the front's ${READ_TIMEOUT_SECONDS} s read timeout`, () => {
  const answered = nginx.accessLog().filter((entry) => entry.time >= loadsFrom && entry.upstreamSeconds !== '');
  const times = answered.flatMap((entry) => upstreamTimes(entry)).sort((x, y) => x - y);
  const slowest = times[times.length - 1] ?? 0;
  const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
  const timedOut = answered.filter((entry) => entry.status === 504).length;
  const message = figures(
    `(c) ${answered.length} answers from the instances in the two loads: median ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(3)} s, p99 ${p99.toFixed(3)} s, slowest ${slowest.toFixed(3)} s, ${timedOut} timed out (read timeout ${READ_TIMEOUT_SECONDS} s)`,
  );
  expect(timedOut, message).toBe(0);
  expect(slowest, message).toBeLessThan(READ_TIMEOUT_SECONDS);
});

// A killed instance comes back. B, restarted now, listens some 300 ms after its spawn, and nginx sends
// it requests again once fail_timeout has passed since its last failed attempt. Then A crashes, with
// the front asked every 50 ms, and is restarted a second later as systemd does (RestartSec=1): nginx
// leaves A out after its first refused connection (the request goes to B) and tries it again after
// fail_timeout. Both come back with a two-second HEALTH_STALE_SECONDS, for (e).
test('(c) a crashed instance restarted a second later is sent requests again within fail_timeout + 2 s, with no 502 from the front meanwhile', async () => {
  test.setTimeout(120_000);
  const failTimeoutSeconds = Number(/fail_timeout=(\d+)s/.exec(readFileSync(path.join('deploy', 'nginx-site.conf.template'), 'utf8'))?.[1]);
  const staleSoon = { HEALTH_STALE_SECONDS: '2' };
  let polling = true;
  const polled: string[] = [];
  const poller = (async () => {
    while (polling) {
      try {
        const answer = await call(`${front}/healthz`, monitor);
        polled.push(fromFront(answer) ? `${answer.status} from nginx` : String(answer.status));
      } catch (error) {
        polled.push(error instanceof Error ? error.name : 'error');
      }
      await sleep(50);
    }
  })();
  /** When nginx first sent a request to the instance on `port` at or after `since` (ms). */
  const servedAgain = (name: string, port: number, since: number) =>
    until(`nginx sending requests to ${name} again`, 30_000, async () => {
      const sent = nginx.accessLog().find((entry) => entry.time * 1000 >= since && entry.upstream.endsWith(`:${port}`));
      return sent ? sent.time * 1000 : undefined;
    });
  const restartBoth = async () => {
    const bSpawned = Date.now();
    instances[1] = startInstance('B', staleSoon);
    await until('B listening again', 60_000, async () => ((await listening(E2E.instanceBPort)) ? true : undefined));
    const bListens = Date.now();
    const bServed = await servedAgain('B', E2E.instanceBPort, bListens);
    const aKilled = Date.now();
    const a = instance('A');
    a.child.kill('SIGKILL');
    await exited(a.child);
    await sleep(1_000);
    const aSpawned = Date.now();
    instances[0] = startInstance('A', staleSoon);
    await until('A listening again', 60_000, async () => ((await listening(E2E.instanceAPort)) ? true : undefined));
    const aListens = Date.now();
    const aServed = await servedAgain('A', E2E.instanceAPort, aListens);
    return { bSpawned, bListens, bServed, aKilled, aSpawned, aListens, aServed };
  };
  // The poller stops however the restarts end.
  const { bSpawned, bListens, bServed, aKilled, aSpawned, aListens, aServed } = await restartBoth().finally(async () => {
    polling = false;
    await poller;
  });
  const message = figures(
    `(c) B restarted: listening ${bListens - bSpawned} ms after its spawn, sent requests ${Math.max(0, bServed - bListens)} ms after that; ` +
      `A crashed and restarted 1 s later: listening ${aListens - aSpawned} ms after its spawn (${aListens - aKilled} ms after the crash), ` +
      `sent requests again ${aServed - aKilled} ms after the crash (fail_timeout ${failTimeoutSeconds} s); /healthz through the front meanwhile: ${JSON.stringify(tally(polled))}`,
  );
  expect(polled.filter((status) => status.includes('nginx') || !/^\d+$/.test(status)), message).toEqual([]);
  // nginx counts whole seconds: an instance is left out for fail_timeout to fail_timeout + 1 s; then the
  // next request (one every 50 ms or so) tries it.
  expect(aServed - aKilled, message).toBeLessThanOrEqual((failTimeoutSeconds + 2) * 1000);
});

// (e) The vendor goes down. Both instances answer /healthz 503 (their lists are stale) and the feeds
// that cannot be read 503: those answers are the site's, and must not take the instances out of the
// front's rotation. For 30 s the monitor asks /healthz every 100 ms while a visitor opens pages nginx
// has no copy of and posts the TC form: nobody gets a 502 from the front.
test(`(e) vendor down for ${OUTAGE_MS / 1000} s: no 502 from the front for the monitor or a visitor`, async () => {
  test.setTimeout(90_000);
  const monitorAnswers: string[] = [];
  const visitorAnswers: string[] = [];
  const tcAnswers: string[] = [];
  let outageFrom = 0;
  await setFault('error');
  try {
    await until('/healthz answering 503 at both instances', 10_000, async () => {
      const states = await Promise.all(instances.map((one) => call(`${one.url}/healthz`, direct)));
      return states.every((answer) => answer.status === 503) ? true : undefined;
    });
    outageFrom = Date.now();
    const describe = (answer: Answer) => (fromFront(answer) ? `${answer.status} from nginx` : String(answer.status));
    const monitoring = (async () => {
      while (Date.now() - outageFrom < OUTAGE_MS) {
        try {
          monitorAnswers.push(describe(await call(`${front}/healthz`, monitor)));
        } catch (error) {
          monitorAnswers.push(error instanceof Error ? error.name : 'error');
        }
        await sleep(POLL_MS);
      }
    })();
    const visiting = (async () => {
      const gap = OUTAGE_MS / (UNCACHED.length + TC_POSTS + 1);
      for (let n = 0; n < UNCACHED.length + TC_POSTS; n += 1) {
        await sleep(gap);
        const posting = n % 4 === 3 && tcAnswers.length < TC_POSTS;
        try {
          if (posting) {
            const answer = await call(`${front}/api/tc`, visitor, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ name: 'Aarav Sharma', admission: '2015/0412' }),
            });
            tcAnswers.push(`${describe(answer)}${answer.body.startsWith('{') ? " (the site's JSON)" : ''}`);
          } else {
            const route = UNCACHED[n - tcAnswers.length] ?? '/';
            const answer = await call(`${front}${route}`, visitor);
            visitorAnswers.push(`${describe(answer)} ${String(answer.headers['x-cache-status'])}`);
          }
        } catch (error) {
          (posting ? tcAnswers : visitorAnswers).push(error instanceof Error ? error.name : 'error');
        }
      }
    })();
    await Promise.all([monitoring, visiting]);
  } finally {
    await setFault('ok');
  }
  const duringOutage = nginx.accessLog().filter((entry) => entry.time * 1000 >= outageFrom && (entry.client === MONITOR || entry.client === VISITOR));
  const byInstance = tally(
    duringOutage.map((entry) =>
      entry.upstream === '' ? 'the cache' : entry.upstream.endsWith(`:${E2E.instanceAPort}`) ? 'A' : entry.upstream.endsWith(`:${E2E.instanceBPort}`) ? 'B' : entry.upstream,
    ),
  );
  const frontFailures = [...monitorAnswers, ...visitorAnswers, ...tcAnswers].filter((answer) => answer.includes('nginx') || !/^\d/.test(answer)).length;
  const message = figures(
    `(e) vendor down for ${OUTAGE_MS / 1000} s: the monitor's /healthz ${JSON.stringify(tally(monitorAnswers))}; the visitor's uncached pages ${JSON.stringify(tally(visitorAnswers))}, ` +
      `TC posts ${JSON.stringify(tally(tcAnswers))}; answered by ${JSON.stringify(byInstance)}; ${frontFailures} failures from the front`,
  );
  expect(frontFailures, message).toBe(0);
  expect(monitorAnswers.length, message).toBeGreaterThan(0);
  expect(monitorAnswers.filter((answer) => answer !== '503'), message).toEqual([]);
  expect(visitorAnswers.filter((answer) => answer !== '200 MISS'), message).toEqual([]);
  expect(tcAnswers, message).toHaveLength(TC_POSTS);
  expect(tcAnswers.filter((answer) => !answer.endsWith("(the site's JSON)")), message).toEqual([]);
  expect(nginx.errorLog(), message).not.toContain('no live upstreams');
});
