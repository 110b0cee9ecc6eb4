// Proves the production front (deploy/nginx-site.conf.template): starts Debian's nginx with that file on
// loopback (its own prefix, TLS with a certificate made for this run, no system file touched) in front of
// the spec's own copy of the e2e build (`<distDir>-front`, on E2E.frontSitePort) and the shared demo
// content service, then
// - checks TLS, the HTTP redirect, the body limit and that X-Forwarded-For is overwritten,
// - checks that only the site's name is served: another Host is refused (HTTP: closed unanswered; HTTPS:
//   the handshake refused, or closed when the Host differs from the name shaken hands with), the name in
//   other letters is served from the same cache entry; that 2,000 requests with random Host headers and
//   junk query strings are refused or answered from the cache, reaching Node only for the cache's own
//   refreshes (counted in nginx's access log), with the cache directory's size before and after; that a
//   junk parameter changes nothing Node renders on the routes that read parameters; that /healthz answers
//   the monitor's address (MONITOR_ADDRESS, 127.0.0.2 here) and loopback and nobody else (127.0.0.3),
// - checks the limits on what renders in Node: a flood of album pages of random ids from one address is
//   refused (429) while another address is served; a flood of link-preview cards likewise; a flood of
//   filtered listings with random words likewise, none of them kept in the cache,
// - checks the per-client limits: a burst of searches is refused with the front's 429 page and a single
//   search passes; /api/visit at a browsing rate passes, a burst is refused; instant search answers
//   (/api/search) are cached, pass at a typing pace, and a burst is refused; the publish webhook never is,
// - kills the Node process (SIGKILL) and checks that cached pages keep answering 200 from nginx,
// - restarts it and checks that pages nginx never cached answer 200 through the front within 5 s of the
//   restarted server listening (the time Next takes to start listening is reported beside it).
// The tests run in order on one front and one Node process, each starting where the one before left them.
// Ports: E2E_FRONT_SITE_PORT (Node), E2E_FRONT_HTTPS_PORT and E2E_FRONT_HTTP_PORT (nginx). Client addresses:
// 127.0.0.1 for most requests, 127.0.0.2 the monitor, 127.0.0.3 to 127.0.0.7 others (any 127.0.0.x is
// loopback on Linux). Run alone: `npx playwright test --project=front --no-deps`.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { connect as tlsConnect } from 'node:tls';
import { expect, test } from '@playwright/test';
import type { Agent } from 'undici';
import { FRONT_NAME, startFront, type AccessEntry, type Front } from '../test-support/nginx';
import { exited } from '../test-support/process';
import { E2E } from '../test-support/env';
import { call, listening, loopbackAgent, sleep, spawnNext, stop, tally, until, type Answer, type NextProcess, printLogsOnFailure } from '../test-support/loopback';
import { copyBuild } from '../test-support/server';

test.describe.configure({ mode: 'serial', timeout: 20_000 });

const distDir = `${E2E.distDir}-front`;
const front = `https://${FRONT_NAME}:${E2E.frontHttpsPort}`;
/** The front's instance has the school office's page open (issue 39). */
const STAFF_PASSWORD = 'e2e front office password';
const nodeOrigin = `http://127.0.0.1:${E2E.frontSitePort}`;
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
/** Answered from nginx's cache (a fresh copy, or a stale one while a refresh runs). */
const FROM_CACHE = ['HIT', 'STALE', 'UPDATING'];

const tls = loopbackAgent();
const clients = {
  monitor: loopbackAgent({ localAddress: MONITOR }),
  outsider: loopbackAgent({ localAddress: OUTSIDER }),
  flooder: loopbackAgent({ localAddress: '127.0.0.4' }),
  neighbour: loopbackAgent({ localAddress: '127.0.0.5' }),
  crawler: loopbackAgent({ localAddress: '127.0.0.6' }),
  filterer: loopbackAgent({ localAddress: '127.0.0.7' }),
  strangers: loopbackAgent(),
};

let node: NextProcess;
let nginx: Front;
/** What one test leaves for the next: an album's id, the flood's window and cache sizes, the refused searches, a search twice. */
let album: string;
let flood: { from: number; until: number; cacheBefore: number; cacheAfter: number };
let refused: Answer[];
let retryAfter: number;
let words: string;
let firstAsk: Answer;
let secondAsk: Answer;

function get(url: string, options: { headers?: Record<string, string>; method?: 'GET' | 'POST'; body?: string; from?: Agent } = {}): Promise<Answer> {
  return call(url, options.from ?? tls, options);
}

