/**
 * Proves the production front (deploy/nginx-site.conf.template): starts Debian's nginx with that file on
 * loopback (its own prefix, TLS with a certificate made for this run, no system file touched) in front of
 * the production build and the demo content service, then
 * - checks TLS, the HTTP redirect, the body limit and that X-Forwarded-For is overwritten,
 * - checks the per-client limits: a burst of searches is refused with the front's 429 page and a single
 *   search passes; /api/visit at a browsing rate passes, a burst is refused; instant search answers
 *   (/api/search) are cached, pass at a typing pace, and a burst is refused; the publish webhook never is,
 * - kills the Node process (SIGKILL) and checks that cached pages keep answering 200 from nginx,
 * - restarts it and checks that pages nginx never cached answer 200 through the front within 5 s of the
 *   restarted server listening (the time Next takes to start listening is reported beside it).
 * Reuses the e2e build (`E2E_DIST_DIR`, default .next) and builds it first when there is none.
 * Ports: E2E_DEMO_PORT, E2E_SITE_PORT (Node), FRONT_HTTPS_PORT (3314), FRONT_HTTP_PORT (3315).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Agent, request } from 'undici';
import { E2E, siteEnv } from '../e2e/support/env';
import { startDemoService } from './demo-service/server';
import { startFront, type Front } from './support/nginx';
import { exited, listening, sleep } from './support/process';

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
/** Requests a burst sends at once: more than the front lets one client make to /search or /api/ in a moment. */
const BURST = 40;
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
    if (await listening(port)) return;
    await sleep(50);
  }
  throw new Error(`nginx-front: nothing listened on ${port} within ${timeoutMs} ms`);
}

