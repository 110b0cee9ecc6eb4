/**
 * `npx tsx scripts/bench/push-rate.ts`: how fast one process of the site sends push alerts (issue 49), with
 * PUSH_RATE_SUBSCRIPTIONS subscriptions (default 10,000) to one topic, to the local push service of the e2e
 * (test-support/push-service.ts: HTTPS with a CA made for the run, each VAPID JWT checked, each payload
 * decrypted). A measurement, not a test: it is in no `npm test`.
 *
 * It starts the demo service, builds the site into `.next-push-rate` when that build is missing, older than
 * the sources or made for other ports, and runs `next start` on it without Redis (the file store). A first
 * start makes the first look, which records the items listed (and makes the store's directory); the server is
 * stopped, the subscriptions are appended to the store's log as the endpoint appends them (all one key pair,
 * which the service decrypts with; their addresses differ), and a second start reads them. Then one new notice
 * is published and the webhook called; the rate is the subscriptions delivered between the push service's
 * first and last message, per second. The site and this script (the push service) share the machine's cores,
 * so it also prints the CPU time each side used meanwhile, and the load average: other work slows both.
 *
 * Ports: PUSH_RATE_DEMO_PORT (3940), PUSH_RATE_SITE_PORT (3941), PUSH_RATE_SERVICE_PORT (3942); all on 127.0.0.1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { startPushService, type PushService } from '../../test-support/push-service';
import { makeTestCa, type TestCa } from '../../test-support/test-ca';
import { E2E } from '../../test-support/env';
import { startDemoService, type DemoService } from '../demo-service/server';
import { root, stop, waitForServer } from '../../test-support/next-process';
import { buildUnlessCurrent, demoSiteEnv } from './build';

const setting = (name: string, fallback: number) => Number(process.env[name] || fallback);
const ports = { demo: setting('PUSH_RATE_DEMO_PORT', 3940), site: setting('PUSH_RATE_SITE_PORT', 3941), service: setting('PUSH_RATE_SERVICE_PORT', 3942) };
const SUBSCRIPTIONS = setting('PUSH_RATE_SUBSCRIPTIONS', 10_000);
const distDir = '.next-push-rate';
const siteUrl = `http://127.0.0.1:${ports.site}`;
const REVALIDATE_SECRET = 'push-rate-revalidate-secret-0123456789';
/** How long the sends may take before the measurement gives up. */
const SEND_LIMIT_MS = 10 * 60_000;
// Sources whose change makes an existing build stale.
const SOURCES = ['app', 'components', 'content', 'lib', 'public', 'next.config.mjs', 'proxy.ts', 'package-lock.json'];

function log(message: string): void {
  console.log(`push-rate: ${message}`);
}