/** The status of a GET, or the code of the error that ended it (the connection closed, the handshake refused). */
async function outcome(url: string, headers: Record<string, string> = {}, from: Agent = tls): Promise<string> {
  try {
    const answer = await get(url, { headers, from });
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
    const socket = tlsConnect({ host: '127.0.0.1', port: E2E.frontHttpsPort, servername: FRONT_NAME, rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] }, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    });
    let received = '';
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('close', () => resolve(received === '' ? 'closed unanswered' : received.split('\r\n')[0] ?? ''));
    socket.on('error', (error: Error & { code?: string }) => resolve(error.code ?? error.message));
  });
}

/** Resolves once `url` answers 200 through `get`. */
function answers200(url: string, timeoutMs: number): Promise<true> {
  return until(`${url} answering 200`, timeoutMs, async () => ((await get(url)).status === 200 ? true : undefined));
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

/** Prints a check's figures (in the run's output, pass or fail) and returns them as its assertions' message. */
function figures(message: string): string {
  console.log(`front: ${message}`);
  return message;
}

function serverLogs(): string {
  return `--- next start log ---\n${node?.log().slice(-4000)}\n--- nginx error log ---\n${nginx?.errorLog().slice(-4000)}`;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  copyBuild(E2E.distDir, distDir);
  node = spawnNext(E2E.frontSitePort, distDir, { STAFF_PASSWORD });
  try {
    await answers200(`${nodeOrigin}/OurSchool`, 60_000);
    nginx = startFront({ httpsPort: E2E.frontHttpsPort, httpPort: E2E.frontHttpPort, upstreams: [`127.0.0.1:${E2E.frontSitePort}`], monitorAddress: MONITOR });
    await answers200(`${front}/OurSchool`, 10_000);
  } catch (error) {
    console.error(serverLogs());
    throw error;
  }
});

printLogsOnFailure(serverLogs);

test.afterAll(async () => {
  // stop() gives a Next process 10 s after SIGTERM before it kills it.
  test.setTimeout(30_000);
  await nginx?.stop();
  await stop(node?.child);
  await Promise.all([tls, ...Object.values(clients)].map((agent) => agent.close()));
  rmSync(distDir, { recursive: true, force: true });
});

test('plain HTTP is redirected to HTTPS', async () => {
  const redirect = await get(`http://${FRONT_NAME}:${E2E.frontHttpPort}/News?x=1`);
  const message = figures(`plain HTTP is redirected to HTTPS (${redirect.status} to ${String(redirect.headers.location)})`);
  expect(redirect.status, message).toBe(301);
  expect(redirect.headers.location, message).toBe(`${front}/News?x=1`);
});

test('a 20 KB body is refused by the front', async () => {
  const big = await get(`${front}/api/tc`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '20000' }, body: 'x'.repeat(20_000) });
  expect(big.status, figures(`a 20 KB body is refused by the front (${big.status})`)).toBe(413);
});

test('the staff page passes through with its password and is never kept: the next visitor without it is asked for it', async () => {
  const office = { authorization: `Basic ${Buffer.from(`office:${STAFF_PASSWORD}`).toString('base64')}` };
  const answers = [await get(`${front}/staff`, { headers: office }), await get(`${front}/staff`, { headers: office }), await get(`${front}/staff`), await get(`${front}/staff/report`)];
  const message = figures(`/staff through the front: ${answers.map((answer) => `${answer.status} ${String(answer.headers['x-cache-status'] ?? '-')}`).join(', ')}`);
  expect(answers.map((answer) => answer.status), message).toEqual([200, 200, 401, 401]);
  expect(answers.every((answer) => answer.headers['x-cache-status'] === undefined || answer.headers['x-cache-status'] === ''), message).toBe(true);
  expect(String(answers[0]!.headers['cache-control']), message).toMatch(/no-store/);
});

test('/healthz passes through, never from the cache', async () => {
  const health = [await get(`${front}/healthz`), await get(`${front}/healthz`)];
  const message = figures(`/healthz passes through, never from the cache (${health.map((answer) => `${answer.status} ${String(answer.headers['x-cache-status'])}`).join(', ')})`);
  for (const answer of health) {
    expect([200, 503], message).toContain(answer.status);
    expect(answer.headers['x-cache-status'], message).not.toBe('HIT');
    expect(answer.headers['cache-control'], message).toBe('no-store');
  }
});

// Only the site's name is served. Plain HTTP with another Host: closed without an answer (444). HTTPS
// naming another host in the handshake, or none (a bare IP address): the handshake is refused. HTTPS
// naming the site in the handshake but another Host: closed without an answer. The name in capitals is
// the site, and the same cache entry.
test('plain HTTP with an unknown Host is closed unanswered', async () => {
  const wrongHttp = await outcome(`http://127.0.0.1:${E2E.frontHttpPort}/Chairman`, { host: 'attacker.example' });
  expect(wrongHttp, figures(`plain HTTP with an unknown Host is closed unanswered (${wrongHttp})`)).toBe('UND_ERR_SOCKET');
});

