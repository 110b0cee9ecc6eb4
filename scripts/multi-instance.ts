/**
 * Proves that instances share their cache, refreshes and TC limits through Redis behind the nginx front
 * (docs/deploy.md): starts Debian's redis-server, two `next start` instances of one build (each on its own
 * copy of the dist dir, as each production instance has its own), the nginx front with both as upstreams
 * and the demo content service, all on loopback, then checks
 * (a) a news item published in the demo service and one refresh webhook through nginx: both instances,
 *     asked directly, serve it within 10 s (their ISR window is an hour, so only what they share through
 *     Redis can do it);
 * (b) six TC requests from one address alternating between the instances: the sixth is refused (429);
 * (d) Redis stopped during a 20-second load through nginx: every answer 2xx, both instances keep the
 *     content; Redis started again: the next item and a webhook at instance A alone reach instance B
 *     (asked first, A rendering nothing meanwhile: only the invalidation stored in Redis can tell B), then A,
 *     within 10 s;
 * (c) one instance killed (SIGKILL) during a 20-second load at 20 connections: every answer 2xx;
 *     from nginx's access log of the loads, how long the instances took to answer (none near the front's
 *     30 s timeout), and how long a killed instance takes to come back: restarted, when it listens, and
 *     when nginx sends it requests again (the figures behind the upstream's max_fails and fail_timeout);
 * (e) with the vendor down (the demo service's `error` fault) and both instances answering /healthz 503,
 *     /healthz polled every 100 ms for 30 s through the front from the monitor's address, while a visitor
 *     fetches pages nginx has not cached and posts the TC form: no 502 from the front for anybody (the
 *     instances' 503s never mark them down).
 * Every process is started and stopped here, and the whole run is bounded (RUN_LIMIT_MS).
 * Reuses the e2e build (`E2E_DIST_DIR`, default .next) and builds it first when there is none.
 * Ports: the demo service on E2E_DEMO_PORT (the vendor origin the build was made for, which a server checks
 * at start); MULTI_BASE_PORT (3420): instances +1 and +2, Redis +3, nginx HTTPS +4 and HTTP +5.
 * Client addresses: 127.0.0.1, the monitor 127.0.0.2 (the front's MONITOR_ADDRESS), a visitor 127.0.0.7.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, request } from 'undici';
import { E2E, siteEnv } from '../e2e/support/env';
import { copyBuild } from '../e2e/support/server';
import { startDemoService } from './demo-service/server';
import { FRONT_NAME, startFront, type AccessEntry, type Front } from './support/nginx';
import { exited, listening, sleep, stop } from './support/process';

const root = path.resolve(__dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const base = Number(process.env.MULTI_BASE_PORT || 3420);
const PORTS = { demo: E2E.demoPort, a: base + 1, b: base + 2, redis: base + 3, https: base + 4, http: base + 5 };
const front = `https://${FRONT_NAME}:${PORTS.https}`;
const demoUrl = `http://127.0.0.1:${PORTS.demo}`;
const REDIS_URL = `redis://127.0.0.1:${PORTS.redis}`;
/** The instances' ISR window: an hour, so within the test only an invalidation can refresh a page. */
const WINDOW_SECONDS = 3600;
const SEEN_BUDGET_MS = 10_000;
const LOAD_SECONDS = 20;
const LOAD_CONNECTIONS = 20;
/** Pages (answered by nginx's cache once warm) and /healthz (never cached: every one reaches an instance). */
const LOAD_PATHS = ['/healthz', '/News', '/', '/healthz', '/Events', '/OurSchool', '/healthz', '/Gallery'];
const RUN_LIMIT_MS = 300_000;
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

