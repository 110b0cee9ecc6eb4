/**
 * Proves the production front (deploy/nginx-site.conf.template): starts Debian's nginx with that file on
 * loopback (its own prefix, TLS with a certificate made for this run, no system file touched) in front of
 * the production build and the demo content service, then
 * - checks TLS, the HTTP redirect, the body limit and that X-Forwarded-For is overwritten,
 * - kills the Node process (SIGKILL) and checks that cached pages keep answering 200 from nginx,
 * - restarts it and checks that pages nginx never cached answer 200 through the front within 5 s of the
 *   restarted server listening (the time Next takes to start listening is reported beside it).
 * Reuses the e2e build (`E2E_DIST_DIR`, default .next) and builds it first when there is none.
 * Ports: E2E_DEMO_PORT, E2E_SITE_PORT (Node), FRONT_HTTPS_PORT (3314), FRONT_HTTP_PORT (3315).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, request } from 'undici';
import { E2E, siteEnv } from '../e2e/support/env';
import { startDemoService } from './demo-service/server';

const root = path.resolve(__dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const httpsPort = Number(process.env.FRONT_HTTPS_PORT || 3314);
const httpPort = Number(process.env.FRONT_HTTP_PORT || 3315);
const front = `https://127.0.0.1:${httpsPort}`;
/** Pages warmed into nginx's cache before the Node process is killed. */
const CACHED = ['/', '/News', '/Events', '/OurSchool', '/Gallery'];
/** Pages nobody asks for until Node restarts, so nginx has no copy of them. */
const UNCACHED = ['/Library', '/Faculty', '/Toppers'];
const DOWN_MS = 10_000;
const RESTART_BUDGET_MS = 5_000;

// The certificate is made for this run, so it is not checked; everything stays on loopback.
const tls = new Agent({ connect: { rejectUnauthorized: false }, keepAliveTimeout: 1_000 });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

async function get(url: string, headers: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET', body?: string): Promise<Answer> {
  const response = await request(url, { method, headers, body, dispatcher: tls, signal: AbortSignal.timeout(10_000) });
  return { status: response.statusCode, headers: response.headers, body: await response.body.text() };
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`nginx-front: ${message}`);
  console.log(`nginx-front: ok  ${message}`);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Renders the template's ${NAME}s (and only those) as `envsubst` with a list of names would. */