test('HTTPS naming an unknown host, or none, is refused at the handshake', async () => {
  const wrongSni = await outcome(`${front}/Chairman`, { host: `attacker.example:${E2E.frontHttpsPort}` });
  const noSni = await outcome(`https://127.0.0.1:${E2E.frontHttpsPort}/Chairman`);
  const message = figures(`HTTPS naming an unknown host, or none, is refused at the handshake (${wrongSni}; by IP address: ${noSni})`);
  expect([wrongSni, noSni], message).toEqual(['ERR_SSL_TLSV1_UNRECOGNIZED_NAME', 'ERR_SSL_TLSV1_UNRECOGNIZED_NAME']);
});

/** The TLS version a handshake between `minVersion` and `maxVersion` settles on, or the error that refuses it. */
function handshake(minVersion: 'TLSv1.2' | 'TLSv1.3', maxVersion: 'TLSv1.2' | 'TLSv1.3'): Promise<string> {
  return new Promise((resolve) => {
    const socket = tlsConnect({ host: '127.0.0.1', port: E2E.frontHttpsPort, servername: FRONT_NAME, rejectUnauthorized: false, minVersion, maxVersion }, () => {
      resolve(socket.getProtocol() ?? 'none');
      socket.destroy();
    });
    socket.on('error', (error: Error & { code?: string }) => resolve(error.code ?? error.message));
  });
}

test('HTTPS speaks TLS 1.3, and TLS 1.2 for older phones', async () => {
  expect([await handshake('TLSv1.3', 'TLSv1.3'), await handshake('TLSv1.2', 'TLSv1.2')]).toEqual(['TLSv1.3', 'TLSv1.2']);
});

test('HTTPS naming the site in the handshake but another Host is closed unanswered', async () => {
  const wrongHost = await mismatchedHost('/Chairman', 'attacker.example');
  expect(wrongHost, figures(`HTTPS naming the site in the handshake but another Host is closed unanswered (${wrongHost})`)).toBe('closed unanswered');
});

test(`Host ${FRONT_NAME.toUpperCase()} is the site, from the same cache entry`, async () => {
  await get(`${front}/Chairman`);
  const capitals = await get(`${front}/Chairman`, { headers: { host: `${FRONT_NAME.toUpperCase()}:${E2E.frontHttpsPort}` } });
  const cache = String(capitals.headers['x-cache-status']);
  const message = figures(`Host ${FRONT_NAME.toUpperCase()} is the site, from the same cache entry (${capitals.status} ${cache})`);
  expect(capitals.status, message).toBe(200);
  expect(FROM_CACHE, message).toContain(cache);
});

// A junk parameter changes nothing Node renders: ISR pages are the same bytes, pages that read their
// parameters (albums, search) the same page (only the router's flight data names the address it was
// rendered for), an optimised image the same bytes. So the front's key leaves junk out (below).
test('a junk parameter changes nothing Node renders', async () => {
  const gallery = await get(`${front}/Gallery`);
  const found = /SubGallery\?id=([0-9a-f]+)/.exec(gallery.body)?.[1];
  const image = /\/_next\/image\?url=[^"\s]+/.exec((await get(`${front}/`)).body)?.[0]?.replace(/&amp;/g, '&');
  if (!found || !image) throw new Error('no album link on /Gallery or no optimised image on /');
  album = found;
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
    else console.error(`front: ${route}: ${plain.status} and ${withJunk.status}, different`);
  }
  expect(same, figures(`a junk parameter changes nothing Node renders (${same.join(', ')})`)).toHaveLength(4);
});

// The key's parameters are matched as Next reads them: in another letter case, or given twice, a
// parameter is another page for Next, so it is not the cached one.
test('the cache key keeps ?q= apart from ?Q= and ?q=&q= and drops junk around it', async () => {
  const word = `key${random()}`;
  const answers = [
    await get(`${front}/search?q=${word}`),
    await get(`${front}/search?Q=${word}`),
    await get(`${front}/search?q=${word}&q=other`),
    await get(`${front}/search?utm_medium=${random()}&q=${word}&fbclid=${random()}`),
  ];
  const statuses = answers.map((answer) => String(answer.headers['x-cache-status']));
  const message = figures(`the cache key keeps ?q= apart from ?Q= and ?q=&q= and drops junk around it (${statuses.join(', ')})`);
  expect(statuses, message).toEqual(['MISS', 'MISS', 'MISS', 'HIT']);
});

