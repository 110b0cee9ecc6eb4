/**
 * Proves the production front (deploy/nginx-site.conf.template): starts Debian's nginx with that file on
 * loopback (its own prefix, TLS with a certificate made for this run, no system file touched) in front of
 * the production build and the demo content service, then
 * - checks TLS, the HTTP redirect, the body limit and that X-Forwarded-For is overwritten,
 * - checks that only the site's name is served: another Host is refused (HTTP: closed unanswered; HTTPS:
 *   the handshake refused, or closed when the Host differs from the name shaken hands with), the name in
 *   other letters is served from the same cache entry; that 2,000 requests with random Host headers and
 *   junk query strings are refused or answered from the cache, reaching Node only for the cache's own
 *   refreshes (counted in nginx's access log), with the cache directory's size before and after; that a
 *   junk parameter changes nothing Node renders on the routes that read parameters; that /healthz answers
 *   the monitor's address (MONITOR_ADDRESS, 127.0.0.2 here) and loopback and nobody else (127.0.0.3),
 * - checks the limits on what renders in Node: a flood of album pages of random ids from one address is
 *   refused (429) while another address is served; a flood of link-preview cards likewise,
 * - checks the per-client limits: a burst of searches is refused with the front's 429 page and a single
 *   search passes; /api/visit at a browsing rate passes, a burst is refused; instant search answers
 *   (/api/search) are cached, pass at a typing pace, and a burst is refused; the publish webhook never is,
 * - kills the Node process (SIGKILL) and checks that cached pages keep answering 200 from nginx,
 * - restarts it and checks that pages nginx never cached answer 200 through the front within 5 s of the
 *   restarted server listening (the time Next takes to start listening is reported beside it).
 * Reuses the e2e build (`E2E_DIST_DIR`, default .next) and builds it first when there is none.
 * Ports: E2E_DEMO_PORT, E2E_SITE_PORT (Node), FRONT_HTTPS_PORT (3314), FRONT_HTTP_PORT (3315).
 * Client addresses: 127.0.0.1 for most requests, 127.0.0.2 the monitor, 127.0.0.3 to 127.0.0.6 others (any
 * 127.0.0.x is loopback on Linux).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { connect as tlsConnect } from 'node:tls';
import path from 'node:path';
import { Agent, request } from 'undici';
import { E2E, siteEnv } from '../e2e/support/env';
import { startDemoService } from './demo-service/server';
import { FRONT_NAME, startFront, type AccessEntry, type Front } from './support/nginx';
import { exited, listening, sleep } from './support/process';

const root = path.resolve(__dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const httpsPort = Number(process.env.FRONT_HTTPS_PORT || 3314);
const httpPort = Number(process.env.FRONT_HTTP_PORT || 3315);
const front = `https://${FRONT_NAME}:${httpsPort}`;
/** MONITOR_ADDRESS of the front rendered here; OUTSIDER is any other client. */
const MONITOR = '127.0.0.2';
const OUTSIDER = '127.0.0.3';
/** Requests of the flood of random Host headers and junk query strings, and how many at once. */
const FLOOD = 2_000;
const FLOOD_CONCURRENCY = 20;
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
/** A client at another loopback address (undici's own `localAddress`: the one in `connect` is overridden). */
const from = (address: string) => new Agent({ connect: { rejectUnauthorized: false }, localAddress: address, keepAliveTimeout: 1_000 });
const clients = { monitor: from(MONITOR), outsider: from(OUTSIDER), flooder: from('127.0.0.4'), neighbour: from('127.0.0.5'), crawler: from('127.0.0.6'), strangers: new Agent({ connect: { rejectUnauthorized: false } }) };

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

async function get(url: string, headers: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET', body?: string, dispatcher: Agent = tls): Promise<Answer> {
  const response = await request(url, { method, headers, body, dispatcher, signal: AbortSignal.timeout(10_000) });
  return { status: response.statusCode, headers: response.headers, body: await response.body.text() };
}

/** The status of a GET, or the code of the error that ended it (the connection closed, the handshake refused). */
async function outcome(url: string, headers: Record<string, string> = {}, dispatcher: Agent = tls): Promise<string> {
  try {
    const answer = await get(url, headers, 'GET', undefined, dispatcher);
    return `${answer.status} ${String(answer.headers['x-cache-status'] ?? '-')}`;
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code ?? (error instanceof Error ? error.name : 'error');
  }
}

