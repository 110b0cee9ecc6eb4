/**
 * The nginx fronts the bench's Lighthouse rounds load through, the way parents reach the site: the production
 * front (deploy/nginx-site.conf.template, started by test-support/nginx.ts) over TLS and HTTP/2. One front
 * stands before the site (its pages and the twins under public/), a second, rendered from the same template,
 * before the framework floor's own `next start`, so page, twin and floor come the same way.
 *
 * Every run is a first visit as most parents make it: a cold browser (Lighthouse's fresh Chromium profile,
 * its cache cleared) and a warm front (the page and its files already in the front's cache, put there by
 * other visitors). `warm` loads each page once before the rounds; `ready` makes sure, before each run, that
 * the front holds a fresh copy of the document; `served` checks afterwards, in the front's access log, that
 * the document the run loaded came from that cache.
 *
 * Chromium trusts each front's certificate by its public key's hash (`--ignore-certificate-errors-spki-list`),
 * and the bench's own requests by the certificate itself (`ca`): exactly the certificates made for the run,
 * with nothing else accepted and no check turned off.
 */
import { createHash, X509Certificate } from 'node:crypto';
import { chromium } from '@playwright/test';
import { Agent, request } from 'undici';
import { startFront, type AccessEntry, type Front } from '../../test-support/nginx';

/**
 * Chromium's Accept-Encoding. Next answers `Vary: Accept-Encoding` and the front keeps one copy per value,
 * so the bench asks with Chromium's to read and refresh the copy Chromium is given.
 */
export const CHROMIUM_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The screen of Lighthouse's mobile runs (MOTOGPOWER_EMULATION_METRICS, lighthouse/core/config/constants.js): the same images are chosen. */
const LIGHTHOUSE_PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

/** Answers from the front's cache: a fresh copy, or a stale one while a refresh runs. */
const FROM_CACHE: ReadonlySet<string> = new Set(['HIT', 'STALE', 'UPDATING']);

/** The base64 SHA-256 of a certificate's public key (SPKI, DER), as Chromium's `--ignore-certificate-errors-spki-list` takes it. */
export function spkiSha256(certificatePem: string): string {
  const spki = new X509Certificate(certificatePem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/**
 * nginx directives (for the front's server block) that keep the files under `prefix` as the front keeps a
 * page. Next marks public files `max-age=0`, so the front would ask Node for each; a page is kept by its
 * s-maxage. As the template does for search result pages, Next's Cache-Control is ignored there and a 200
 * kept, for a day (longer than a run); the cache, its key, Vary, TLS and HTTP/2 are the pages' own.
 */
export function keptLikeAPage(prefix: string): string {
  return [
    `    location ^~ ${prefix} {`,
    '        proxy_ignore_headers Cache-Control Expires;',
    '        proxy_cache_valid 200 1d;',
    '        proxy_pass http://school_site;',
    '    }',
  ].join('\n');
}

/**
 * Throws unless the front logged a GET of `uri` (path and query, as sent) at or after `since` (seconds
 * since the epoch) and answered every such GET from its cache.
 */
export function assertFromCache(entries: readonly AccessEntry[], uri: string, since: number): void {
  const answers = entries.filter((entry) => entry.time >= since && entry.method === 'GET' && entry.uri === uri);
  if (answers.length === 0) throw new Error(`the front logged no GET of ${uri}`);
  const missed = answers.filter((entry) => !FROM_CACHE.has(entry.cache));
  if (missed.length > 0) throw new Error(`the front answered ${uri} from Node, not from its cache (cache status ${missed.map((entry) => entry.cache || 'none').join(', ')})`);
}

/** A client that trusts exactly the front's certificate. */
export function trustingAgent(front: Front): Agent {
  return new Agent({ connect: { ca: front.certificate } });
}

/** GETs a URL through a front and answers its X-Cache-Status; anything but a 200 is an error. */
export async function cacheStatus(url: string, agent: Agent, headers: Record<string, string> = {}): Promise<string> {
  const response = await request(url, { dispatcher: agent, headers });
  await response.body.dump();
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  return String(response.headers['x-cache-status'] ?? 'none');
}

export interface LighthouseFronts {
  /** The site's public origin: https://localhost:<httpsPort>, its SITE_URL. */
  origin: string;
  /** The floor page, through its own front. */
  floorUrl: string;
  /** The fronts' certificates' SPKI hashes, for Chromium. */
  spki: string[];
  /** Loads each address once in Chromium, at Lighthouse's phone size, so the front holds the pages and their files. */
  warm: (urls: readonly string[], chromiumPath: string) => Promise<void>;
  /** Asks for `url` as Chromium does until the front answers it from a fresh copy; resolves with the time after (for `served`). */
  ready: (url: string) => Promise<number>;
  /** Throws unless every GET of `url`'s document since `since` was answered from the front's cache. */
  served: (url: string, since: number) => void;
  stop: () => Promise<void>;
}

export interface LighthouseFrontOptions {
  /** host:port of the site's `next start`. */
  site: string;
  /** host:port of the floor's `next start`. */
  floor: string;
  /** The site's front listens on this port (HTTPS) and the next (HTTP); the floor's on the two after. */
  httpsPort: number;
  /** The path under which the site serves the twins (public/), kept like a page. */
  twinPrefix: string;
}

/** Starts both fronts (the per-client limits on, as in production). */
export function startLighthouseFronts({ site, floor, httpsPort, twinPrefix }: LighthouseFrontOptions): LighthouseFronts {
  const siteFront = startFront({ httpsPort, httpPort: httpsPort + 1, upstreams: [site], extraServerDirectives: keptLikeAPage(twinPrefix) });
  let floorFront: Front;
  try {
    floorFront = startFront({ httpsPort: httpsPort + 2, httpPort: httpsPort + 3, upstreams: [floor] });
  } catch (error) {
    void siteFront.stop();
    throw error;
  }
  const fronts = [siteFront, floorFront].map((front) => ({ front, agent: trustingAgent(front) }));
  const spki = fronts.map(({ front }) => spkiSha256(front.certificate));
  const frontOf = (url: string) => {
    const found = fronts.find(({ front }) => front.origin === new URL(url).origin);
    if (!found) throw new Error(`${url} is behind neither front`);
    return found;
  };
  return {
    origin: siteFront.origin,
    floorUrl: `${floorFront.origin}/`,
    spki,
    warm: async (urls, chromiumPath) => {
      const browser = await chromium.launch({ executablePath: chromiumPath, args: [`--ignore-certificate-errors-spki-list=${spki.join(',')}`] });
      try {
        for (const url of urls) {
          const context = await browser.newContext(LIGHTHOUSE_PHONE);
          try {
            await (await context.newPage()).goto(url, { waitUntil: 'networkidle' });
          } finally {
            await context.close();
          }
        }
      } finally {
        await browser.close();
      }
    },
    ready: async (url) => {
      const { agent } = frontOf(url);
      // A copy past its s-maxage is answered STALE while nginx refreshes it in the background; a new one MISS.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        if ((await cacheStatus(url, agent, { 'accept-encoding': CHROMIUM_ACCEPT_ENCODING })) === 'HIT') return Date.now() / 1000;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`the front did not keep ${url} (no HIT in 50 requests)`);
    },
    served: (url, since) => {
      const { pathname, search } = new URL(url);
      assertFromCache(frontOf(url).front.accessLog(), `${pathname}${search}`, since);
    },
    stop: async () => {
      for (const { front, agent } of fronts) {
        await agent.close();
        await front.stop();
      }
    },
  };
}