// 2,000 requests with random Host headers and junk query strings, 20 at a time from one address: each
// refused by the front or answered from its cache. Node sees only the cache's own refreshes of
// /Chairman (its copy is fresh for CONTENT_REVALIDATE_SECONDS, 2 s here, then refreshed once in the
// background), counted in the front's access log.
test(`${FLOOD} requests with random Hosts and junk queries are each refused or answered from the cache`, async () => {
  test.setTimeout(60_000);
  const cacheBefore = nginx.cacheBytes();
  const floodStart = Date.now() / 1000;
  const junkQueries = [() => `fbclid=${random()}`, () => `utm_source=${random()}`, () => `x${random()}=1`];
  const kinds = await pooled(
    Array.from({ length: FLOOD }, (_, n) => {
      const kind = n % 5;
      if (kind === 0) return () => outcome(`${front}/Chairman?${junkQueries[n % 3]?.()}`, { host: `${random()}.example:${E2E.frontHttpsPort}` }, clients.strangers).then((result) => `random Host over HTTPS: ${result}`);
      if (kind === 1) return () => outcome(`http://127.0.0.1:${E2E.frontHttpPort}/Chairman?${junkQueries[n % 3]?.()}`, { host: `${random()}.example` }, clients.strangers).then((result) => `random Host over HTTP: ${result}`);
      return () => outcome(`${front}/Chairman?${junkQueries[n % 3]?.()}`).then((result) => `junk query: ${result}`);
    }),
    FLOOD_CONCURRENCY,
  );
  const floodEnd = Date.now() / 1000;
  await sleep(200);
  flood = { from: floodStart, until: floodEnd, cacheBefore, cacheAfter: nginx.cacheBytes() };
  const message = figures(`${FLOOD} requests with random Hosts and junk queries in ${(floodEnd - floodStart).toFixed(1)} s: ${JSON.stringify(tally(kinds))}`);
  const unrefused = kinds.filter((kind) => kind.startsWith('random Host') && !kind.endsWith('ERR_SSL_TLSV1_UNRECOGNIZED_NAME') && !kind.endsWith('UND_ERR_SOCKET'));
  const uncached = kinds.filter((kind) => kind.startsWith('junk query: ') && !FROM_CACHE.includes(kind.replace(/^junk query: 200 /, '')));
  expect(unrefused, message).toEqual([]);
  expect(uncached, message).toEqual([]);
});

test("of them, Node saw only the cache's refreshes of /Chairman", () => {
  const reachedNode = origin(nginx.accessLog(), flood.from, flood.until + 0.2);
  const refreshes = Math.ceil((flood.until - flood.from) / E2E.revalidateSeconds) + 1;
  const message = figures(
    `of them, Node saw ${reachedNode.length} (the cache's refreshes of /Chairman; at most ${refreshes} in that time): ${JSON.stringify(tally(reachedNode.map((entry) => `${entry.uri.split('?')[0] ?? ''} ${entry.cache}`)))}`,
  );
  expect(reachedNode.length, message).toBeLessThanOrEqual(refreshes);
  expect(reachedNode.filter((entry) => !entry.uri.startsWith('/Chairman')), message).toEqual([]);
});

test('afterwards /Chairman is still answered from the cache', async () => {
  const plainAfter = await get(`${front}/Chairman`);
  const cache = String(plainAfter.headers['x-cache-status']);
  const message = figures(`afterwards /Chairman is still answered from the cache (${cache}); cache directory ${flood.cacheBefore} bytes before, ${flood.cacheAfter} after`);
  expect(plainAfter.status, message).toBe(200);
  expect(FROM_CACHE, message).toContain(cache);
});

// /healthz answers the monitor and loopback only (loopback above); anybody else gets a plain 404.
test("/healthz answers the monitor's address; another gets a plain 404", async () => {
  const [fromMonitor, fromOutsider] = [await get(`${front}/healthz`, { from: clients.monitor }), await get(`${front}/healthz`, { from: clients.outsider })];
  const message = figures(`/healthz from the monitor's address ${MONITOR}: ${fromMonitor.status}; from ${OUTSIDER}: ${fromOutsider.status} "${fromOutsider.body.trim()}"`);
  expect([200, 503], message).toContain(fromMonitor.status);
  expect(fromMonitor.body, message).toContain('"resources"');
  expect(fromOutsider.status, message).toBe(404);
  expect(fromOutsider.body, message).not.toContain('resources');
});