/**
 * A request over TLS that names the site in the handshake (SNI) but another host in its Host header, which
 * a browser never sends and undici cannot (it names the Host in the handshake): what the front answers.
 */
function mismatchedHost(path: string, host: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = tlsConnect({ host: '127.0.0.1', port: httpsPort, servername: FRONT_NAME, rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] }, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    });
    let received = '';
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('close', () => resolve(received === '' ? 'closed unanswered' : received.split('\r\n')[0] ?? ''));
    socket.on('error', (error: Error & { code?: string }) => resolve(error.code ?? error.message));
  });
}

const random = () => randomBytes(6).toString('hex');

/** Runs `tasks` with at most `concurrency` at once; resolves with their results in order. */
async function pooled<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const n = next++;
      results[n] = await (tasks[n] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

function tally(values: string[]): Record<string, number> {
  const table: Record<string, number> = {};
  for (const value of values) table[value] = (table[value] ?? 0) + 1;
  return table;
}

/** Access-log lines after `since` (seconds) that an instance answered: what reached Node. */
function origin(entries: AccessEntry[], since: number, until = Infinity): AccessEntry[] {
  return entries.filter((entry) => entry.time >= since && entry.time <= until && entry.upstream !== '');
}

/**
 * A dynamically rendered page as what it shows: without the router's flight data (which names the address
 * it was rendered for), its tags in order (Next streams a few head tags in varying order).
 */
function rendering(html: string): string {
  return html
    .replace(/<script>self\.__next_f\.push\([\s\S]*?\)<\/script>/g, '')
    .split('><')
    .sort()
    .join('><');
}

/** Answered from nginx's cache (a fresh copy, or a stale one while a refresh runs). */
const FROM_CACHE = new Set(['HIT', 'STALE', 'UPDATING']);

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`nginx-front: ${message}`);
  console.log(`nginx-front: ok  ${message}`);
}

