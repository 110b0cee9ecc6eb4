// One client must not be able to hurt every other visitor: real processes on loopback, bounded traffic.
// The spec starts its own instance of the e2e build (with Redis, so both of the site's stores are
// measured), sends invented addresses, forged headers and rotated client addresses (127.0.0.x as the local
// address), and switches the demo service's files to a 400-megapixel PNG and an endless body. It runs after
// the fault specs, alone, as it switches the shared demo service too.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startDemoService } from '../scripts/demo-service/server';
import { productionNodeOptions } from '../scripts/production-node-options';
import { demoRequests, setFault } from '../test-support/demo';
import { demoUrl, E2E, siteEnv } from '../test-support/env';
import { demoItems, pathOf, type DemoItem } from '../test-support/items';
import { rawRequest, type RawAnswer } from '../test-support/raw-get';
import { copyBuild, nextBuild, startSite } from '../test-support/server';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const site = `http://127.0.0.1:${E2E.abuseSitePort}`;
const distDir = `${E2E.distDir}-abuse`;
const MB = 1024 * 1024;

let redis: ChildProcess;
let instance: Awaited<ReturnType<typeof startSite>>;
let items: DemoItem[];

function redisCli(...args: string[]): string {
  return execFileSync('redis-cli', ['-p', String(E2E.abuseRedisPort), ...args], { encoding: 'utf8' }).trim();
}

function redisMemory(): number {
  return Number(/used_memory:(\d+)/.exec(redisCli('info', 'memory'))?.[1]);
}

function bytesUnder(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).reduce((sum, name) => {
    const stat = statSync(path.join(dir, name));
    return stat.isFile() ? sum + stat.size : sum;
  }, 0);
}

/** The instance's resident memory, from the kernel. */
function rssBytes(pid: number): number {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;
}

/** Sends every request through `workers` connections at a time; resolves with the answers' statuses. */
async function flood(paths: readonly string[], workers: number): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < paths.length) {
        const target = paths[next++]!;
        statuses.push((await rawRequest(site, target)).status);
      }
    }),
  );
  return statuses;
}

const hex = (length: number) => Array.from({ length }, () => Math.floor(Math.random() * 16).toString(16)).join('');

/** An address a real one could never be (bad characters, extra segments, unknown pages), or one naming an id no item has. */
function inventedAddress(n: number, real: DemoItem): string {
  switch (n % 8) {
    case 0:
      return `/News/${hex(24)}-annual-sports-day`;
    case 1:
      return `/notice/${hex(24)}`;
    case 2:
      return `/Events/${hex(24)}-${hex(6)}`;
    case 3:
      return `/og/News/${hex(24)}`;
    case 4:
      return `/og/Events/${hex(8)}.${hex(4)}`;
    case 5:
      return `/notice/${hex(6)}%20${hex(6)}`;
    case 6:
      return `/Events/${hex(10)}/${hex(10)}`;
    default:
      // A real id under words it never had: a redirect to the item's address, which must not be stored either.
      return `/News/${real.id}-${hex(12)}`;
  }
}