// An address that names nothing is answered 404 by Node with the page's s-maxage: the front keeps no copy
// of it, so invented item addresses cannot fill its cache; a real item's page is kept.
test('100 invented item addresses are answered 404 and the front keeps no copy of them', async () => {
  const cacheBeforeInvented = nginx.cacheBytes();
  const invented = await pooled(
    Array.from({ length: 100 }, (_, n) => () => get(`${front}/${['News', 'notice', 'Events'][n % 3] ?? 'News'}/${random()}${random()}-invented`, { from: clients.neighbour })),
    FLOOD_CONCURRENCY,
  );
  const inventedTwice = `${front}/News/${random()}-twice`;
  await get(inventedTwice, { from: clients.neighbour });
  const inventedRepeat = await get(inventedTwice, { from: clients.neighbour });
  const cacheAfterInvented = nginx.cacheBytes();
  const message = figures(
    `100 invented item addresses: ${JSON.stringify(tally(invented.map((answer) => String(answer.status))))}, one asked twice: ${String(inventedRepeat.headers['x-cache-status'])}; cache directory ${cacheBeforeInvented} bytes before, ${cacheAfterInvented} after`,
  );
  expect(invented.filter((answer) => answer.status !== 404), message).toEqual([]);
  expect(inventedRepeat.status, message).toBe(404);
  expect(inventedRepeat.headers['x-cache-status'], message).not.toBe('HIT');
  expect(cacheAfterInvented - cacheBeforeInvented, message).toBeLessThan(64 * 1024);
});

// proxy.ts answers these with a prerendered 404 page through a rewrite keyed on a header it sets. Behind the
// front (X-Forwarded-Proto: https, `next start --hostname 127.0.0.1`) a NextResponse.rewrite was proxied by
// Next to itself over HTTPS and answered 500.
test("addresses that break an item's or a card's grammar answer a whole 404 page through the front", async () => {
  for (const path of ['/News/a%20b', '/Events/abc/def', '/og/nope', '/og/News/1/2']) {
    const answer = await get(`${front}${path}`, { from: clients.neighbour });
    expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    expect(answer.body, path).toMatch(/<title>(Page|News|Event|Album) not found - /);
  }
});

test("a visitor's own copy of proxy.ts's 404 mark changes no page", async () => {
  const answer = await get(`${front}/search?q=${random()}`, { from: clients.neighbour, headers: { 'x-school-names-nothing': '1' } });
  expect(answer.status).toBe(200);
  expect(answer.body).toContain('<title>Search - ');
});

// Album pages render in Node on every request: a flood of random ids from one address is refused by
// the front (its 429 page) past the burst, and Node sees at most burst + rate x time of it, while
// another address is served at once.
test("a flood of album pages of random ids from one address is refused with the front's page", async () => {
  test.setTimeout(60_000);
  const floodAlbumsFrom = Date.now() / 1000;
  const albums = await pooled(
    Array.from({ length: 120 }, () => () => get(`${front}/SubGallery?id=${random()}${random()}`, { from: clients.flooder })),
    FLOOD_CONCURRENCY,
  );
  const albumSeconds = Date.now() / 1000 - floodAlbumsFrom;
  const albumRefusals = albums.filter((answer) => answer.status === 429);
  const albumsAtNode = origin(nginx.accessLog(), floodAlbumsFrom).filter((entry) => entry.client === '127.0.0.4').length;
  const message = figures(
    `120 album pages of random ids from one address in ${albumSeconds.toFixed(1)} s: ${JSON.stringify(tally(albums.map((answer) => String(answer.status))))}, ${albumsAtNode} reached Node, the rest refused by the front's page`,
  );
  expect(albumRefusals.length, message).toBeGreaterThan(0);
  expect(albumRefusals.every((answer) => answer.body.includes('Too many pages were asked for') && String(answer.headers['content-type']).startsWith('text/html')), message).toBe(true);
  expect(albumsAtNode, message).toBeLessThanOrEqual(40 + Math.ceil(albumSeconds * 5) + 1);
});

test('meanwhile another address opens an album', async () => {
  const neighbour = await get(`${front}/SubGallery?id=${album}`, { from: clients.neighbour });
  const message = figures(`meanwhile another address opens an album (${neighbour.status})`);
  expect(neighbour.status, message).toBe(200);
  expect(neighbour.body, message).toContain(album);
});