async function main(): Promise<void> {
  const distDir = E2E.distDir;
  const env = { ...process.env, ...siteEnv(E2E.sitePort, distDir) };
  const demo = await startDemoService({ port: E2E.demoPort });
  let node: ReturnType<typeof startNode> | undefined;
  let nginx: Front | undefined;
  try {
    if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
      console.log(`nginx-front: no build in ${distDir}; building`);
      execFileSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
    }

    node = startNode(distDir);
    await waitFor(`http://127.0.0.1:${E2E.sitePort}/OurSchool`, 60_000);
    nginx = startFront({ httpsPort, httpPort, upstreams: [`127.0.0.1:${E2E.sitePort}`] });
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

    // Search is limited per client: a single search passes, a burst from one client is answered by nginx
    // with its own page (saying to wait a few seconds), and after that wait a search passes again.
    const search = `${front}/search?q=library`;
    const single = await get(search);
    check(single.status === 200 && single.body.includes('aria-label="Search results"'), `a single search passes the front and lists results (${single.status})`);
    const burst = await Promise.all(Array.from({ length: BURST }, () => get(search)));
    const refused = burst.filter((answer) => answer.status === 429);
    check(
      refused.length > 0 && burst.every((answer) => answer.status === 200 || answer.status === 429),
      `a burst of ${BURST} searches from one client: ${burst.length - refused.length} answered, ${refused.length} refused with 429`,
    );
    check(
      refused.every(
        (answer) =>
          answer.body.includes('Too many searches came from this connection') &&
          String(answer.headers['content-type']).startsWith('text/html') &&
          Number(answer.headers['retry-after']) > 0,
      ),
      `each refusal is the front's page saying so, with Retry-After ${String(refused[0]?.headers['retry-after'])}`,
    );
    await sleep(Number(refused[0]?.headers['retry-after']) * 1000);
    const again = await get(search);
    check(again.status === 200, `after waiting Retry-After, a search passes again (${again.status})`);

    // A result page is kept by the front for a minute: the same words again come from its cache, other
    // words reach Node, the router's RSC request for a search never comes from the cache, and browsers are
    // still told to keep no copy.
    await sleep(1000);
    const words = `${front}/search?q=${encodeURIComponent('sports day')}`;
    const [firstAsk, secondAsk] = [await get(words), await get(words)];
    check(
      firstAsk.status === 200 && firstAsk.headers['x-cache-status'] === 'MISS' && secondAsk.headers['x-cache-status'] === 'HIT' && secondAsk.body === firstAsk.body,
      `the same search twice: the second answer is the front's copy (${String(firstAsk.headers['x-cache-status'])}, then ${String(secondAsk.headers['x-cache-status'])})`,
    );
    check(String(secondAsk.headers['cache-control']).includes('no-store'), `a search page from the front's cache still tells browsers no-store (${String(secondAsk.headers['cache-control'])})`);
    const otherWords = await get(`${front}/search?q=${encodeURIComponent('sports')}`);
    check(otherWords.status === 200 && otherWords.headers['x-cache-status'] === 'MISS', `other words are rendered by Node (${String(otherWords.headers['x-cache-status'])})`);
    // (Next answers an RSC request without its cache-busting `_rsc` hash with a redirect to one.)
    const rsc = [await get(words, { rsc: '1' }), await get(words, { rsc: '1' })];
    check(
      rsc.every((answer) => answer.headers['x-cache-status'] === 'BYPASS' && answer.body !== firstAsk.body),
      `the router's RSC requests for a search pass the cache (${rsc.map((answer) => `${answer.status} ${String(answer.headers['x-cache-status'])}`).join(', ')})`,
    );

    // /api/visit is posted once per page view: a visitor browsing briskly is never refused.
    const visits: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      visits.push((await get(`${front}/api/visit`, {}, 'POST')).status);
      await sleep(300);
    }
    check(visits.every((status) => status === 200), `/api/visit at about 3 a second is never refused (${visits.join(', ')})`);
    const flood = await Promise.all(Array.from({ length: BURST }, () => get(`${front}/api/visit`, {}, 'POST')));
    const floodRefused = flood.filter((answer) => answer.status === 429);
    check(
      floodRefused.length > 0 && floodRefused.every((answer) => (JSON.parse(answer.body) as { message?: string }).message?.includes('wait a few seconds')),
      `a burst of ${BURST} visits from one client: ${floodRefused.length} refused with a JSON message`,
    );
    // Instant search asks /api/search once typing pauses: its answers are cached by the front, a visitor
    // typing (a pause of 250 ms between words typed so far) is never refused, and a flood is, in JSON.
    const answer = `${front}/api/search?q=library`;
    const first = await get(answer);
    await sleep(100);
    const second = await get(answer);
    check(
      first.status === 200 && (JSON.parse(first.body) as { query?: string }).query === 'library' && second.headers['x-cache-status'] === 'HIT',
      `an instant search answer passes the front and the same words again come from its cache (${first.status} ${String(first.headers['x-cache-status'])}, then ${String(second.headers['x-cache-status'])})`,
    );
    const typing: number[] = [];
    for (const words of ['f', 'fe', 'fee', 'fee d', 'fee de', 'fee det', 'fee deta', 'fee detai', 'fee detail', 'fee details', 'fee details c', 'fee details cl']) {
      typing.push((await get(`${front}/api/search?q=${encodeURIComponent(words)}`)).status);
      await sleep(250);
    }
    check(typing.every((status) => status === 200), `/api/search at a typing pace (4 a second) is never refused (${typing.join(', ')})`);
    const searches = await Promise.all(Array.from({ length: BURST * 2 }, (_, n) => get(`${front}/api/search?q=flood${n}`)));
    const searchesRefused = searches.filter((reply) => reply.status === 429);
    check(
      searchesRefused.length > 0 &&
        searches.every((reply) => reply.status === 200 || reply.status === 429) &&
        searchesRefused.every((reply) => (JSON.parse(reply.body) as { message?: string }).message?.includes('wait a few seconds')),
      `a burst of ${BURST * 2} instant searches from one client: ${searches.length - searchesRefused.length} answered, ${searchesRefused.length} refused with a JSON message`,
    );

    // The vendor's publish webhook is never refused by the front, however many calls arrive at once.
    const webhook = await Promise.all(Array.from({ length: BURST }, () => get(`${front}/api/revalidate`, { 'x-revalidate-secret': E2E.revalidateSecret }, 'POST')));
    check(webhook.every((answer) => answer.status === 200), `${BURST} publish webhooks at once all answered 200`);

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
    if (nginx) console.error(`--- nginx error log ---\n${nginx.errorLog().slice(-4000)}`);
    process.exitCode = 1;
  } finally {
    await nginx?.stop();
    if (node && node.child.exitCode === null) {
      node.child.kill('SIGTERM');
      await exited(node.child);
    }
    await demo.close();
    await tls.close();
  }
}

void main();