test.beforeAll(async () => {
  items = await demoItems();
  redis = spawn('redis-server', ['--port', String(E2E.abuseRedisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await expect.poll(() => { try { return redisCli('ping'); } catch { return ''; } }, { timeout: 10_000 }).toBe('PONG');
  copyBuild(E2E.distDir, distDir);
  // With production's Node options: the memory figure below is the deployed server's.
  instance = await startSite(distDir, E2E.abuseSitePort, { REDIS_URL: `redis://127.0.0.1:${E2E.abuseRedisPort}`, NODE_OPTIONS: productionNodeOptions() });
});

test.afterAll(async () => {
  await setFault('ok');
  await instance?.stop();
  redis?.kill('SIGTERM');
  for (const dir of [distDir, `${E2E.distDir}-no-site-url`]) rmSync(dir, { recursive: true, force: true });
});

test('10,000 invented item and card addresses: each a 404 or a redirect, and .next and Redis grow by under 5 MB', async () => {
  const news = items.find((item) => item.listing === '/News')!;
  const real = pathOf(news);
  // Twice: the first request makes the page, the second must come from the cache.
  await rawRequest(site, real);
  expect((await rawRequest(site, real)).headers['x-nextjs-cache']).toMatch(/HIT|STALE/);
  const diskBefore = bytesUnder(distDir);
  const redisBefore = redisMemory();
  const keysBefore = Number(redisCli('dbsize'));

  const addresses = Array.from({ length: 10_000 }, (_, n) => inventedAddress(n, news));
  const statuses = await flood(addresses, 16);
  const byStatus = Object.fromEntries([...new Set(statuses)].map((status) => [status, statuses.filter((one) => one === status).length]));
  console.log(`abuse: 10,000 invented addresses answered ${JSON.stringify(byStatus)}`);
  expect(statuses.every((status) => status === 404 || status === 308)).toBe(true);

  const diskGrowth = bytesUnder(distDir) - diskBefore;
  const redisGrowth = redisMemory() - redisBefore;
  const keysGrowth = Number(redisCli('dbsize')) - keysBefore;
  console.log(`abuse: .next grew ${(diskGrowth / MB).toFixed(2)} MB, Redis ${(redisGrowth / MB).toFixed(2)} MB and ${keysGrowth} keys`);
  expect(diskGrowth).toBeLessThan(5 * MB);
  expect(redisGrowth).toBeLessThan(5 * MB);
  expect(keysGrowth).toBeLessThan(50);
  // Every key of the site in Redis names the build, whose id opens with the hash of the vendor origin and
  // school code it was made for (sha256 of both, 12 hex digits), so another service's build reads none of them.
  const builtFor = createHash('sha256').update(`${demoUrl}\n${E2E.schoolCode}`).digest('hex').slice(0, 12);
  const keys = redisCli('--scan', '--pattern', 'school-site:*').split('\n').filter(Boolean);
  // Besides the limits' counters and the table of tag invalidations (times, no content).
  const pageKeys = keys.filter((key) => !/^school-site:(tc-|visit-|tags$)/.test(key));
  expect(pageKeys.length).toBeGreaterThan(0);
  expect(pageKeys.filter((key) => !key.startsWith(`school-site:${builtFor}-`))).toEqual([]);
  const after = await rawRequest(site, real);
  expect(after.status).toBe(200);
  expect(after.headers['x-nextjs-cache']).toMatch(/HIT|STALE/);
});

test('a forged X-Forwarded-For from an untrusted peer is ignored; the trusted front proxy (loopback) is believed', async () => {
  const post = (localAddress: string, forwardedFor: string) =>
    rawRequest(site, '/api/tc', { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body: '{}' });
  const untrusted: number[] = [];
  for (let n = 1; n <= 6; n += 1) untrusted.push((await post('127.0.0.5', `198.51.100.${n}`)).status);
  // Five empty forms are refused as such; the sixth is over the limit of the one client they all came from.
  expect(untrusted).toEqual([400, 400, 400, 400, 400, 429]);
  const trusted: number[] = [];
  for (let n = 1; n <= 6; n += 1) trusted.push((await post('127.0.0.1', `203.0.113.${n}`)).status);
  expect(trusted).toEqual([400, 400, 400, 400, 400, 400]);
});

test('an attacker on 16 addresses at their limits, with wrong names for a real admission number, leaves an honest parent the certificate', async () => {
  await fetch(`http://127.0.0.1:${E2E.demoPort}/__demo/requests/clear`, { method: 'POST' });
  const ask = (localAddress: string, name: string) =>
    rawRequest(site, '/api/tc', {
      method: 'POST',
      localAddress,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ name, admission: '2015/0412' }),
    });
  const attack: RawAnswer[] = [];
  for (let address = 10; address < 26; address += 1) {
    for (let n = 0; n < 5; n += 1) attack.push(await ask(`127.0.0.${address}`, `Wrong Name ${address}-${n}`));
  }
  expect(attack.every((answer) => answer.status === 404 || answer.status === 429)).toBe(true);
  const vendorCalls = (await demoRequests()).filter((entry) => entry.path.startsWith('/api/tc/')).length;
  console.log(`abuse: 80 TC requests from 16 addresses reached the vendor ${vendorCalls} times`);
  expect(vendorCalls).toBeLessThanOrEqual(10);

  const parent = await ask('127.0.1.9', 'Aarav Sharma');
  expect(parent.status).toBe(200);
  expect(parent.headers['content-type']).toMatch(/^image\//);
});

test('a cross-site /api/visit post is refused and never reaches the vendor', async () => {
  await fetch(`http://127.0.0.1:${E2E.demoPort}/__demo/requests/clear`, { method: 'POST' });
  const forged = await rawRequest(site, '/api/visit', { method: 'POST', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
  expect(forged.status).toBe(403);
  const sameSite = await rawRequest(site, '/api/visit', { method: 'POST', headers: { origin: site, 'sec-fetch-site': 'same-origin' } });
  expect(sameSite.status).toBe(200);
  const visits = (await demoRequests()).filter((entry) => entry.method === 'POST' && entry.path === '/api/visitor');
  expect(visits).toHaveLength(1);
});

test('a 20000 x 20000 PNG and an endless body as the vendor’s event photo: the card still answers, and RSS stays under 400 MB', async () => {
  const events = items.filter((item) => item.listing === '/Events');
  const before = rssBytes(instance.pid);
  let peak = before;
  const watch = setInterval(() => (peak = Math.max(peak, rssBytes(instance.pid))), 50);
  try {
    for (const [mode, event] of [['huge-image', events[0]!], ['endless', events[1]!]] as const) {
      await setFault(mode, '/api/image');
      const card = await rawRequest(site, `/og/Events/${event.id}`);
      expect(card.status, `${mode}: the card answers`).toBe(200);
      expect(card.headers['content-type']).toMatch(/^image\//);
    }
  } finally {
    clearInterval(watch);
    await setFault('ok');
  }
  console.log(`abuse: the site's RSS was ${(before / MB).toFixed(0)} MB and peaked at ${(peak / MB).toFixed(0)} MB while drawing the cards`);
  expect(peak).toBeLessThan(400 * MB);
});

test('a build without SITE_URL stops with one line naming it', async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, ...siteEnv(E2E.abuseSitePort, `${E2E.distDir}-no-site-url`) };
  delete env.SITE_URL;
  const build = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  build.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  build.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => build.on('exit', resolve));
  expect(code).not.toBe(0);
  expect(output.split('\n').filter((line) => line.includes('Configuration error'))).toEqual(['Configuration error: SITE_URL is missing.']);
  expect(output).not.toContain('Creating an optimized production build');
});

test('a demo build switched to another service: its start is refused, and a build for the other service over the old cache shows none of the demo’s content', async () => {
  const other = await startDemoService({ port: E2E.otherServicePort, fault: 'error', ensureAssets: false, log: false }, {});
  const otherDir = `${E2E.distDir}-other-service`;
  const otherEnv = { CONTENT_API_URL: other.url };
  try {
    // The e2e build, started against the other service, stops at once with one line.
    await expect(startSite(copyFreshBuild(otherDir), E2E.otherServicePort + 1, otherEnv)).rejects.toThrow(
      'Configuration error: CONTENT_API_URL or SCHOOL_CODE differs from the one this build was made for',
    );
    // A build for the other service in a dist dir holding the demo's data cache (as a reused .next does).
    rmSync(otherDir, { recursive: true, force: true });
    cpSync(path.join(E2E.distDir, 'cache'), path.join(otherDir, 'cache'), { recursive: true });
    await nextBuild({ ...siteEnv(E2E.otherServicePort + 1, otherDir), ...otherEnv });
    const otherSite = await startSite(otherDir, E2E.otherServicePort + 1, otherEnv);
    try {
      const page = await rawRequest(`http://127.0.0.1:${E2E.otherServicePort + 1}`, '/News');
      expect(page.status).toBe(200);
      for (const item of items.filter((one) => one.listing === '/News').slice(0, 5)) expect(page.body).not.toContain(item.title);
    } finally {
      await otherSite.stop();
    }
  } finally {
    await other.close();
    rmSync(otherDir, { recursive: true, force: true });
  }
});

/** A copy of the e2e build with no cache of its own, in `dir`. */
function copyFreshBuild(dir: string): string {
  copyBuild(E2E.distDir, dir);
  return dir;
}