// A listing's filtered view (`/News?q=...`, what its form sends without JavaScript) renders in Node for each
// request and is marked no-store: the front keeps none of them, however many different words are searched,
// and refuses one address's flood of them past the burst (80, then 5 a second), while another filters.
test('a flood of filtered listings with random words from one address: none kept by the front, refused past the burst', async () => {
  test.setTimeout(60_000);
  const cacheBeforeViews = nginx.cacheBytes();
  const viewsFrom = Date.now() / 1000;
  const views = await pooled(
    Array.from({ length: 160 }, () => () => get(`${front}/News?q=${random()}`, { from: clients.filterer })),
    FLOOD_CONCURRENCY,
  );
  const viewSeconds = Date.now() / 1000 - viewsFrom;
  const viewsAtNode = origin(nginx.accessLog(), viewsFrom).filter((entry) => entry.client === '127.0.0.7').length;
  const cacheAfterViews = nginx.cacheBytes();
  const message = figures(
    `160 filtered views of /News with random words from one address in ${viewSeconds.toFixed(1)} s: ${JSON.stringify(tally(views.map((answer) => `${answer.status} ${String(answer.headers['x-cache-status'] ?? '-')}`)))}, ${viewsAtNode} reached Node; cache directory ${cacheBeforeViews} bytes before, ${cacheAfterViews} after`,
  );
  const served = views.filter((answer) => answer.status === 200);
  expect(views.filter((answer) => answer.status !== 200 && answer.status !== 429), message).toEqual([]);
  expect(served.length, message).toBeGreaterThan(0);
  expect(served.filter((answer) => FROM_CACHE.includes(String(answer.headers['x-cache-status']))), message).toEqual([]);
  expect(served.every((answer) => String(answer.headers['cache-control']).includes('no-store')), message).toBe(true);
  expect(views.filter((answer) => answer.status === 429).length, message).toBeGreaterThan(0);
  expect(viewsAtNode, message).toBeLessThanOrEqual(80 + Math.ceil(viewSeconds * 5) + 1);
  expect(cacheAfterViews - cacheBeforeViews, message).toBeLessThan(64 * 1024);
});

test('meanwhile another address filters a listing', async () => {
  const view = await get(`${front}/News?q=sports`, { from: clients.neighbour });
  const message = figures(`meanwhile another address filters a listing (${view.status})`);
  expect(view.status, message).toBe(200);
  expect(view.body, message).toContain('noindex');
});

// Link-preview cards likewise, with a short text.
test('a flood of preview cards of random ids from one address is refused with a short text', async () => {
  test.setTimeout(60_000);
  const cards = await pooled(Array.from({ length: 60 }, () => () => get(`${front}/og/SubGallery/${random()}`, { from: clients.crawler })), FLOOD_CONCURRENCY);
  const cardRefusals = cards.filter((answer) => answer.status === 429);
  const message = figures(`60 preview cards of random ids from one address: ${JSON.stringify(tally(cards.map((answer) => String(answer.status))))}, refused with a short text`);
  expect(cardRefusals.length, message).toBeGreaterThan(0);
  expect(cardRefusals.every((answer) => answer.body.startsWith('Too many preview images') && String(answer.headers['content-type']).startsWith('text/plain')), message).toBe(true);
});