async function until<T>(what: string, timeoutMs: number, probe: () => T | undefined, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** The store's directory once the first look has recorded the notices' ids in it (made by the site: its name is the site's business). */
function storeDirWithNotices(): string | undefined {
  const pushDir = path.join(root, distDir, 'cache', 'push');
  if (!existsSync(pushDir)) return undefined;
  return readdirSync(pushDir)
    .map((scope) => path.join(pushDir, scope))
    .find((dir) => {
      const state = path.join(dir, 'state.json');
      return existsSync(state) && (JSON.parse(readFileSync(state, 'utf8')) as { seen: Record<string, unknown> }).seen.notices !== undefined;
    });
}

interface Site {
  child: ChildProcess;
  output: () => string;
}

/** `next start` on the build; resolves once it has served a page (a look needs one served first). */
async function startSite(env: NodeJS.ProcessEnv): Promise<Site> {
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '--hostname', '127.0.0.1', '--port', String(ports.site)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForServer(`${siteUrl}/notice`, child);
  return { child, output: () => output };
}

/** CPU seconds a process (and its waited-for children) has used so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime, stime, cutime, cstime: fields 14-17 of stat(5), counted from the state (field 3) here; in clock ticks (100 a second).
  return [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0) / 100;
}

async function post(url: string, headers: Record<string, string>, body?: string): Promise<void> {
  const answer = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  if (!answer.ok) throw new Error(`POST ${url}: ${answer.status}`);
}

async function main(): Promise<void> {
  let demo: DemoService | undefined;
  let ca: TestCa | undefined;
  let service: PushService | undefined;
  let site: Site | undefined;
  try {
    demo = await startDemoService({ port: ports.demo, log: false, problems: false });
    ca = makeTestCa();
    service = await startPushService({ port: ports.service, tls: ca, vapidPublicKey: E2E.vapid.publicKey });
    const env = demoSiteEnv({ distDir, demoUrl: demo.url, siteUrl, port: ports.site, revalidateSecret: REVALIDATE_SECRET }, {
      // The e2e's key pair (made for tests only).
      PUSH_VAPID_PUBLIC_KEY: E2E.vapid.publicKey,
      PUSH_VAPID_PRIVATE_KEY: E2E.vapid.privateKey,
      PUSH_CONTACT: E2E.vapid.contact,
      PUSH_SERVICE_ORIGINS: service.origin,
      PUSH_QUIET_HOURS: 'off',
      NODE_EXTRA_CA_CERTS: ca.caFile,
    });
    await buildUnlessCurrent({ distDir, env, sources: SOURCES, madeWith: ['CONTENT_API_URL', 'SITE_URL'], marker: 'push-rate-built-for.json', log });
    // What an earlier run's server wrote (its data cache, its store) goes: each run starts from the build.
    rmSync(path.join(root, distDir, 'cache'), { recursive: true, force: true });

    site = await startSite(env);
    const storeDir = await until('the first look of the notices', 60_000, storeDirWithNotices, 250);
    await stop(site.child);
    site = undefined;
    const createdAt = Date.now();
    const subscriptions = service.newSubscriptions('rate', SUBSCRIPTIONS);
    appendFileSync(path.join(storeDir, 'subscriptions.log'), subscriptions.map(({ endpoint, keys }) => `${JSON.stringify({ put: { endpoint, keys, topics: ['notices'], locale: 'en', createdAt } })}\n`).join(''));
    log(`${SUBSCRIPTIONS} subscriptions to the notices in ${path.relative(root, storeDir)}`);

    site = await startSite(env);
    const sitePid = site.child.pid ?? 0;
    const [siteCpu, ownCpu] = [cpuSeconds(sitePid), process.cpuUsage()];
    await post(`${demo.url}/__demo/revision`, { 'content-type': 'application/json' }, JSON.stringify({ category: 'Notice' }));
    const refreshed = Date.now();
    await post(`${siteUrl}/api/revalidate`, { 'x-revalidate-secret': REVALIDATE_SECRET });
    const pushService = service;
    await until(`${SUBSCRIPTIONS} answers from the push service`, SEND_LIMIT_MS, () => (pushService.answers().length >= SUBSCRIPTIONS ? true : undefined), 50);
    const cpu = { site: cpuSeconds(sitePid) - siteCpu, service: (process.cpuUsage(ownCpu).user + process.cpuUsage(ownCpu).system) / 1e6 };
    const messages = service.messages();
    const refusals = service.answers().filter((answer) => answer.status !== 201);
    const times = messages.map((message) => message.receivedAt);
    const [first, last] = [Math.min(...times), Math.max(...times)];
    const seconds = (last - first) / 1000;
    log(`${messages.length} of ${SUBSCRIPTIONS} delivered (${refusals.length} refused${refusals[0] ? `, e.g. ${refusals[0].status} ${refusals[0].reason}` : ''})`);
    log(`first message ${first - refreshed} ms after the webhook, last ${last - refreshed} ms after it`);
    log(`${Math.round((messages.length - 1) / seconds)} subscriptions a second from first to last message (${seconds.toFixed(2)} s)`);
    // Other work on the machine slows both sides: the site's CPU per send is the figure that does not move with it.
    log(`CPU meanwhile: the site ${cpu.site.toFixed(1)} s (${Math.round(messages.length / cpu.site)} sends per CPU second), the push service (and the demo service) ${cpu.service.toFixed(1)} s; ${navigator.hardwareConcurrency} cores, load average ${loadavg()[0]?.toFixed(1)} (1 min)`);
    // The site logs its send once the store has recorded the deliveries.
    const output = site.output;
    log(`the site's log: ${await until("the site's push-sent line", 60_000, () => output().split('\n').find((line) => line.includes('"push-sent"')))}`);
    if (messages.length !== SUBSCRIPTIONS) process.exitCode = 1;
  } finally {
    if (site) await stop(site.child);
    await service?.close();
    await demo?.close();
    ca?.remove();
  }
}

main().catch((error: unknown) => {
  console.error(`push-rate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