// Everything is on loopback and the front's certificate is made for the run, so it is not checked.
const tls = new Agent({ connect: { rejectUnauthorized: false }, connections: LOAD_CONNECTIONS, keepAliveTimeout: 4_000 });
const direct = new Agent({ keepAliveTimeout: 1_000 });
// undici's own `localAddress` option: the one in `connect` is overridden by it.
const monitor = new Agent({ connect: { rejectUnauthorized: false }, localAddress: MONITOR, keepAliveTimeout: 4_000 });
const visitor = new Agent({ connect: { rejectUnauthorized: false }, localAddress: VISITOR, keepAliveTimeout: 4_000 });
/** The load's clients: one visitor each, from an address of its own (127.0.0.10 and up), as the front's per-address limits expect. */
const loadClients = Array.from({ length: LOAD_CONNECTIONS }, (_, n) => new Agent({ connect: { rejectUnauthorized: false }, localAddress: `127.0.0.${10 + n}`, keepAliveTimeout: 4_000 }));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

async function call(url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; dispatcher?: Agent } = {}): Promise<Answer> {
  const response = await request(url, {
    method: init.method ?? 'GET',
    headers: init.headers,
    body: init.body,
    dispatcher: init.dispatcher ?? (url.startsWith('https:') ? tls : direct),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.statusCode, headers: response.headers, body: await response.body.text() };
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`multi-instance: ${message}`);
  console.log(`multi-instance: ok  ${message}`);
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`multi-instance: ${what} not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

function startRedis(dir: string): ChildProcess {
  // No persistence: a restarted Redis is empty, the harder case for the instances.
  const args = ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  return spawn('redis-server', [...args, '--loglevel', 'warning', '--logfile', path.join(dir, 'redis.log')], { stdio: 'ignore' });
}

interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  log: () => string;
}

function startInstance(name: string, port: number, distDir: string, extraEnv: Record<string, string> = {}): Instance {
  let output = '';
  const child = spawn(process.execPath, [nextBin, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: root,
    env: {
      ...process.env,
      ...siteEnv(port, distDir),
      CONTENT_API_URL: demoUrl,
      // One public origin for both, as behind a real front.
      SITE_URL: front,
      CONTENT_REVALIDATE_SECONDS: String(WINDOW_SECONDS),
      HEALTH_STALE_SECONDS: String(WINDOW_SECONDS),
      REDIS_URL,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { name, port, url: `http://127.0.0.1:${port}`, child, log: () => output };
}

/** The instance's view of Redis, from its /healthz. */
async function redisState(instance: Instance): Promise<string> {
  const answer = await call(`${instance.url}/healthz`);
  return String((JSON.parse(answer.body) as { redis?: { state?: string } }).redis?.state);
}

async function publish(): Promise<string> {
  const answer = await call(`${demoUrl}/__demo/revision`, { method: 'POST' });
  return (JSON.parse(answer.body) as { title: string }).title;
}

/** Calls the refresh webhook once, through the front or at one instance's own address. */
async function webhook(origin: string, where: string): Promise<void> {
  const answer = await call(`${origin}/api/revalidate`, { method: 'POST', headers: { 'x-revalidate-secret': E2E.revalidateSecret } });
  check(answer.status === 200, `one refresh webhook ${where} answered ${answer.status}`);
}