function render(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function startNode(distDir: string): { child: ChildProcess; log: () => string } {
  let output = '';
  const child = spawn(process.execPath, [nextBin, 'start', '--port', String(E2E.sitePort), '--hostname', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, ...siteEnv(E2E.sitePort, distDir), TRUST_PROXY: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, log: () => output };
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await get(url)).status === 200) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`nginx-front: ${url} did not answer 200 within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** Resolves once something accepts connections on `port` (the restarted server is up). */
async function waitListening(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return;
    await sleep(50);
  }
  throw new Error(`nginx-front: nothing listened on ${port} within ${timeoutMs} ms`);
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
}

async function main(): Promise<void> {
  const distDir = E2E.distDir;
  const env = { ...process.env, ...siteEnv(E2E.sitePort, distDir) };
  const demo = await startDemoService({ port: E2E.demoPort });
  const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-front-'));
  let node: ReturnType<typeof startNode> | undefined;
  let nginx: ChildProcess | undefined;
  try {
    if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
      console.log(`nginx-front: no build in ${distDir}; building`);
      execFileSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
    }

    for (const dir of ['logs', 'cache', 'temp', 'conf']) mkdirSync(path.join(prefix, dir));
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1',
      '-keyout', path.join(prefix, 'conf', 'key.pem'), '-out', path.join(prefix, 'conf', 'cert.pem'),
    ], { stdio: 'ignore' });
    const site = render(readFileSync(path.join(root, 'deploy', 'nginx-site.conf.template'), 'utf8'), {
      SERVER_NAME: '127.0.0.1',
      PUBLIC_ORIGIN: front,
      HTTPS_PORT: `127.0.0.1:${httpsPort}`,
      HTTP_PORT: `127.0.0.1:${httpPort}`,
      TLS_CERT: path.join(prefix, 'conf', 'cert.pem'),
      TLS_KEY: path.join(prefix, 'conf', 'key.pem'),
      CACHE_DIR: path.join(prefix, 'cache'),
      UPSTREAM: `127.0.0.1:${E2E.sitePort}`,
    });
    writeFileSync(path.join(prefix, 'conf', 'school-site.conf'), site);
    const temp = (name: string) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
    writeFileSync(
      path.join(prefix, 'conf', 'nginx.conf'),
      [
        // As root, nginx's workers run as nobody: they get the cache and temp folders.
        process.getuid?.() === 0 ? 'user nobody nogroup;' : '',
        'worker_processes 1;',
        `pid ${path.join(prefix, 'logs', 'nginx.pid')};`,
        `error_log ${path.join(prefix, 'logs', 'error.log')} warn;`,
        'events { worker_connections 256; }',
        'http {',
        `  access_log ${path.join(prefix, 'logs', 'access.log')};`,
        `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
        `  include ${path.join(prefix, 'conf', 'school-site.conf')};`,
        '}',
      ].join('\n'),
    );
    if (process.getuid?.() === 0) {
      const nobody = Number(execFileSync('id', ['-u', 'nobody']).toString().trim());
      for (const dir of ['', 'cache', 'temp', 'logs']) chownSync(path.join(prefix, dir), nobody, -1);
    }

    node = startNode(distDir);
    await waitFor(`http://127.0.0.1:${E2E.sitePort}/OurSchool`, 60_000);
    execFileSync('nginx', ['-t', '-q', '-p', prefix, '-c', path.join(prefix, 'conf', 'nginx.conf'), '-e', path.join(prefix, 'logs', 'error.log')], { stdio: 'inherit' });
    nginx = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'conf', 'nginx.conf'), '-e', path.join(prefix, 'logs', 'error.log'), '-g', 'daemon off;'], { stdio: 'inherit' });
    await waitFor(`${front}/OurSchool`, 10_000);

    const redirect = await request(`http://127.0.0.1:${httpPort}/News?x=1`, { method: 'GET' });
    await redirect.body.dump();
    check(redirect.statusCode === 301 && redirect.headers.location === `${front}/News?x=1`, 'plain HTTP is redirected to HTTPS');
    const big = await get(`${front}/api/tc`, { 'content-type': 'application/json', 'content-length': '20000' }, 'POST', 'x'.repeat(20_000));
    check(big.status === 413, `a 20 KB body is refused by the front (${big.status})`);
    const health = [await get(`${front}/healthz`), await get(`${front}/healthz`)];
    check(
      health.every((answer) => [200, 503].includes(answer.status) && answer.headers['x-cache-status'] !== 'HIT' && answer.headers['cache-control'] === 'no-store'),
      `/healthz passes through, never from the cache (${health.map((answer) => `${answer.status} ${String(answer.headers['x-cache-status'])}`).join(', ')})`,
    );
    // The TC limit allows 5 requests per client address in 10 minutes; a client naming another address
    // in X-Forwarded-For each time must still be refused on the sixth, as the front overwrites the header.
    const tc: number[] = [];
    for (let n = 1; n <= 6; n += 1) {
      tc.push((await get(`${front}/api/tc`, { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${n}` }, 'POST', '{}')).status);
    }
    check(tc[5] === 429 && !tc.slice(0, 5).includes(429), `a client cannot choose its address with X-Forwarded-For (TC answers ${tc.join(', ')})`);

    for (let round = 0; round < 3; round += 1) {
      for (const route of CACHED) await get(`${front}${route}`);
      await sleep(E2E.revalidateSeconds * 1000);
    }
    const warmed = await Promise.all(CACHED.map(async (route) => (await get(`${front}${route}`)).headers['x-cache-status']));
    check(warmed.every((status) => status !== undefined && status !== 'MISS' && status !== 'BYPASS'), `pages are served from nginx's cache (${warmed.join(', ')})`);

    node.child.kill('SIGKILL');
    await exited(node.child);
    const downUntil = Date.now() + DOWN_MS;
    const statuses: number[] = [];
    const served: Record<string, number> = {};
    while (Date.now() < downUntil) {
      const answers = await Promise.all(CACHED.map((route) => get(`${front}${route}`)));
      for (const answer of answers) {
        statuses.push(answer.status);
        const cache = String(answer.headers['x-cache-status']);
        served[cache] = (served[cache] ?? 0) + 1;
      }
      await sleep(250);
    }
    check(statuses.length > 0 && statuses.every((status) => status === 200), `with Node killed, ${statuses.length} requests for cached pages all answered 200 (${JSON.stringify(served)})`);
    const uncachedWhileDown = await get(`${front}${UNCACHED[0]}`);
    check(uncachedWhileDown.status >= 500, `a page nginx never cached cannot be served while Node is down (${uncachedWhileDown.status})`);

    const spawned = Date.now();
    node = startNode(distDir);
    await waitListening(E2E.sitePort, 60_000);
    const listening = Date.now();
    await Promise.all(UNCACHED.map((route) => waitFor(`${front}${route}`, RESTART_BUDGET_MS)));
    const backMs = Date.now() - listening;
    check(
      backMs <= RESTART_BUDGET_MS,
      `uncached pages answered 200 through the front ${backMs} ms after the restarted Node listened (${listening - spawned} ms after its spawn)`,
    );
    console.log(`nginx-front: passed (cached pages through a ${DOWN_MS / 1000} s outage: ${statuses.length} x 200; uncached back in ${backMs} ms)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    if (node) console.error(`--- next start log ---\n${node.log().slice(-4000)}`);
    const errorLog = path.join(prefix, 'logs', 'error.log');
    if (existsSync(errorLog)) console.error(`--- nginx error log ---\n${readFileSync(errorLog, 'utf8').slice(-4000)}`);
    process.exitCode = 1;
  } finally {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await exited(nginx);
    }
    if (node && node.child.exitCode === null) {
      node.child.kill('SIGTERM');
      await exited(node.child);
    }
    await demo.close();
    await tls.close();
    rmSync(prefix, { recursive: true, force: true });
  }
}

void main();