function startNode(distDir: string): { child: ChildProcess; log: () => string } {
  let output = '';
  const child = spawn(process.execPath, [nextBin, 'start', '--port', String(E2E.sitePort), '--hostname', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, ...siteEnv(E2E.sitePort, distDir) },
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
      // Not execFileSync: the demo service in this process must answer the build's calls meanwhile.
      const build = spawn(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
      await exited(build);
      if (build.exitCode !== 0) throw new Error(`nginx-front: next build exited with ${build.exitCode}`);
    }

    node = startNode(distDir);
    await waitFor(`http://127.0.0.1:${E2E.sitePort}/OurSchool`, 60_000);
    nginx = startFront({ httpsPort, httpPort, upstreams: [`127.0.0.1:${E2E.sitePort}`], monitorAddress: MONITOR });
    await waitFor(`${front}/OurSchool`, 10_000);

    const redirect = await request(`http://${FRONT_NAME}:${httpPort}/News?x=1`, { method: 'GET' });
    await redirect.body.dump();
    check(redirect.statusCode === 301 && redirect.headers.location === `${front}/News?x=1`, 'plain HTTP is redirected to HTTPS');
    const big = await get(`${front}/api/tc`, { 'content-type': 'application/json', 'content-length': '20000' }, 'POST', 'x'.repeat(20_000));
    check(big.status === 413, `a 20 KB body is refused by the front (${big.status})`);
    const health = [await get(`${front}/healthz`), await get(`${front}/healthz`)];
    check(
      health.every((answer) => [200, 503].includes(answer.status) && answer.headers['x-cache-status'] !== 'HIT' && answer.headers['cache-control'] === 'no-store'),
      `/healthz passes through, never from the cache (${health.map((answer) => `${answer.status} ${String(answer.headers['x-cache-status'])}`).join(', ')})`,
    );
    // Only the site's name is served. Plain HTTP with another Host: closed without an answer (444). HTTPS
    // naming another host in the handshake, or none (a bare IP address): the handshake is refused. HTTPS
    // naming the site in the handshake but another Host: closed without an answer. The name in capitals is
    // the site, and the same cache entry.
    const wrongHttp = await outcome(`http://127.0.0.1:${httpPort}/Chairman`, { host: 'attacker.example' });
    const wrongSni = await outcome(`${front}/Chairman`, { host: `attacker.example:${httpsPort}` });
    const noSni = await outcome(`https://127.0.0.1:${httpsPort}/Chairman`);
    const wrongHost = await mismatchedHost('/Chairman', 'attacker.example');
    check(wrongHttp === 'UND_ERR_SOCKET', `plain HTTP with an unknown Host is closed unanswered (${wrongHttp})`);
    check(
      wrongSni === 'ERR_SSL_TLSV1_UNRECOGNIZED_NAME' && noSni === 'ERR_SSL_TLSV1_UNRECOGNIZED_NAME',
      `HTTPS naming an unknown host, or none, is refused at the handshake (${wrongSni}; by IP address: ${noSni})`,
    );
    check(wrongHost === 'closed unanswered', `HTTPS naming the site in the handshake but another Host is closed unanswered (${wrongHost})`);
    await get(`${front}/Chairman`);
    const capitals = await get(`${front}/Chairman`, { host: `${FRONT_NAME.toUpperCase()}:${httpsPort}` });
    check(
      capitals.status === 200 && FROM_CACHE.has(String(capitals.headers['x-cache-status'])),
      `Host ${FRONT_NAME.toUpperCase()} is the site, from the same cache entry (${capitals.status} ${String(capitals.headers['x-cache-status'])})`,
    );

    // A junk parameter changes nothing Node renders: ISR pages are the same bytes, pages that read their
    // parameters (albums, search) the same page (only the router's flight data names the address it was
    // rendered for), an optimised image the same bytes. So the front's key leaves junk out (below).
    const nodeOrigin = `http://127.0.0.1:${E2E.sitePort}`;
    const gallery = await get(`${front}/Gallery`);
    const album = /SubGallery\?id=([0-9a-f]+)/.exec(gallery.body)?.[1];
    const image = /\/_next\/image\?url=[^"\s]+/.exec((await get(`${front}/`)).body)?.[0]?.replace(/&amp;/g, '&');
    if (!album || !image) throw new Error('nginx-front: no album link on /Gallery or no optimised image on /');
    const junk = `fbclid=${random()}&utm_source=${random()}&x${random()}=1`;
    const same: string[] = [];
    for (const [route, compare] of [
      ['/Chairman', (a: string, b: string) => a === b],
      [`/SubGallery?id=${album}&photo=2`, (a: string, b: string) => rendering(a) === rendering(b)],
      ['/search?q=library', (a: string, b: string) => rendering(a) === rendering(b)],
      [image, (a: string, b: string) => a === b],
    ] as const) {
      const [plain, withJunk] = [await get(`${nodeOrigin}${route}`), await get(`${nodeOrigin}${route}${route.includes('?') ? '&' : '?'}${junk}`)];
      if (plain.status === 200 && compare(plain.body, withJunk.body)) same.push(route.split('?')[0] ?? route);
      else console.error(`nginx-front: ${route}: ${plain.status} and ${withJunk.status}, different`);
    }
    check(same.length === 4, `a junk parameter changes nothing Node renders (${same.join(', ')})`);
    // The key's parameters are matched as Next reads them: in another letter case, or given twice, a
    // parameter is another page for Next, so it is not the cached one.
    const word = `key${random()}`;
    const [asked, upper, twice, junked] = [
      await get(`${front}/search?q=${word}`),
      await get(`${front}/search?Q=${word}`),
      await get(`${front}/search?q=${word}&q=other`),
      await get(`${front}/search?utm_medium=${random()}&q=${word}&fbclid=${random()}`),
    ];
    check(
      asked.headers['x-cache-status'] === 'MISS' && upper.headers['x-cache-status'] === 'MISS' && twice.headers['x-cache-status'] === 'MISS' && junked.headers['x-cache-status'] === 'HIT',
      `the cache key keeps ?q= apart from ?Q= and ?q=&q= and drops junk around it (${[asked, upper, twice, junked].map((answer) => String(answer.headers['x-cache-status'])).join(', ')})`,
    );

    // 2,000 requests with random Host headers and junk query strings, 20 at a time from one address: each
    // refused by the front or answered from its cache. Node sees only the cache's own refreshes of
    // /Chairman (its copy is fresh for CONTENT_REVALIDATE_SECONDS, 2 s here, then refreshed once in the
    // background), counted in the front's access log.
    const cacheBefore = nginx.cacheBytes();
    const floodStart = Date.now() / 1000;
    const junkQueries = [() => `fbclid=${random()}`, () => `utm_source=${random()}`, () => `x${random()}=1`];
    const kinds = await pooled(
      Array.from({ length: FLOOD }, (_, n) => {
        const kind = n % 5;
        if (kind === 0) return () => outcome(`${front}/Chairman?${junkQueries[n % 3]?.()}`, { host: `${random()}.example:${httpsPort}` }, clients.strangers).then((result) => `random Host over HTTPS: ${result}`);
        if (kind === 1) return () => outcome(`http://127.0.0.1:${httpPort}/Chairman?${junkQueries[n % 3]?.()}`, { host: `${random()}.example` }, clients.strangers).then((result) => `random Host over HTTP: ${result}`);
        return () => outcome(`${front}/Chairman?${junkQueries[n % 3]?.()}`).then((result) => `junk query: ${result}`);
      }),
      FLOOD_CONCURRENCY,
    );
    const floodEnd = Date.now() / 1000;
    await sleep(200);
    const cacheAfter = nginx.cacheBytes();
    const floodTable = tally(kinds);
    const reachedNode = origin(nginx.accessLog(), floodStart, floodEnd + 0.2);
    const refreshes = Math.ceil((floodEnd - floodStart) / E2E.revalidateSeconds) + 1;
    const plainAfter = await get(`${front}/Chairman`);
    const junkAnswers = kinds.filter((kind) => kind.startsWith('junk query: '));
    check(
      kinds.filter((kind) => kind.startsWith('random Host')).every((kind) => kind.endsWith('ERR_SSL_TLSV1_UNRECOGNIZED_NAME') || kind.endsWith('UND_ERR_SOCKET')) &&
        junkAnswers.every((kind) => FROM_CACHE.has(kind.replace(/^junk query: 200 /, ''))),
      `${FLOOD} requests with random Hosts and junk queries in ${(floodEnd - floodStart).toFixed(1)} s: ${JSON.stringify(floodTable)}`,
    );
    check(
      reachedNode.length <= refreshes && reachedNode.every((entry) => entry.uri.startsWith('/Chairman')),
      `of them, Node saw ${reachedNode.length} (the cache's refreshes of /Chairman; at most ${refreshes} in that time): ${JSON.stringify(tally(reachedNode.map((entry) => `${entry.uri.split('?')[0] ?? ''} ${entry.cache}`)))}`,
    );
    check(
      plainAfter.status === 200 && FROM_CACHE.has(String(plainAfter.headers['x-cache-status'])),
      `afterwards /Chairman is still answered from the cache (${String(plainAfter.headers['x-cache-status'])}); cache directory ${cacheBefore} bytes before, ${cacheAfter} after`,
    );

    // /healthz answers the monitor and loopback only; anybody else gets a plain 404.
    const [fromMonitor, fromOutsider] = [await get(`${front}/healthz`, {}, 'GET', undefined, clients.monitor), await get(`${front}/healthz`, {}, 'GET', undefined, clients.outsider)];
    check(
      [200, 503].includes(fromMonitor.status) && fromMonitor.body.includes('"resources"') && fromOutsider.status === 404 && !fromOutsider.body.includes('resources'),
      `/healthz from the monitor's address ${MONITOR}: ${fromMonitor.status}; from ${OUTSIDER}: ${fromOutsider.status} "${fromOutsider.body.trim()}"`,
    );

    // An address that names nothing is answered 404 by Node with the page's s-maxage: the front keeps no copy
    // of it, so invented item addresses cannot fill its cache; a real item's page is kept.
    const cacheBeforeInvented = nginx.cacheBytes();
    const invented = await pooled(
      Array.from({ length: 100 }, (_, n) => () => get(`${front}/${['News', 'notice', 'Events'][n % 3] ?? 'News'}/${random()}${random()}-invented`, {}, 'GET', undefined, clients.neighbour)),
      FLOOD_CONCURRENCY,
    );
    const inventedTwice = `${front}/News/${random()}-twice`;
    await get(inventedTwice, {}, 'GET', undefined, clients.neighbour);
    const inventedRepeat = await get(inventedTwice, {}, 'GET', undefined, clients.neighbour);
    const cacheAfterInvented = nginx.cacheBytes();
    check(
      invented.every((answer) => answer.status === 404) && inventedRepeat.status === 404 && inventedRepeat.headers['x-cache-status'] !== 'HIT' && cacheAfterInvented - cacheBeforeInvented < 64 * 1024,
      `100 invented item addresses: ${JSON.stringify(tally(invented.map((answer) => String(answer.status))))}, one asked twice: ${String(inventedRepeat.headers['x-cache-status'])}; cache directory ${cacheBeforeInvented} bytes before, ${cacheAfterInvented} after`,
    );

    // Album pages render in Node on every request: a flood of random ids from one address is refused by
    // the front (its 429 page) past the burst, and Node sees at most burst + rate x time of it, while
    // another address is served at once.
    const floodAlbumsFrom = Date.now() / 1000;
    const albums = await pooled(
      Array.from({ length: 120 }, () => () => get(`${front}/SubGallery?id=${random()}${random()}`, {}, 'GET', undefined, clients.flooder)),
      FLOOD_CONCURRENCY,
    );
    const albumSeconds = Date.now() / 1000 - floodAlbumsFrom;
    const neighbour = await get(`${front}/SubGallery?id=${album}`, {}, 'GET', undefined, clients.neighbour);
    const albumRefusals = albums.filter((answer) => answer.status === 429);
    const albumsAtNode = origin(nginx.accessLog(), floodAlbumsFrom).filter((entry) => entry.client === '127.0.0.4').length;
    check(
      albumRefusals.length > 0 &&
        albumRefusals.every((answer) => answer.body.includes('Too many pages were asked for') && String(answer.headers['content-type']).startsWith('text/html')) &&
        albumsAtNode <= 40 + Math.ceil(albumSeconds * 5) + 1,
      `120 album pages of random ids from one address in ${albumSeconds.toFixed(1)} s: ${JSON.stringify(tally(albums.map((answer) => String(answer.status))))}, ${albumsAtNode} reached Node, the rest refused by the front's page`,
    );
    check(neighbour.status === 200 && neighbour.body.includes(album), `meanwhile another address opens an album (${neighbour.status})`);
    // Link-preview cards likewise, with a short text.
    const cards = await pooled(Array.from({ length: 60 }, () => () => get(`${front}/og/SubGallery/${random()}`, {}, 'GET', undefined, clients.crawler)), FLOOD_CONCURRENCY);
    const cardRefusals = cards.filter((answer) => answer.status === 429);
    check(
      cardRefusals.length > 0 && cardRefusals.every((answer) => answer.body.startsWith('Too many preview images') && String(answer.headers['content-type']).startsWith('text/plain')),
      `60 preview cards of random ids from one address: ${JSON.stringify(tally(cards.map((answer) => String(answer.status))))}, refused with a short text`,
    );
    const card = await get(`${front}/og/home`, {}, 'GET', undefined, clients.neighbour);
    check(card.status === 200 && String(card.headers['content-type']).startsWith('image/'), `meanwhile another address gets the home page's card (${card.status} ${String(card.headers['content-type'])})`);

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

    // /api/visit is posted once per page view: the front never refuses a visitor browsing briskly. (The
    // route keeps its own count per address, 6 a minute, and answers its own 429 past it while it knows no
    // count to show; the front's refusal is the one saying to wait a few seconds.)
    const byFront = (answer: Answer) => answer.status === 429 && Boolean((JSON.parse(answer.body) as { message?: string }).message?.includes('wait a few seconds'));
    const visits: Answer[] = [];
    for (let n = 0; n < 10; n += 1) {
      visits.push(await get(`${front}/api/visit`, {}, 'POST'));
      await sleep(300);
    }
    check(
      !visits.some(byFront) && visits.every((answer) => answer.status === 200 || answer.status === 429),
      `/api/visit at about 3 a second is never refused by the front (${visits.map((answer) => answer.status).join(', ')})`,
    );
    const flood = await Promise.all(Array.from({ length: BURST }, () => get(`${front}/api/visit`, {}, 'POST')));
    const floodRefused = flood.filter(byFront);
    check(floodRefused.length > 0, `a burst of ${BURST} visits from one client: ${floodRefused.length} refused by the front with a JSON message`);
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
    await Promise.all(Object.values(clients).map((client) => client.close()));
  }
}

void main();