/** Milliseconds from `since` until the instance's /News lists `title` (asking every 250 ms, as visitors would). */
async function firstSight(instance: Instance, title: string, since: number): Promise<number> {
  return until(`${instance.name} serving "${title}"`, SEEN_BUDGET_MS, async () => {
    const answer = await call(`${instance.url}/News`);
    if (answer.status === 200 && answer.body.includes(title)) return Date.now() - since;
    await sleep(150);
    return undefined;
  });
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
      const url = `${front}${route}`;
      try {
        // /healthz is the monitor's: only its address may read it through the front.
        const response = await request(url, { dispatcher: route === '/healthz' ? monitor : dispatcher, signal: AbortSignal.timeout(15_000) });
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

function tally(values: string[]): Record<string, number> {
  const table: Record<string, number> = {};
  for (const value of values) table[value] = (table[value] ?? 0) + 1;
  return table;
}

function non2xx(result: LoadResult): number {
  return Object.entries(result.statuses).reduce((sum, [status, n]) => (status.startsWith('2') ? sum : sum + n), 0);
}

function summary(result: LoadResult): string {
  return `${result.requests} requests, ${result.perSecond} req/s, statuses ${JSON.stringify(result.statuses)}, errors ${JSON.stringify(result.errors)}, nginx cache ${JSON.stringify(result.cache)}`;
}

/**
 * A copy of the build for one instance (each writes regenerated pages into its own dist dir, as in
 * production), without what servers wrote into it since the build: the e2e run's regenerated pages and
 * data carry revisions its own demo service published, and the bundler's cache is no use to a server.
 */
async function main(): Promise<void> {
  const runStarted = Date.now();
  let watchdog: NodeJS.Timeout | undefined;
  const overrun = new Promise<never>((_, reject) => {
    watchdog = setTimeout(() => reject(new Error(`multi-instance: not done within ${RUN_LIMIT_MS / 1000} s`)), RUN_LIMIT_MS);
  });
  const distDir = E2E.distDir;
  const copies = [`${distDir}-multi-a`, `${distDir}-multi-b`];
  const redisDir = mkdtempSync(path.join(tmpdir(), 'multi-redis-'));
  const demo = await startDemoService({ port: PORTS.demo });
  let redis: ChildProcess | undefined;
  const instances: Instance[] = [];
  let nginx: Front | undefined;
  const figures: string[] = [];
  const run = async () => {
    if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
      console.log(`multi-instance: no build in ${distDir}; building`);
      // Not execFileSync: the demo service in this process must answer the build's calls meanwhile.
      const build = spawn(process.execPath, [nextBin, 'build'], { cwd: root, env: { ...process.env, ...siteEnv(PORTS.a, distDir), CONTENT_API_URL: demoUrl }, stdio: 'inherit' });
      await exited(build);
      if (build.exitCode !== 0) throw new Error(`multi-instance: next build exited with ${build.exitCode}`);
    }
    copies.forEach((copy) => copyBuild(path.join(root, distDir), path.join(root, copy)));
    redis = startRedis(redisDir);
    await until('redis-server listening', 10_000, async () => ((await listening(PORTS.redis)) ? true : undefined));
    instances.push(startInstance('A', PORTS.a, copies[0] ?? ''), startInstance('B', PORTS.b, copies[1] ?? ''));
    const [a, b] = instances as [Instance, Instance];
    await Promise.all(instances.map((instance) => until(`${instance.name} up`, 60_000, async () => ((await call(`${instance.url}/News`)).status === 200 ? true : undefined))));
    nginx = startFront({ httpsPort: PORTS.https, httpPort: PORTS.http, upstreams: [`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`], monitorAddress: MONITOR });
    await until('the front answering', 10_000, async () => ((await call(`${front}/OurSchool`)).status === 200 ? true : undefined));
    const states = await Promise.all(instances.map((instance) => until(`${instance.name} connected to Redis`, 10_000, async () => ((await redisState(instance)) === 'up' ? 'up' : undefined))));
    check(states.every((state) => state === 'up'), `both instances report Redis up on /healthz (${states.join(', ')})`);

    // Each instance regenerates its build-time pages once with the hour-long window; then neither
    // would show new content for an hour without an invalidation.
    for (let round = 0; round < 2; round += 1) {
      await Promise.all(instances.map((instance) => call(`${instance.url}/News`)));
      await sleep(1_000);
    }
    const before = await Promise.all(instances.map((instance) => call(`${instance.url}/News`)));
    check(before.every((answer) => answer.status === 200 && !answer.body.includes('(revision ')), 'before publishing, neither instance lists a published revision');

    // (a) One webhook through nginx reaches one instance; the invalidation it stores in Redis refreshes both.
    const first = await publish();
    const hookAt = Date.now();
    await webhook(front, 'through nginx');
    const seen = await Promise.all([firstSight(a, first, hookAt), firstSight(b, first, hookAt)]);
    check(seen.every((ms) => ms <= SEEN_BUDGET_MS), `(a) "${first}" served by A after ${seen[0]} ms and by B after ${seen[1]} ms (budget ${SEEN_BUDGET_MS} ms)`);
    figures.push(`(a) A ${seen[0]} ms, B ${seen[1]} ms`);

    // (b) The TC limit of 5 per 10 minutes per address holds across the instances.
    const tc: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const instance = instances[n % 2] as Instance;
      const answer = await call(`${instance.url}/api/tc`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' }, body: '{}' });
      tc.push(answer.status);
    }
    check(tc[5] === 429 && !tc.slice(0, 5).includes(429), `(b) six TC requests from one address, alternating A and B: ${tc.join(', ')}`);
    figures.push(`(b) ${tc.join(', ')}`);

    // (d) Redis stops during a load run and starts again.
    const loadsFrom = Date.now() / 1000;
    const kept: string[] = [];
    const outage = await load([
      {
        atMs: 4_000,
        run: async () => {
          await stop(redis);
          console.log('multi-instance: Redis stopped');
        },
      },
      {
        atMs: 7_000,
        run: async () => {
          for (const instance of instances) {
            const [page, state] = await Promise.all([call(`${instance.url}/News`), redisState(instance)]);
            kept.push(`${instance.name}: ${page.status}, ${page.body.includes(first) ? 'lists' : 'LOST'} "${first}", Redis ${state}`);
          }
        },
      },
      {
        atMs: 12_000,
        run: async () => {
          redis = startRedis(redisDir);
          console.log('multi-instance: Redis started again');
        },
      },
    ]);
    check(non2xx(outage) === 0 && Object.keys(outage.errors).length === 0, `(d) Redis stopped for 8 s of a ${LOAD_SECONDS} s load: ${summary(outage)}`);
    check(kept.length === 2 && kept.every((line) => line.includes(': 200, lists') && line.endsWith('Redis down')), `(d) while Redis was down both instances kept the content and reported it (${kept.join('; ')})`);
    await Promise.all(instances.map((instance) => until(`${instance.name} reconnected to Redis`, 10_000, async () => ((await redisState(instance)) === 'up' ? true : undefined))));
    // This time the webhook goes to A alone and B is asked first: A renders nothing new meanwhile, so B
    // can only learn of the refresh from the invalidation A stored in Redis.
    const second = await publish();
    const secondAt = Date.now();
    await webhook(a.url, 'at A only');
    const seenByB = await firstSight(b, second, secondAt);
    const seenAgain = [await firstSight(a, second, secondAt), seenByB];
    check(seenAgain.every((ms) => ms <= SEEN_BUDGET_MS), `(d) with Redis back, a webhook at A alone: "${second}" served by B after ${seenByB} ms (A not asked meanwhile), then by A after ${seenAgain[0]} ms`);
    figures.push(`(d) ${outage.requests} requests, ${outage.perSecond} req/s, ${non2xx(outage)} non-2xx; shared again: A ${seenAgain[0]} ms, B ${seenAgain[1]} ms`);

    // (c) One instance is killed in the middle of a load run.
    let killedAt = 0;
    const killed = await load([
      {
        atMs: 5_000,
        run: async () => {
          b.child.kill('SIGKILL');
          await exited(b.child);
          killedAt = Date.now();
          console.log('multi-instance: B killed (SIGKILL)');
        },
      },
    ]);
    check(killedAt > 0 && !(await listening(PORTS.b)), 'B was killed and nothing listens on its port');
    check(non2xx(killed) === 0 && Object.keys(killed.errors).length === 0, `(c) B killed 5 s into a ${LOAD_SECONDS} s load at ${LOAD_CONNECTIONS} connections: ${summary(killed)}`);
    figures.push(`(c) ${killed.requests} requests, ${killed.perSecond} req/s, ${non2xx(killed)} non-2xx`);

    // How long the instances took to answer through both loads, from the front's access log: nowhere near
    // the front's read timeout, so a timeout (which counts as a failed instance) means a hung one.
    const answered = (nginx as Front).accessLog().filter((entry) => entry.time >= loadsFrom && entry.upstreamSeconds !== '');
    const times = answered.flatMap((entry) => upstreamTimes(entry)).sort((x, y) => x - y);
    const slowest = times[times.length - 1] ?? 0;
    const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
    const timedOut = answered.filter((entry) => entry.status === 504).length;
    check(
      timedOut === 0 && slowest < READ_TIMEOUT_SECONDS,
      `(c) ${answered.length} answers from the instances in the two loads: median ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(3)} s, p99 ${p99.toFixed(3)} s, slowest ${slowest.toFixed(3)} s, ${timedOut} timed out (read timeout ${READ_TIMEOUT_SECONDS} s)`,
    );
    figures.push(`(c) answers p99 ${p99.toFixed(2)} s, slowest ${slowest.toFixed(2)} s, 0 timeouts`);

    // A killed instance comes back. B, restarted now, listens some 300 ms after its spawn, and nginx sends
    // it requests again once fail_timeout has passed since its last failed attempt. Then A crashes, with
    // the front asked every 50 ms, and is restarted a second later as systemd does (RestartSec=1): nginx
    // leaves A out after its first refused connection (the request goes to B) and tries it again after
    // fail_timeout. Both come back with a two-second HEALTH_STALE_SECONDS, for (e).
    const failTimeoutSeconds = Number(/fail_timeout=(\d+)s/.exec(readFileSync(path.join(root, 'deploy', 'nginx-site.conf.template'), 'utf8'))?.[1]);
    const staleSoon = { HEALTH_STALE_SECONDS: '2' };
    let polling = true;
    const polled: string[] = [];
    const poller = (async () => {
      while (polling) {
        try {
          const answer = await call(`${front}/healthz`, { dispatcher: monitor });
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
        const first = (nginx as Front).accessLog().find((entry) => entry.time * 1000 >= since && entry.upstream.endsWith(`:${port}`));
        return first ? first.time * 1000 : undefined;
      });
    const bSpawned = Date.now();
    instances[1] = startInstance('B', PORTS.b, copies[1] ?? '', staleSoon);
    await until('B listening again', 60_000, async () => ((await listening(PORTS.b)) ? true : undefined));
    const bListens = Date.now();
    const bServed = await servedAgain('B', PORTS.b, bListens);
    const aKilled = Date.now();
    a.child.kill('SIGKILL');
    await exited(a.child);
    await sleep(1_000);
    const aSpawned = Date.now();
    instances[0] = startInstance('A', PORTS.a, copies[0] ?? '', staleSoon);
    await until('A listening again', 60_000, async () => ((await listening(PORTS.a)) ? true : undefined));
    const aListens = Date.now();
    const aServed = await servedAgain('A', PORTS.a, aListens);
    polling = false;
    await poller;
    check(
      !polled.some((status) => status.includes('nginx') || !/^\d+$/.test(status)) && // nginx counts whole seconds: an instance is left out for fail_timeout to fail_timeout + 1 s; then the
        // next request (one every 50 ms or so) tries it.
        aServed - aKilled <= (failTimeoutSeconds + 2) * 1000,
      `(c) B restarted: listening ${bListens - bSpawned} ms after its spawn, sent requests ${Math.max(0, bServed - bListens)} ms after that; ` +
        `A crashed and restarted 1 s later: listening ${aListens - aSpawned} ms after its spawn (${aListens - aKilled} ms after the crash), ` +
        `sent requests again ${aServed - aKilled} ms after the crash (fail_timeout ${failTimeoutSeconds} s); /healthz through the front meanwhile: ${JSON.stringify(tally(polled))}`,
    );
    figures.push(`(c) back: listening ${aListens - aKilled} ms after a crash (1 s restart delay included), in rotation after ${aServed - aKilled} ms`);

    // (e) The vendor goes down. Both instances answer /healthz 503 (their lists are stale) and the feeds
    // that cannot be read 503: those answers are the site's, and must not take the instances out of the
    // front's rotation. For 30 s the monitor asks /healthz every 100 ms while a visitor opens pages nginx
    // has no copy of and posts the TC form: nobody gets a 502 from the front.
    await call(`${demoUrl}/__demo/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'error' }) });
    await until('/healthz answering 503 at both instances', 10_000, async () => {
      const states = await Promise.all(instances.map((instance) => call(`${instance.url}/healthz`)));
      return states.every((answer) => answer.status === 503) ? true : undefined;
    });
    const outageFrom = Date.now();
    const monitorAnswers: string[] = [];
    const visitorAnswers: string[] = [];
    const tcAnswers: string[] = [];
    const describe = (answer: Answer) => (fromFront(answer) ? `${answer.status} from nginx` : String(answer.status));
    const monitoring = (async () => {
      while (Date.now() - outageFrom < OUTAGE_MS) {
        try {
          monitorAnswers.push(describe(await call(`${front}/healthz`, { dispatcher: monitor })));
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
            const answer = await call(`${front}/api/tc`, {
              method: 'POST',
              dispatcher: visitor,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ name: 'Aarav Sharma', admission: '2015/0412' }),
            });
            tcAnswers.push(`${describe(answer)}${answer.body.startsWith('{') ? ' (the site\'s JSON)' : ''}`);
          } else {
            const route = UNCACHED[n - tcAnswers.length] ?? '/';
            const answer = await call(`${front}${route}`, { dispatcher: visitor });
            visitorAnswers.push(`${describe(answer)} ${String(answer.headers['x-cache-status'])}`);
          }
        } catch (error) {
          (posting ? tcAnswers : visitorAnswers).push(error instanceof Error ? error.name : 'error');
        }
      }
    })();
    await Promise.all([monitoring, visiting]);
    await call(`${demoUrl}/__demo/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'ok' }) });
    const duringOutage = (nginx as Front).accessLog().filter((entry) => entry.time * 1000 >= outageFrom && (entry.client === MONITOR || entry.client === VISITOR));
    const byInstance = tally(duringOutage.map((entry) => (entry.upstream === '' ? 'the cache' : entry.upstream.endsWith(`:${PORTS.a}`) ? 'A' : entry.upstream.endsWith(`:${PORTS.b}`) ? 'B' : entry.upstream)));
    const frontFailures = [...monitorAnswers, ...visitorAnswers, ...tcAnswers].filter((answer) => answer.includes('nginx') || !/^\d/.test(answer)).length;
    check(
      frontFailures === 0 &&
        monitorAnswers.length > 0 &&
        monitorAnswers.every((answer) => answer === '503') &&
        visitorAnswers.every((answer) => answer === '200 MISS') &&
        tcAnswers.length === TC_POSTS &&
        tcAnswers.every((answer) => answer.endsWith("(the site's JSON)")) &&
        !(nginx as Front).errorLog().includes('no live upstreams'),
      `(e) vendor down for ${OUTAGE_MS / 1000} s: the monitor's /healthz ${JSON.stringify(tally(monitorAnswers))}; the visitor's uncached pages ${JSON.stringify(tally(visitorAnswers))}, ` +
        `TC posts ${JSON.stringify(tally(tcAnswers))}; answered by ${JSON.stringify(byInstance)}; ${frontFailures} failures from the front`,
    );
    figures.push(`(e) ${monitorAnswers.length} monitor checks (all 503), ${visitorAnswers.length} uncached pages (all 200), ${tcAnswers.length} TC posts, 0 x 502 from the front`);

    console.log(`multi-instance: passed in ${Math.round((Date.now() - runStarted) / 1000)} s; ${figures.join('; ')}`);
  };
  try {
    await Promise.race([run(), overrun]);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    for (const instance of instances) console.error(`--- ${instance.name} log ---\n${instance.log().slice(-4000)}`);
    if (nginx) console.error(`--- nginx error log ---\n${nginx.errorLog().slice(-4000)}`);
    if (existsSync(path.join(redisDir, 'redis.log'))) console.error(`--- redis log ---\n${readFileSync(path.join(redisDir, 'redis.log'), 'utf8').slice(-2000)}`);
    process.exitCode = 1;
  } finally {
    clearTimeout(watchdog);
    await nginx?.stop();
    await Promise.all(instances.map((instance) => stop(instance.child)));
    await stop(redis);
    await demo.close();
    await tls.close();
    await direct.close();
    await monitor.close();
    await visitor.close();
    await Promise.all(loadClients.map((client) => client.close()));
    for (const dir of [...copies.map((copy) => path.join(root, copy)), redisDir]) rmSync(dir, { recursive: true, force: true });
  }
}

void main();
