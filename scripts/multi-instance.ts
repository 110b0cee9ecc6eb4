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
 * (c) one instance killed (SIGKILL) during a 20-second load at 20 connections: every answer 2xx.
 * Every process is started and stopped here, and the whole run is bounded (RUN_LIMIT_MS).
 * Reuses the e2e build (`E2E_DIST_DIR`, default .next) and builds it first when there is none.
 * Ports: MULTI_BASE_PORT (3420): demo service +0, instances +1 and +2, Redis +3, nginx HTTPS +4 and HTTP +5.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, request } from 'undici';
import { E2E, siteEnv } from '../e2e/support/env';
import { copyBuild } from '../e2e/support/server';
import { startDemoService } from './demo-service/server';
import { startFront, type Front } from './support/nginx';
import { exited, listening, sleep, stop } from './support/process';

const root = path.resolve(__dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const base = Number(process.env.MULTI_BASE_PORT || 3420);
const PORTS = { demo: base, a: base + 1, b: base + 2, redis: base + 3, https: base + 4, http: base + 5 };
const front = `https://127.0.0.1:${PORTS.https}`;
const demoUrl = `http://127.0.0.1:${PORTS.demo}`;
const REDIS_URL = `redis://127.0.0.1:${PORTS.redis}`;
/** The instances' ISR window: an hour, so within the test only an invalidation can refresh a page. */
const WINDOW_SECONDS = 3600;
const SEEN_BUDGET_MS = 10_000;
const LOAD_SECONDS = 20;
const LOAD_CONNECTIONS = 20;
/** Pages (answered by nginx's cache once warm) and /healthz (never cached: every one reaches an instance). */
const LOAD_PATHS = ['/healthz', '/News', '/', '/healthz', '/Events', '/OurSchool', '/healthz', '/Gallery'];
const RUN_LIMIT_MS = 240_000;

// Everything is on loopback and the front's certificate is made for the run, so it is not checked.
const tls = new Agent({ connect: { rejectUnauthorized: false }, connections: LOAD_CONNECTIONS, keepAliveTimeout: 4_000 });
const direct = new Agent({ keepAliveTimeout: 1_000 });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

async function call(url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const response = await request(url, {
    method: init.method ?? 'GET',
    headers: init.headers,
    body: init.body,
    dispatcher: url.startsWith('https:') ? tls : direct,
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

function startInstance(name: string, port: number, distDir: string): Instance {
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
      TRUST_PROXY: 'true',
      REDIS_URL,
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
 * LOAD_CONNECTIONS clients requesting LOAD_PATHS in turn through the front for LOAD_SECONDS, while
 * `events` run at their offsets (ms from the start).
 */
async function load(events: { atMs: number; run: () => Promise<void> }[]): Promise<LoadResult> {
  const started = Date.now();
  const deadline = started + LOAD_SECONDS * 1000;
  const result: LoadResult = { requests: 0, perSecond: 0, statuses: {}, errors: {}, cache: {} };
  const count = (table: Record<string, number>, key: string) => (table[key] = (table[key] ?? 0) + 1);
  let next = 0;
  const client = async () => {
    while (Date.now() < deadline) {
      const n = next++;
      const route = LOAD_PATHS[n % LOAD_PATHS.length] ?? '/';
      // Each /healthz gets a query of its own: nginx's cache lock queues concurrent requests for one
      // uncached URL behind each other, and the instances would then see one request at a time.
      const url = route === '/healthz' ? `${front}${route}?n=${n}` : `${front}${route}`;
      try {
        const response = await request(url, { dispatcher: tls, signal: AbortSignal.timeout(15_000) });
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
  await Promise.all([...Array.from({ length: LOAD_CONNECTIONS }, client), ...scheduled]);
  result.perSecond = Math.round(result.requests / ((Date.now() - started) / 1000));
  return result;
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
    nginx = startFront({ httpsPort: PORTS.https, httpPort: PORTS.http, upstreams: [`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`] });
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
    for (const dir of [...copies.map((copy) => path.join(root, copy)), redisDir]) rmSync(dir, { recursive: true, force: true });
  }
}

void main();