test("meanwhile another address gets the home page's card", async () => {
  const card = await get(`${front}/og/home`, { from: clients.neighbour });
  const type = String(card.headers['content-type']);
  const message = figures(`meanwhile another address gets the home page's card (${card.status} ${type})`);
  expect(card.status, message).toBe(200);
  expect(type, message).toMatch(/^image\//);
});

// The TC limit allows 5 requests per client address in 10 minutes; a client naming another address
// in X-Forwarded-For each time must still be refused on the sixth, as the front overwrites the header.
test('a client cannot choose its address with X-Forwarded-For', async () => {
  const tc: number[] = [];
  for (let n = 1; n <= 6; n += 1) {
    tc.push((await get(`${front}/api/tc`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${n}` }, body: '{}' })).status);
  }
  const message = figures(`a client cannot choose its address with X-Forwarded-For (TC answers ${tc.join(', ')})`);
  expect(tc[5], message).toBe(429);
  expect(tc.slice(0, 5), message).not.toContain(429);
});

// Search is limited per client: a single search passes, a burst from one client is answered by nginx
// with its own page (saying to wait a few seconds), and after that wait a search passes again.
const search = `${front}/search?q=library`;

test('a single search passes the front and lists results', async () => {
  const single = await get(search);
  const message = figures(`a single search passes the front and lists results (${single.status})`);
  expect(single.status, message).toBe(200);
  expect(single.body, message).toContain('aria-label="Search results"');
});

test(`a burst of ${BURST} searches from one client is refused in part with 429`, async () => {
  const burst = await Promise.all(Array.from({ length: BURST }, () => get(search)));
  refused = burst.filter((answer) => answer.status === 429);
  const message = figures(`a burst of ${BURST} searches from one client: ${burst.length - refused.length} answered, ${refused.length} refused with 429`);
  expect(refused.length, message).toBeGreaterThan(0);
  expect(burst.filter((answer) => answer.status !== 200 && answer.status !== 429).map((answer) => answer.status), message).toEqual([]);
});

test("each refusal is the front's page saying so, with Retry-After", () => {
  retryAfter = Number(refused[0]?.headers['retry-after']);
  const message = figures(`each refusal is the front's page saying so, with Retry-After ${String(refused[0]?.headers['retry-after'])}`);
  for (const answer of refused) {
    expect(answer.body, message).toContain('Too many searches came from this connection');
    expect(String(answer.headers['content-type']), message).toMatch(/^text\/html/);
    expect(Number(answer.headers['retry-after']), message).toBeGreaterThan(0);
  }
});

test('after waiting Retry-After, a search passes again', async () => {
  test.setTimeout(20_000 + retryAfter * 1000);
  await sleep(retryAfter * 1000);
  const again = await get(search);
  expect(again.status, figures(`after waiting Retry-After, a search passes again (${again.status})`)).toBe(200);
});

// A result page is kept by the front for a minute: the same words again come from its cache, other
// words reach Node, the router's RSC request for a search never comes from the cache, and browsers are
// still told to keep no copy.
test("the same search twice: the second answer is the front's copy", async () => {
  await sleep(1000);
  words = `${front}/search?q=${encodeURIComponent('sports day')}`;
  [firstAsk, secondAsk] = [await get(words), await get(words)];
  const [first, second] = [String(firstAsk.headers['x-cache-status']), String(secondAsk.headers['x-cache-status'])];
  const message = figures(`the same search twice: the second answer is the front's copy (${first}, then ${second})`);
  expect(firstAsk.status, message).toBe(200);
  expect([first, second], message).toEqual(['MISS', 'HIT']);
  expect(secondAsk.body === firstAsk.body, message).toBe(true);
});

test("a search page from the front's cache still tells browsers no-store", () => {
  const cacheControl = String(secondAsk.headers['cache-control']);
  expect(cacheControl, figures(`a search page from the front's cache still tells browsers no-store (${cacheControl})`)).toContain('no-store');
});

test('other words are rendered by Node', async () => {
  const otherWords = await get(`${front}/search?q=${encodeURIComponent('sports')}`);
  const message = figures(`other words are rendered by Node (${String(otherWords.headers['x-cache-status'])})`);
  expect(otherWords.status, message).toBe(200);
  expect(otherWords.headers['x-cache-status'], message).toBe('MISS');
});

// (Next answers an RSC request without its cache-busting `_rsc` hash with a redirect to one.)
test("the router's RSC requests for a search pass the cache", async () => {
  const rsc = [await get(words, { headers: { rsc: '1' } }), await get(words, { headers: { rsc: '1' } })];
  const message = figures(`the router's RSC requests for a search pass the cache (${rsc.map((answer) => `${answer.status} ${String(answer.headers['x-cache-status'])}`).join(', ')})`);
  for (const answer of rsc) {
    expect(answer.headers['x-cache-status'], message).toBe('BYPASS');
    expect(answer.body === firstAsk.body, message).toBe(false);
  }
});

// /api/visit is posted once per page view: the front never refuses a visitor browsing briskly. (The
// route keeps its own count per address, 6 a minute, and answers its own 429 past it while it knows no
// count to show; the front's refusal is the one saying to wait a few seconds.)
const byFront = (answer: Answer) => answer.status === 429 && Boolean((JSON.parse(answer.body) as { message?: string }).message?.includes('wait a few seconds'));

test('/api/visit at about 3 a second is never refused by the front', async () => {
  const visits: Answer[] = [];
  for (let n = 0; n < 10; n += 1) {
    visits.push(await get(`${front}/api/visit`, { method: 'POST' }));
    await sleep(300);
  }
  const message = figures(`/api/visit at about 3 a second is never refused by the front (${visits.map((answer) => answer.status).join(', ')})`);
  expect(visits.some(byFront), message).toBe(false);
  expect(visits.filter((answer) => answer.status !== 200 && answer.status !== 429).map((answer) => answer.status), message).toEqual([]);
});

test(`a burst of ${BURST} visits from one client is refused by the front with a JSON message`, async () => {
  const visits = await Promise.all(Array.from({ length: BURST }, () => get(`${front}/api/visit`, { method: 'POST' })));
  const floodRefused = visits.filter(byFront);
  expect(floodRefused.length, figures(`a burst of ${BURST} visits from one client: ${floodRefused.length} refused by the front with a JSON message`)).toBeGreaterThan(0);
});

// Instant search asks /api/search once typing pauses: its answers are cached by the front, a visitor
// typing (a pause of 250 ms between words typed so far) is never refused, and a flood is, in JSON.
test('an instant search answer passes the front and the same words again come from its cache', async () => {
  const answer = `${front}/api/search?q=library`;
  const first = await get(answer);
  await sleep(100);
  const second = await get(answer);
  const message = figures(
    `an instant search answer passes the front and the same words again come from its cache (${first.status} ${String(first.headers['x-cache-status'])}, then ${String(second.headers['x-cache-status'])})`,
  );
  expect(first.status, message).toBe(200);
  expect((JSON.parse(first.body) as { query?: string }).query, message).toBe('library');
  expect(second.headers['x-cache-status'], message).toBe('HIT');
});

test('/api/search at a typing pace (4 a second) is never refused', async () => {
  const typing: number[] = [];
  for (const typed of ['f', 'fe', 'fee', 'fee d', 'fee de', 'fee det', 'fee deta', 'fee detai', 'fee detail', 'fee details', 'fee details c', 'fee details cl']) {
    typing.push((await get(`${front}/api/search?q=${encodeURIComponent(typed)}`)).status);
    await sleep(250);
  }
  expect(typing.filter((status) => status !== 200), figures(`/api/search at a typing pace (4 a second) is never refused (${typing.join(', ')})`)).toEqual([]);
});

test(`a burst of ${BURST * 2} instant searches from one client is refused in part with a JSON message`, async () => {
  const searches = await Promise.all(Array.from({ length: BURST * 2 }, (_, n) => get(`${front}/api/search?q=flood${n}`)));
  const searchesRefused = searches.filter((reply) => reply.status === 429);
  const message = figures(`a burst of ${BURST * 2} instant searches from one client: ${searches.length - searchesRefused.length} answered, ${searchesRefused.length} refused with a JSON message`);
  expect(searchesRefused.length, message).toBeGreaterThan(0);
  expect(searches.filter((reply) => reply.status !== 200 && reply.status !== 429).map((reply) => reply.status), message).toEqual([]);
  expect(searchesRefused.every((reply) => (JSON.parse(reply.body) as { message?: string }).message?.includes('wait a few seconds')), message).toBe(true);
});

// The vendor's publish webhook is never refused by the front, however many calls arrive at once.
test(`${BURST} publish webhooks at once are all answered 200`, async () => {
  const webhook = await Promise.all(Array.from({ length: BURST }, () => get(`${front}/api/revalidate`, { method: 'POST', headers: { 'x-revalidate-secret': E2E.revalidateSecret } })));
  const message = figures(`${BURST} publish webhooks at once all answered 200 (${JSON.stringify(tally(webhook.map((answer) => String(answer.status))))})`);
  expect(webhook.filter((answer) => answer.status !== 200).map((answer) => answer.status), message).toEqual([]);
});

test("pages are served from nginx's cache", async () => {
  test.setTimeout(60_000);
  for (let round = 0; round < 3; round += 1) {
    for (const route of CACHED) await get(`${front}${route}`);
    await sleep(E2E.revalidateSeconds * 1000);
  }
  const warmed = await Promise.all(CACHED.map(async (route) => (await get(`${front}${route}`)).headers['x-cache-status']));
  const message = figures(`pages are served from nginx's cache (${warmed.join(', ')})`);
  for (const status of warmed) expect([undefined, 'MISS', 'BYPASS'], message).not.toContain(status);
});

test('with Node killed (SIGKILL), every request for a cached page is answered 200', async () => {
  test.setTimeout(60_000);
  node.child.kill('SIGKILL');
  await exited(node.child);
  const downUntil = Date.now() + DOWN_MS;
  const statuses: number[] = [];
  const served: string[] = [];
  while (Date.now() < downUntil) {
    const answers = await Promise.all(CACHED.map((route) => get(`${front}${route}`)));
    for (const answer of answers) {
      statuses.push(answer.status);
      served.push(String(answer.headers['x-cache-status']));
    }
    await sleep(250);
  }
  const message = figures(`with Node killed, ${statuses.length} requests for cached pages all answered 200 (${JSON.stringify(tally(served))})`);
  expect(statuses.length, message).toBeGreaterThan(0);
  expect(statuses.filter((status) => status !== 200), message).toEqual([]);
});

test('a page nginx never cached cannot be served while Node is down', async () => {
  const uncachedWhileDown = await get(`${front}${UNCACHED[0]}`);
  expect(uncachedWhileDown.status, figures(`a page nginx never cached cannot be served while Node is down (${uncachedWhileDown.status})`)).toBeGreaterThanOrEqual(500);
});

test(`after a restart, pages nginx never cached answer 200 through the front within ${RESTART_BUDGET_MS / 1000} s of Node listening`, async () => {
  test.setTimeout(90_000);
  const spawned = Date.now();
  node = spawnNext(E2E.frontSitePort, distDir, { STAFF_PASSWORD });
  await until(`Node listening on ${E2E.frontSitePort}`, 60_000, async () => ((await listening(E2E.frontSitePort)) ? true : undefined), 50);
  const listensAt = Date.now();
  await Promise.all(UNCACHED.map((route) => answers200(`${front}${route}`, RESTART_BUDGET_MS)));
  const backMs = Date.now() - listensAt;
  const message = figures(`uncached pages answered 200 through the front ${backMs} ms after the restarted Node listened (${listensAt - spawned} ms after its spawn)`);
  expect(backMs, message).toBeLessThanOrEqual(RESTART_BUDGET_MS);
});
